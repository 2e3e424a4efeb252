export default definePageConfig({ navigationBarTitleText: '展会分享' })

export default definePageConfig({ navigationBarTitleText: '发起会面' })

export default definePageConfig({ navigationBarTitleText: '展位预订' })

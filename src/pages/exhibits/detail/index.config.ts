export default definePageConfig({ navigationBarTitleText: '展品详情' })

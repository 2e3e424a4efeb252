export default definePageConfig({ navigationBarTitleText: '展品名录' })

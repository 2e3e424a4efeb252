export default definePageConfig({ navigationBarTitleText: '展商名录' })

export default definePageConfig({ navigationBarTitleText: '展商详情' })

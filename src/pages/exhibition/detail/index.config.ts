export default definePageConfig({ navigationBarTitleText: '展会详情' })

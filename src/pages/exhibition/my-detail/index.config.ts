export default definePageConfig({ navigationBarTitleText: '我的展商信息' })

export default definePageConfig({ navigationBarTitleText: '会议详情' })

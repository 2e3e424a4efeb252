export default definePageConfig({ navigationBarTitleText: '同期会议' })

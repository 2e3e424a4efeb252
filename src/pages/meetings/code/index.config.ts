export default definePageConfig({ navigationBarTitleText: '洽谈签到码' })

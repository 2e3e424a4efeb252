export default definePageConfig({ navigationBarTitleText: '我的洽谈' })

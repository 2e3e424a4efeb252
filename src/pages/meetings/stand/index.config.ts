export default definePageConfig({ navigationBarTitleText: '展位洽谈' })

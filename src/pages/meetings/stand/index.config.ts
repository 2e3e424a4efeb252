export default definePageConfig({ navigationBarTitleText: '洽谈预约' })

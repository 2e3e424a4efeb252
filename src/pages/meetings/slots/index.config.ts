export default definePageConfig({ navigationBarTitleText: '洽谈时段' })

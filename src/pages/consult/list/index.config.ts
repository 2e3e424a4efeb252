export default definePageConfig({ navigationBarTitleText: '询盘池' })

export default definePageConfig({ navigationBarTitleText: '询盘详情' })

export default definePageConfig({ navigationBarTitleText: '嘉宾详情' })

export default definePageConfig({ navigationBarTitleText: '龙虎榜' })

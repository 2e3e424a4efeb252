export default definePageConfig({ navigationBarTitleText: '热门推荐' })

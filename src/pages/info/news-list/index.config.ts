export default definePageConfig({ navigationBarTitleText: '展会资讯' })

export default definePageConfig({ navigationBarTitleText: '参观路线' })

export default definePageConfig({ navigationBarTitleText: '电子胸卡' })

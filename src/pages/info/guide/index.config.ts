export default definePageConfig({ navigationBarTitleText: '观展指南' })

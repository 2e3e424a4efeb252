export default definePageConfig({ navigationBarTitleText: '观众预登记' })

export default definePageConfig({ navigationBarTitleText: '展商计划' })

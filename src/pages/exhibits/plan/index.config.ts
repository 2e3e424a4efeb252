export default definePageConfig({ navigationBarTitleText: '展品计划' })

export default definePageConfig({ navigationBarTitleText: '扫描线索' })

export default definePageConfig({ navigationBarTitleText: '选择类别' })

export default definePageConfig({ navigationBarTitleText: '商贸配对' })

export default definePageConfig({ navigationBarTitleText: '手机认证' })

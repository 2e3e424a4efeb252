export default definePageConfig({ navigationBarTitleText: '关于展会' })

export default definePageConfig({ navigationBarTitleText: '配对聊天' })

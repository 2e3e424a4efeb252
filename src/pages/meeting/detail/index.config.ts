// The title comes from the route table (both languages); weapp sharing goes through the page's share message.
export default definePageConfig({ navigationBarTitleText: '会议详情', enableShareAppMessage: true })

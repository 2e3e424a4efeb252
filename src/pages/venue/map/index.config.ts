export default definePageConfig({ navigationBarTitleText: '展馆地图' })

// The words of the home's menu (src/features/home), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.menu` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

export default defineSection('menu', {
  'ZH-CN': {
    exhibitors: '展商名录',
    products: '展品名录',
    conference: '同期会议',
    venue: '展馆地图',
    visit: '观众预登记',
    about: '关于展会',
    booking: '展位预订',
    hotHits: '热门推荐',
    guide: '观展指南',
    showInfo: '展会资讯',
    billboard: '龙虎榜',
    services: '商贸服务',
    matchmaking: '商贸配对',
    matchmakingHint: '结识采购商与供应商',
    rfq: '询盘池',
    rfqHint: '发布或回复采购询盘',
  },
  EN: {
    exhibitors: 'Exhibitors list',
    products: 'Products',
    conference: 'Conference',
    venue: 'Venue',
    visit: 'Visit',
    about: 'About',
    booking: 'Booking',
    hotHits: 'Hot Hits',
    guide: 'Guide',
    showInfo: 'Show Info',
    billboard: 'Billboard',
    services: 'Business services',
    matchmaking: 'Matchmaking',
    matchmakingHint: 'Meet buyers and suppliers',
    rfq: 'Enquiry pool',
    rfqHint: 'Post or answer requests for quotation',
  },
})

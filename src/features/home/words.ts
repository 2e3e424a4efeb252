// The words of the exhibition home (src/features/home), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.home` imports this module (src/i18n/sections.ts).
import { defineSection } from '../../i18n/sections'
import type { MenuKey } from '../../routes'

export interface HomeWords {
  switchEdition: string
  chooseEdition: string
  currentEdition: string
  dates: string
  venue: string
  address: string
  openingHours: string
  organiser: string
  introduction: string
  exhibitors: string
  products: string
  menu: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    home: HomeWords
  }
}

export default defineSection('home', {
  'ZH-CN': {
    switchEdition: '切换届次',
    chooseEdition: '选择届次',
    currentEdition: '本届',
    dates: '展期',
    venue: '展馆',
    address: '地址',
    openingHours: '开放时间',
    organiser: '主办单位',
    introduction: '展会介绍',
    exhibitors: '展商',
    products: '展品',
    menu: '展会导航',
  },
  EN: {
    switchEdition: 'Switch edition',
    chooseEdition: 'Choose an edition',
    currentEdition: 'Current',
    dates: 'Dates',
    venue: 'Venue',
    address: 'Address',
    openingHours: 'Opening hours',
    organiser: 'Organiser',
    introduction: 'About the show',
    exhibitors: 'Exhibitors',
    products: 'Products',
    menu: 'Explore the show',
  },
})

// The words of the home's menu (src/features/home), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.menu` imports this module (src/i18n/sections.ts).
/** The home's labels: one per route with a `menu` (src/routes.ts), so a missing one does not compile. */
export type MenuWords = Record<MenuKey, string> &
  Record<`${MenuKey<'services'>}Hint`, string> & {
    /** the business services row under the menu */
    services: string
  }

declare module '../../i18n/sections' {
  interface FeatureWords {
    menu: MenuWords
  }
}

export const menuWords = defineSection('menu', {
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

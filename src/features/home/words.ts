// The words of the exhibition home (src/features/home), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.home` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

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

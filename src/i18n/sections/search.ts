// The words of search (src/features/search) and the enquiry pool's search box, in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.search` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

export interface SearchWords {
  placeholder: string
  hotWords: string
  recent: string
  clearRecent: string
  exhibitors: string
  products: string
  keywordRequired: string
}

declare module '../sections' {
  interface FeatureWords {
    search: SearchWords
  }
}

export default defineSection('search', {
  'ZH-CN': {
    placeholder: '搜索展商或展品',
    hotWords: '热门搜索',
    recent: '最近搜索',
    clearRecent: '清空',
    exhibitors: '展商（{count}）',
    products: '展品（{count}）',
    keywordRequired: '请输入关键词',
  },
  EN: {
    placeholder: 'Search exhibitors or products',
    hotWords: 'Hot searches',
    recent: 'Recent searches',
    clearRecent: 'Clear',
    exhibitors: 'Exhibitors ({count})',
    products: 'Products ({count})',
    keywordRequired: 'Please enter a keyword',
  },
})

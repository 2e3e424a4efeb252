// The words of Hot Hits and the Billboard (src/features/rankings), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.rankings` imports this module (src/i18n/sections.ts).
import { defineSection } from '../../i18n/sections'

export interface RankingsWords {
  hotExhibitors: string
  hotProducts: string
  window: string
  views: string
  planAdds: string
  score: string
  up: string
  down: string
  same: string
  newEntry: string
  updatedAt: string
  billboardIntro: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    rankings: RankingsWords
  }
}

export default defineSection('rankings', {
  'ZH-CN': {
    hotExhibitors: '热门展商',
    hotProducts: '热门展品',
    window: '近 {days} 天',
    views: '{count} 次浏览',
    planAdds: '{count} 次加入计划',
    score: '{score} 分',
    up: '上升 {n} 位',
    down: '下降 {n} 位',
    same: '持平',
    newEntry: '新上榜',
    updatedAt: '更新于 {time}',
    billboardIntro: '按展期内加入观展计划（每次 3 分）与浏览（每次 1 分）排名，箭头为较昨日的名次变化。',
  },
  EN: {
    hotExhibitors: 'Most viewed exhibitors',
    hotProducts: 'Most viewed exhibits',
    window: 'Last {days} days',
    views: '{count} {count|view|views}',
    planAdds: '{count} {count|plan add|plan adds}',
    score: '{score} pts',
    up: 'Up {n}',
    down: 'Down {n}',
    same: 'No change',
    newEntry: 'New',
    updatedAt: 'Updated {time}',
    billboardIntro:
      'Exhibitors ranked by plan adds (3 points) and views (1 point) over the show; arrows show the change since yesterday.',
  },
})

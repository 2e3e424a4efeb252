// The words of the offline data (issue 16): the notice with when the data shown was fetched. A
// module of its own, loaded with the offline data (on H5 a chunk fetched when the page is idle), so
// the first screen does not carry it (bench:size).
import { defineSection } from '../../i18n/sections'

/** the edition's data kept on the device for offline use (issue 16) */
export interface OfflineWords {
  /** the offline notice with when the data shown was fetched ({time}) */
  dataFrom: string
  /** the month and day of that time ({month}, {day}) */
  date: string
  /** the month names (January first) the date uses */
  months: string[]
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    offline: OfflineWords
  }
}

export default defineSection('offline', {
  'ZH-CN': {
    dataFrom: '离线 · 数据更新于 {time}',
    date: '{month}月{day}日',
    months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
  },
  EN: {
    dataFrom: 'Offline · data from {time}',
    date: '{day} {month}',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
})

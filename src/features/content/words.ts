// The words of About, Guide and Show Info (src/features/content), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.content` imports this module (src/i18n/sections.ts).
import { defineSection } from '../../i18n/sections'

export interface ContentWords {
  updated: string
  readMore: string
  published: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    content: ContentWords
  }
}

export default defineSection('content', {
  'ZH-CN': {
    updated: '更新于 {date}',
    readMore: '阅读全文',
    published: '发布于 {date}',
  },
  EN: {
    updated: 'Updated {date}',
    readMore: 'Read more',
    published: 'Published {date}',
  },
})

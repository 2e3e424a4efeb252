// The words of a detail page opened offline that was never opened online (issue 22, item 2): it
// shows what the downloaded data holds and says so. A module of its own, loaded with the detail
// pages (bench:size): every file that reads `t.offlineDetail` imports this module.
import { defineSection } from '../sections'

/** a detail opened offline that was never opened online: built from the downloaded data (issue 22) */
export interface OfflineDetailWords {
  /** the note on such a page: what it shows, and that the full page comes with the network */
  partial: string
}

declare module '../sections' {
  interface FeatureWords {
    offlineDetail: OfflineDetailWords
  }
}

export default defineSection('offlineDetail', {
  'ZH-CN': {
    partial: '离线：以下是已下载的信息，联网后可查看完整页面',
  },
  EN: {
    partial: 'Offline: this is what was downloaded. The full page comes with the network',
  },
})

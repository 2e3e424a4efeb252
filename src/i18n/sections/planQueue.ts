// The words of collects made offline (issue 16: the pending mark, the queued and synced toasts, the
// plan's note), in both languages. A module of its own so they load with the parts that use them
// (detail pages, the plan panel and pages, the collect queue), not with the first screen
// (bench:size): every file that reads `t.planQueue` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

/** collects and uncollects made offline, kept on the device until the network is back (issue 16) */
export interface PlanQueueWords {
  /** the mark on an item whose change waits for the network */
  pending: string
  /** the toast of a change kept on the device */
  queued: string
  /** the plan's note: how many changes wait ({count}) */
  pendingChanges: string
  /** a change sent later was refused by the server ({reason}: its words) */
  refused: string
  /** the changes made offline have all reached the server */
  synced: string
}

declare module '../sections' {
  interface FeatureWords {
    planQueue: PlanQueueWords
  }
}

export default defineSection('planQueue', {
  'ZH-CN': {
    pending: '待同步',
    queued: '已保存在本机，联网后自动同步',
    pendingChanges: '{count} 项计划变更待联网后同步',
    refused: '一项计划变更未能保存：{reason}',
    synced: '离线时的计划变更已同步',
  },
  EN: {
    pending: 'Pending',
    queued: "Saved on this phone. It will be sent when you're back online",
    pendingChanges: "Plan changes waiting for the network: {count}. They will be sent when you're back online",
    refused: "A change to your plan couldn't be saved: {reason}",
    synced: 'The changes you made offline are now in your plan',
  },
})

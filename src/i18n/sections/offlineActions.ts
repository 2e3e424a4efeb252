// The words of reminders, likes, matchmaking decisions and chat messages made offline (issue 16:
// the pending mark, the queued, refused and synced toasts), in both languages. A module of its own
// so they load with the parts that use them and the action queue, not with the first screen
// (bench:size): every file that reads `t.offlineActions` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

/** reminders, likes, matchmaking decisions and chat messages made offline (issue 16) */
export interface OfflineActionsWords {
  /** the mark on a reminder, like or decision that waits for the network */
  pending: string
  /** the toast of an action kept on the device */
  queued: string
  /** an action sent later was refused by the server ({reason}: its words) */
  refused: string
  /** what was done offline has all reached the server */
  synced: string
  /** the chat's Delete on a message the server refused */
  delete: string
}

declare module '../sections' {
  interface FeatureWords {
    offlineActions: OfflineActionsWords
  }
}

export default defineSection('offlineActions', {
  'ZH-CN': {
    pending: '待同步',
    queued: '已保存在本机，联网后自动发送',
    refused: '一项离线操作未能完成：{reason}',
    synced: '离线时的操作已发送',
    delete: '删除',
  },
  EN: {
    pending: 'Pending',
    queued: "Saved on this phone. It will be sent when you're back online",
    refused: "Something you did offline couldn't be sent: {reason}",
    synced: 'What you did offline has been sent',
    delete: 'Delete',
  },
})

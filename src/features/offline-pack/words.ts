// The words of the whole-edition download on the home (issue 16), in both languages: they load
// with the download's own part, not with the first screen (bench:size).
import { defineSection } from '../../i18n/sections'

/** the whole-edition download for offline use on the home (issue 16) */
export interface OfflinePackWords {
  /** the home card's title and its first action */
  download: string
  /** what the download holds */
  hint: string
  /** while it comes ({percent}: 0–100) */
  downloading: string
  /** while it comes, its size not known yet */
  downloadingUnknown: string
  /** while the device stores it */
  saving: string
  /** a pack is held ({date}: when it was last downloaded or updated) */
  held: string
  /** a pack is held, when is not known (kept by an earlier version of the app) */
  heldUndated: string
  update: string
  /** the update found the held data current */
  upToDate: string
  updated: string
  /** no network, nothing held */
  offlineNone: string
  /** no network, a pack held */
  offlineHeld: string
  /** the server failed, nothing held */
  failedNone: string
  /** the server failed, a pack held */
  failedHeld: string
  /** the device could not store it */
  saveFailed: string
  /** the pack is held, the app's own files are still being kept for offline use (issue 22) */
  preparing: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    offlinePack: OfflinePackWords
  }
}

export default defineSection('offlinePack', {
  'ZH-CN': {
    download: '下载离线数据',
    hint: '本届展会的展商、展品、会议和展馆地图，没有网络时也能查看',
    downloading: '正在下载… {percent}%',
    downloadingUnknown: '正在下载…',
    saving: '正在保存…',
    held: '已可离线使用 · {date}',
    heldUndated: '已可离线使用',
    update: '更新',
    upToDate: '离线数据已是最新',
    updated: '离线数据已更新',
    offlineNone: '没有网络，请联网后再下载',
    offlineHeld: '没有网络，已下载的离线数据仍可使用',
    failedNone: '下载失败，请稍后重试',
    failedHeld: '更新失败，已下载的离线数据仍可使用',
    saveFailed: '离线数据未能保存到本机，已下载的数据保持不变',
    preparing: '数据已下载，正在准备离线使用…',
  },
  EN: {
    download: 'Download for offline',
    hint: "This edition's exhibitors, products, sessions and venue map, for when there's no network",
    downloading: 'Downloading… {percent}%',
    downloadingUnknown: 'Downloading…',
    saving: 'Saving…',
    held: 'Available offline · {date}',
    heldUndated: 'Available offline',
    update: 'Update',
    upToDate: 'The offline data is up to date',
    updated: 'The offline data is updated',
    offlineNone: "You're offline. Connect to download",
    offlineHeld: "You're offline. The downloaded data is still available",
    failedNone: "Couldn't download. Please try again later",
    failedHeld: "Couldn't update. The downloaded data is still available",
    saveFailed: "Couldn't save the offline data on this phone. What was downloaded before is unchanged",
    preparing: 'Downloaded. Getting the app ready for offline use…',
  },
})

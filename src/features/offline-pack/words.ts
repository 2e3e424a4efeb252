// The words of the whole-edition download on the home (issue 16), in both languages: they load
// with the download's own part, not with the first screen (bench:size).
import { defineSection } from '../sections'

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

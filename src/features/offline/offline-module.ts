/**
 * The offline data with what it needs from the app: the host's store, the plan's newer flags, the
 * notice. On H5 this module is a chunk of its own (load-offline-data.h5.ts), fetched when the
 * page is idle or when a request first fails: the first screen does not carry it (bench:size).
 */
import { dictionary, format, type Language } from '../../i18n'
import '../../i18n/sections/offline'
import type { PlatformAdapter } from '../../platform'
import type { RootStore } from '../../stores'
import { OfflineData } from './offline-data'

export { OfflineData }

const pad = (n: number) => String(n).padStart(2, '0')

/** "离线 · 数据更新于 11月23日 09:38" / "Offline · data from 23 Nov 09:38", on the device's clock. */
export function offlineLabel(language: string, at: number): string {
  const t = dictionary(language as Language).offline
  const d = new Date(at)
  const date = format(t.date, { month: t.months[d.getMonth()] ?? '', day: d.getDate() })
  return format(t.dataFrom, { time: `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}` })
}

export async function createOfflineData(platform: PlatformAdapter, store: RootStore): Promise<OfflineData> {
  const kept = await platform.offlineStore()
  store.ui.setOfflineLabel(offlineLabel)
  return new OfflineData(kept, {
    collectedOf: (target, id) => store.plan.queue?.collectedOf(target, id),
    onKept: (at) => store.ui.noteKeptAnswer(at),
    onFresh: (at) => store.ui.noteFreshAnswer(at),
  })
}

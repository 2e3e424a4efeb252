/**
 * The offline data with what it needs from the app: the host's store, the plan's newer flags, the
 * notice. On H5 this module is a chunk of its own (load-offline-data.h5.ts), fetched when the
 * page is idle or when a request first fails: the first screen does not carry it (bench:size).
 */
import { autorun, makeAutoObservable, reaction } from 'mobx'
import { dictionary, format, type Language } from '../../i18n'
import './words'
import type { PlatformOffline } from '../../platform'
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

/**
 * The time the offline notice gives: the fetch time of the oldest kept answer shown since the
 * network went (or failed), else the last answer from the server (docs/decisions.md, "Offline data").
 */
export class NoticeTime {
  /** ms: the oldest kept answer shown since the network was last there */
  keptFrom: number | undefined = undefined
  /** ms: the last answer from the server */
  lastFetched: number | undefined = undefined

  constructor(private readonly store: RootStore) {
    makeAutoObservable<NoticeTime, 'store'>(this, { store: false })
    // back online: pages load afresh, the kept answers shown are forgotten
    reaction(
      () => store.ui.online,
      (online) => online && this.forgetKept(),
    )
    autorun(() => {
      const at = this.keptFrom ?? this.lastFetched
      store.ui.setOfflineText(at === undefined ? undefined : offlineLabel(store.language.language, at))
    })
  }

  kept(fetchedAt: number): void {
    this.keptFrom = this.keptFrom === undefined ? fetchedAt : Math.min(this.keptFrom, fetchedAt)
    this.store.ui.setShowingKept(true)
  }

  fresh(at: number): void {
    this.lastFetched = Math.max(this.lastFetched ?? 0, at)
    if (this.store.ui.online) this.forgetKept()
  }

  private forgetKept(): void {
    this.keptFrom = undefined
    this.store.ui.setShowingKept(false)
  }
}

export async function createOfflineData(platform: PlatformOffline, store: RootStore): Promise<OfflineData> {
  const kept = await platform.offlineStore()
  const time = new NoticeTime(store)
  return new OfflineData(kept, {
    collectedOf: (target, id) => store.plan.ownFlagOf(target, id),
    onKept: (at) => time.kept(at),
    onFresh: (at) => time.fresh(at),
    defaultEventCode: APP_CONFIG.defaultEventCode,
    sortLabels: (language) => dictionary(language === 'EN' ? 'EN' : 'ZH-CN').filter.sort,
  })
}

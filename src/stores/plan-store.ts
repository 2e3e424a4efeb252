import { makeAutoObservable, observable, reaction, runInAction } from 'mobx'

import type { Id, PlanCompanyEntry, PlanEditionEntry, PlanProductEntry } from '../../types/api'
import { format } from '../i18n'
import { ApiError } from '../services/api/client'
import { isNotViewable, isRetryable } from '../utils/remote'
import { CollectQueue, type CollectTarget, type NewCollect, type QueuedCollect } from './collect-queue'
import type { RootStore } from './root-store'
import type { KeyValueStorage } from './types'

export type PlanProduct = PlanProductEntry
export type PlanCompany = PlanCompanyEntry
export type PlanEdition = PlanEditionEntry

export type { CollectTarget }

/** What the plan store needs from the API client; tests pass a fake. */
export interface PlanApi {
  getPlanList(): Promise<PlanEdition[]>
  collect(target: CollectTarget, id: Id, collected: 0 | 1, eventCode?: string): Promise<{ collectCnt: number }>
  /**
   * The native app's collect (spec §4): collectTargetIds with the app's user id and session, then
   * the bridge's collect action so the app's own favourites follow. The count when it answers one.
   */
  collectInApp(
    target: CollectTarget,
    id: Id,
    collected: 0 | 1,
    app: AppUser,
  ): Promise<{ collectCnt: number | undefined }>
}

/** The native app's logged-in user (bridge getUserInfo). */
export interface AppUser {
  userId: string
  sessionId: string
}

export interface DeletePlans {
  productIds: Id[]
  exhibitorIds: Id[]
}

const emptyDeletePlans = (): DeletePlans => ({ productIds: [], exhibitorIds: [] })

/** An entry of the flat plan pages (/exhibitors/plan, /exhibits/plan). */
export type PlanItemRef =
  { target: 'exhibitor'; companyProfileId: Id } | { target: 'product'; companyProfileId: Id; productId: Id }

/**
 * The number the heart shows, from a plan list: collected exhibitors plus collected products. It is
 * what the server's collectCnt counts (an exhibitor listed only for its products has collected 0).
 */
export function countPlan(plans: PlanEdition[]): number {
  let count = 0
  for (const edition of plans) {
    for (const company of edition.companyProfileList) {
      if (company.collected !== 0) count += 1
      count += company.productList.length
    }
  }
  return count
}

/**
 * The visitor's plan (favourites), spec §3/§4: collectNum, the menu-update flag that makes the
 * plan panel reload, the deletePlans record that other screens read to un-mark removed items, and
 * every action on them (open/close the panel, count, collect, remove with the spec's cascades).
 */
export class PlanStore {
  /** the heart's count as the server last gave it (the plan's read, or a collect's answer) */
  private serverCount = 0
  /** 0 = plan list up to date; 1 = something changed, reload on the next panel open */
  updateMenu: 0 | 1 = 1
  deletePlans: DeletePlans = emptyDeletePlans()
  plans: PlanEdition[] = []
  loading = false
  loaded = false
  /** the last load failed (offline): with nothing loaded before, the panel offers to try again */
  loadFailed = false
  /** counts flagMenuUpdate calls, so a load that was already on its way does not clear a newer flag */
  private changes = 0
  /** counts the collect answers that carried the server's count (newer than a plan read begun before) */
  private countsAnswered = 0
  /** the event code whose plan the heart count was last read for */
  private countedFor: string | undefined
  /** collects and uncollects the server has not confirmed yet, kept on the device */
  private readonly queue: CollectQueue
  /**
   * The flag this device last gave an item (or the server answered for it) in this run: newer than
   * a page's data loaded before, so a page shows the visitor's own last action.
   */
  private readonly known = observable.map<string, 0 | 1>()
  /** the callers waiting for their own entry's answer (a tap), by entry */
  private readonly waiters = new Map<number, { resolve: (sent: boolean) => void; reject: (error: unknown) => void }>()
  /** the native app's user for entries made in this run (later ones use the identity's) */
  private readonly appUsers = new Map<number, AppUser>()
  /** flushes run one after another: an entry is never sent by two at once */
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly root: RootStore,
    private readonly api: PlanApi,
    storage: KeyValueStorage,
    /** tells the visitor (a toast): a refused collect */
    private readonly notify: (message: string) => void = () => undefined,
  ) {
    this.queue = new CollectQueue(storage)
    makeAutoObservable<
      PlanStore,
      | 'root'
      | 'api'
      | 'changes'
      | 'countedFor'
      | 'countsAnswered'
      | 'queue'
      | 'known'
      | 'waiters'
      | 'appUsers'
      | 'flushing'
      | 'notify'
      | 'idle'
    >(this, {
      root: false,
      api: false,
      changes: false,
      countedFor: false,
      countsAnswered: false,
      queue: false,
      known: false,
      waiters: false,
      appUsers: false,
      flushing: false,
      notify: false,
      idle: false,
    })
    // The visitor's own queue once they are known; sent at start and whenever the host reports a
    // connection (back, or still there after a request failed).
    reaction(
      () => [this.root.context.userId, this.root.ui.online, this.root.ui.connectionReports] as const,
      ([userId, online]) => {
        this.queue.useVisitor(userId)
        if (userId && online && this.queue.size > 0) void this.flushQueue()
      },
      { fireImmediately: true },
    )
  }

  /** The heart's number: the server's count with the changes still waiting for it. */
  get collectNum(): number {
    return Math.max(0, this.serverCount + this.queue.delta)
  }

  /** How many changes to the plan wait for the network (the plan's pending note). */
  get pendingCount(): number {
    return this.queue.waitingCount
  }

  /** True while the visitor's last action on this item waits for the network (its pending mark). */
  isPending(target: CollectTarget, id: Id): boolean {
    return this.queue.latest(target, id)?.waiting ?? false
  }

  /**
   * The item's collected flag as this device last set it (or the server answered it) in this run;
   * undefined when nothing happened to it here (the page's own data holds).
   */
  collectedOf(target: CollectTarget, id: Id): boolean | undefined {
    const flag = this.known.get(`${target}:${id}`)
    return flag === undefined ? undefined : flag === 1
  }

  get isEmpty(): boolean {
    return this.plans.every((edition) => edition.companyProfileList.length === 0)
  }

  flagMenuUpdate(): void {
    this.changes++
    if (this.updateMenu === 0) this.updateMenu = 1
  }

  setCollectNum(count: number): void {
    if (Number.isFinite(count) && count >= 0) this.serverCount = count
  }

  /** The heart: open the My Plan panel; opening clears deletePlans and reloads a changed plan (spec §4). */
  async openPanel(): Promise<void> {
    this.root.ui.setPlanPanelOpen(true)
    this.deletePlans = emptyDeletePlans()
    if (this.updateMenu !== 0 || !this.loaded) await this.loadPlans()
  }

  closePanel(): void {
    this.root.ui.setPlanPanelOpen(false)
  }

  /**
   * The heart needs its count before any collect happens (a reload starts at 0): read the plan once
   * per event code, after the identity is known, and count it. Failures are only logged (spec §8);
   * the next page tries again.
   */
  async syncCount(): Promise<void> {
    const { ui, context } = this.root
    const eventCode = context.eventCode
    if (!ui.ready || !context.userId || this.countedFor === eventCode) return
    this.countedFor = eventCode
    const countsAtStart = this.countsAnswered
    await this.loadPlans()
    runInAction(() => {
      // a collect answered its count while the plan was read (the queue, sent at start): it is newer
      if (this.loaded && this.countsAnswered === countsAtStart) this.setCollectNum(countPlan(this.plans))
      else if (!this.loaded) this.countedFor = undefined
    })
  }

  /** Plan load failures are only logged (spec §8): the panel keeps what it had. */
  async loadPlans(): Promise<void> {
    this.loading = true
    const changesAtStart = this.changes
    try {
      const plans = await this.api.getPlanList()
      runInAction(() => {
        this.plans = Array.isArray(plans) ? plans : []
        this.loaded = true
        this.loadFailed = false
        // A change (collect, language) while this load was on its way keeps the flag: reload next time.
        this.updateMenu = this.changes === changesAtStart ? 0 : 1
      })
    } catch (error) {
      console.warn('plan load failed', error)
      runInAction(() => {
        this.loadFailed = true
      })
    } finally {
      runInAction(() => {
        this.loading = false
      })
    }
  }

  /**
   * Collect toggle (spec §4). Resolves the new collected flag; rejects with the server's refusal
   * (already told to the visitor). Offline, or when the request fails for the network, the action
   * is kept on the device and sent later (isPending says so): it still resolves the new flag.
   */
  async toggleCollect(target: CollectTarget, id: Id, collected: boolean, eventCode?: string): Promise<boolean> {
    const next: 0 | 1 = collected ? 0 : 1
    await this.act([{ target, id, eventCode, from: collected ? 1 : 0, to: next, delta: next ? 1 : -1, via: 'web' }])
    this.flagMenuUpdate()
    return next === 1
  }

  /**
   * The same toggle in the native app, through the app's own path (its user id and session): the
   * count it answered (when it does), and a reload of the plan next time.
   */
  async toggleCollectInApp(target: CollectTarget, id: Id, collected: boolean, app: AppUser): Promise<boolean> {
    const next: 0 | 1 = collected ? 0 : 1
    await this.act([{ target, id, from: collected ? 1 : 0, to: next, delta: next ? 1 : -1, via: 'app' }], app)
    this.flagMenuUpdate()
    return next === 1
  }

  /**
   * Removes an exhibitor and its products from the plan; the edition goes when it was the last one.
   * "Its products are recorded as removed as well" (§4) would leave them collected on the server, so
   * they would come back on the next load (and an exhibitor listed only for its products could never
   * be removed): the products are uncollected first, then the exhibitor.
   */
  async removeExhibitor(companyProfileId: Id): Promise<void> {
    const found = this.locate(companyProfileId)
    if (!found) return
    const eventCode = found.edition.eventCode
    const company = found.edition.companyProfileList.find((c) => c.companyProfileId === companyProfileId)
    const products = company?.productList ?? []
    await this.act([
      ...products.map((p): NewCollect => ({
        target: 'product',
        id: p.productId,
        eventCode,
        from: 1,
        to: 0,
        delta: -1,
        via: 'web',
      })),
      {
        target: 'exhibitor',
        id: companyProfileId,
        eventCode,
        from: company?.collected === 0 ? 0 : 1,
        to: 0,
        // one listed only for its products was not counted
        delta: company?.collected === 0 ? 0 : -1,
        via: 'web',
      },
    ])
    runInAction(() => {
      this.dropCompany(companyProfileId)
      this.deletePlans.exhibitorIds.push(companyProfileId)
      for (const p of products) this.deletePlans.productIds.push(p.productId)
    })
  }

  /** Removes a product; its exhibitor goes when it was the last product, and the edition after it. */
  async removeProduct(companyProfileId: Id, productId: Id): Promise<void> {
    const found = this.locate(companyProfileId)
    if (!found) return
    const eventCode = found.edition.eventCode
    await this.act([{ target: 'product', id: productId, eventCode, from: 1, to: 0, delta: -1, via: 'web' }])
    runInAction(() => {
      const company = found.edition.companyProfileList.find((c) => c.companyProfileId === companyProfileId)
      if (company) {
        const others = company.productList.filter((p) => p.productId !== productId)
        if (others.length > 0) company.productList = others
        else this.dropCompany(companyProfileId)
      }
      this.deletePlans.productIds.push(productId)
    })
  }

  /**
   * Removes one entry of the flat plan pages with the same rules (cascades, deletePlans, collectNum),
   * so the My Plan panel stays in step. An entry the plan does not hold (it changed elsewhere) is
   * uncollected directly.
   */
  async removeEntry(item: PlanItemRef, eventCode?: string): Promise<void> {
    if (!this.loaded || this.updateMenu !== 0) await this.loadPlans()
    const company = this.plans
      .flatMap((e) => e.companyProfileList)
      .find((c) => c.companyProfileId === item.companyProfileId)
    if (item.target === 'exhibitor') {
      if (company) await this.removeExhibitor(item.companyProfileId)
      else await this.toggleCollect('exhibitor', item.companyProfileId, true, eventCode)
      return
    }
    if (company?.productList.some((p) => p.productId === item.productId)) {
      await this.removeProduct(item.companyProfileId, item.productId)
    } else {
      await this.toggleCollect('product', item.productId, true, eventCode)
    }
  }

  /**
   * Sends what waits on the device, in the order it was made, one at a time: at start, when the
   * network comes back, and before any new action. Each answer takes the server's count; a refusal
   * drops its entry and tells the visitor, and the rest goes on; a network failure keeps the entry
   * and everything after it for the next time.
   */
  flushQueue(): Promise<void> {
    // a flush that broke must not stop every later one
    this.flushing = this.flushing.then(() => this.runFlush()).catch((error) => console.warn('plan queue', error))
    return this.flushing
  }

  /** Resolves once the flushes started so far have ended (what the network change started, say). */
  idle(): Promise<void> {
    return this.flushing
  }

  /**
   * One visitor action (one or several items): shown at once (the heart, the item's flag), queued,
   * and sent now when the device is online. Rejects with the first refusal among its entries.
   */
  private async act(actions: NewCollect[], app?: AppUser): Promise<void> {
    const online = this.root.ui.online
    const mine: Array<Promise<boolean>> = []
    runInAction(() => {
      for (const action of actions) {
        const { entry, replaced } = this.queue.add(action, { waiting: !online })
        if (replaced) this.settle(replaced.seq, (w) => w.resolve(false))
        // offline it shows at once (so does one that cancelled a waiting change out: nothing will
        // answer it); online once the server has answered, or the network failed
        if (!online || !entry) this.known.set(`${action.target}:${action.id}`, action.to)
        if (action.to === 1) {
          const list = action.target === 'product' ? this.deletePlans.productIds : this.deletePlans.exhibitorIds
          const at = list.indexOf(action.id)
          if (at >= 0) list.splice(at, 1)
        }
        if (!entry) continue
        if (app) this.appUsers.set(entry.seq, app)
        if (online) mine.push(new Promise((resolve, reject) => this.waiters.set(entry.seq, { resolve, reject })))
      }
    })
    if (!online) return
    void this.flushQueue()
    let refusal: { error: unknown } | undefined
    for (const answer of mine) await answer.catch((error: unknown) => (refusal ??= { error }))
    if (refusal) throw refusal.error
  }

  private settle(
    seq: number,
    fn: (waiter: { resolve: (sent: boolean) => void; reject: (error: unknown) => void }) => void,
  ): void {
    const waiter = this.waiters.get(seq)
    this.waiters.delete(seq)
    this.appUsers.delete(seq)
    if (waiter) fn(waiter)
  }

  private async runFlush(): Promise<void> {
    let sentWaiting = 0
    for (let entry = this.queue.first; entry; entry = this.queue.first) {
      const sending: QueuedCollect = entry
      runInAction(() => this.queue.setSending(sending.seq))
      try {
        const { collectCnt } = await this.send(sending)
        runInAction(() => {
          this.queue.remove(sending)
          this.known.set(
            `${sending.target}:${sending.id}`,
            this.queue.latest(sending.target, sending.id)?.to ?? sending.to,
          )
          // the plan panel reloads; a tap's own caller decides (a removal in the panel is shown already)
          if (!this.waiters.has(sending.seq)) this.flagMenuUpdate()
          if (typeof collectCnt === 'number') {
            this.setCollectNum(collectCnt)
            this.countsAnswered++
          }
        })
        if (sending.waiting) sentWaiting++
        this.settle(sending.seq, (w) => w.resolve(true))
      } catch (error) {
        if (error instanceof ApiError && isRetryable(error)) {
          // offline again (or the server is unwell): all of it waits for the next chance, in order
          runInAction(() => {
            this.queue.holdAll()
            for (const e of this.queue.entries) this.known.set(`${e.target}:${e.id}`, e.to)
          })
          for (const seq of [...this.waiters.keys()]) this.settle(seq, (w) => w.resolve(false))
          return
        }
        this.refused(sending, error)
      }
    }
    // the visitor's earlier offline changes are all on the server now
    if (sentWaiting > 0) this.notify(this.root.language.t.planQueue.synced)
  }

  private send(entry: QueuedCollect): Promise<{ collectCnt: number | undefined }> {
    if (entry.via === 'web') return this.api.collect(entry.target, entry.id, entry.to, entry.eventCode)
    const identity = this.root.context.identity
    const app =
      this.appUsers.get(entry.seq) ??
      (identity?.sessionId ? { userId: identity.userId, sessionId: identity.sessionId } : undefined)
    // without the app's session it cannot go now; it waits like an offline one
    if (!app) return Promise.reject(new ApiError(this.root.language.t.app.notLoggedIn, 'network'))
    return this.api.collectInApp(entry.target, entry.id, entry.to, app)
  }

  /**
   * The server refused an entry (the item is gone, the request was not valid): it is dropped, the
   * item shows its earlier flag again, and the visitor is told; a tap waiting for it gets the error.
   */
  private refused(entry: QueuedCollect, error: unknown): void {
    console.warn('plan collect refused', error)
    runInAction(() => {
      this.queue.remove(entry)
      if (!this.queue.latest(entry.target, entry.id)) this.known.set(`${entry.target}:${entry.id}`, entry.from)
    })
    const waiter = this.waiters.has(entry.seq)
    this.settle(entry.seq, (w) => w.reject(error))
    // the request client's rule: "not viewable now" is never toasted to a tap
    if (!(error instanceof ApiError) || (waiter && isNotViewable(error))) return
    // a tap learns it at once, as before; a change made offline says which kind of change it was
    const t = this.root.language.t
    this.notify(waiter ? error.message : format(t.planQueue.refused, { reason: error.message }))
  }

  private locate(companyProfileId: Id): { edition: PlanEdition } | undefined {
    const edition = this.plans.find((e) => e.companyProfileList.some((c) => c.companyProfileId === companyProfileId))
    return edition ? { edition } : undefined
  }

  private dropCompany(companyProfileId: Id): void {
    this.plans = this.plans
      .map((edition) => ({
        ...edition,
        companyProfileList: edition.companyProfileList.filter((c) => c.companyProfileId !== companyProfileId),
      }))
      .filter((edition) => edition.companyProfileList.length > 0)
  }
}

import { makeAutoObservable, observable, reaction, runInAction } from 'mobx'

import type { Flag, Id, PlanCompanyEntry, PlanEditionEntry, PlanProductEntry } from '../../types/api'
import { planQueueKey } from '../platform/storage-keys'
import { loadCollectQueue } from './load-collect-queue'
import type { AppUser, CollectSending, CollectTarget, NewCollect, PlanApi, QueueHost } from './plan-types'
import type { RootStore } from './root-store'
import type { KeyValueStorage } from './types'

export type PlanProduct = PlanProductEntry
export type PlanCompany = PlanCompanyEntry
export type PlanEdition = PlanEditionEntry

export type { AppUser, CollectTarget, PlanApi } from './plan-types'

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
 * Whether an exhibitor stays in the plan once its last listed product is removed: when the visitor
 * collected the exhibitor itself (spec §4's "otherwise the exhibitor is removed" is about an
 * exhibitor listed only for its products; removing a product never uncollects its exhibitor).
 */
function keepsWithoutProducts(company: PlanCompany): boolean {
  return company.collected !== 0
}

/** A collect (`collected` false) or an uncollect of an item as the queue takes it. */
function change(
  target: CollectTarget,
  id: Id,
  collected: boolean,
  eventCode?: string,
  via: NewCollect['via'] = 'web',
): NewCollect {
  return { target, id, eventCode, from: collected ? 1 : 0, to: collected ? 0 : 1, delta: collected ? -1 : 1, via }
}

/** the key of an item in the flags this device gave */
const flagKey = (target: CollectTarget, id: Id) => `${target}:${id}`

/**
 * The visitor's plan (favourites), spec §3/§4: collectNum, the menu-update flag that makes the
 * plan panel reload, the deletePlans record, and every action on them (open/close the panel,
 * count, collect, remove with the spec's cascades).
 *
 * It is the one source for "is this item collected": every screen (list cards, search results,
 * details, the plan panel, the offline data) asks flagOf, which lays the visitor's own changes
 * (this run's, and those still waiting on the device) over the data the screen loaded. No screen
 * copies a change into its own items.
 */
export class PlanStore implements QueueHost {
  /** the heart's count as the server last gave it (the plan's read, or a collect's answer) */
  private serverCount = 0
  /** 0 = plan list up to date; 1 = something changed, reload on the next panel open */
  updateMenu: 0 | 1 = 1
  /** the items removed in the panel since it was last opened (spec §3's client state) */
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
  /**
   * The flag this device last gave an item (or the server answered for it) in this run: newer than
   * a page's data loaded before, so every page shows the visitor's own last action.
   */
  private readonly flags = observable.map<string, 0 | 1>()
  /**
   * Collects and uncollects the server has not confirmed yet, kept on the device, and what sends
   * them (stores/collect-queue.ts): loaded on the first collect, or at start when some wait; null
   * before.
   */
  queue: CollectSending | null = null
  private senderLoad: Promise<CollectSending> | undefined
  constructor(
    private readonly root: RootStore,
    private readonly api: PlanApi,
    private readonly storage: KeyValueStorage,
    /** tells the visitor (a toast): a refused collect */
    private readonly notify: (message: string) => void = () => undefined,
  ) {
    makeAutoObservable<
      PlanStore,
      | 'root'
      | 'api'
      | 'storage'
      | 'changes'
      | 'countedFor'
      | 'countsAnswered'
      | 'senderLoad'
      | 'notify'
      | 'idle'
      | 'flags'
    >(this, {
      root: false,
      api: false,
      storage: false,
      changes: false,
      countedFor: false,
      countsAnswered: false,
      senderLoad: false,
      notify: false,
      idle: false,
      flags: false,
    })
    // The visitor's own queue once they are known; sent at start and whenever the host reports a
    // connection (back, or still there after a request failed).
    reaction(
      () => [this.root.context.userId, this.root.ui.online, this.root.ui.connectionReports] as const,
      ([userId]) => {
        if (!userId) return
        // the queue's code is loaded only for a visitor who has changes waiting (or collects)
        if (this.queue) this.queue.start()
        else if (this.storage.getStorage(planQueueKey(userId)) !== undefined) void this.loadSender()
      },
      { fireImmediately: true },
    )
  }

  /** The heart's number: the server's count with the changes still waiting for it. */
  get collectNum(): number {
    return Math.max(0, this.serverCount + (this.queue ? this.queue.delta : 0))
  }

  get isEmpty(): boolean {
    return this.shownPlans.every((edition) => edition.companyProfileList.length === 0)
  }

  /**
   * Whether the visitor sees this item as collected: their own last action on it in this run (or
   * the server's answer to it), else a change still waiting on the device (after a reload offline
   * the page's data is older than what waits to be sent), else `base`, the screen's own data.
   */
  flagOf(target: CollectTarget, id: Id, base: Flag | boolean | undefined): boolean {
    return this.ownFlagOf(target, id) ?? (base === true || base === 1)
  }

  /** The visitor's own flag for the item (flagOf without a screen's data); undefined when none. */
  ownFlagOf(target: CollectTarget, id: Id): boolean | undefined {
    const kept = this.queue?.latest(target, id)
    // (one on its way online shows once the server has answered, with the heart's new count)
    const flag = this.flags.get(flagKey(target, id)) ?? (kept?.waiting ? kept.to : undefined)
    return flag === undefined ? undefined : flag === 1
  }

  /** True while the visitor's last action on this item waits for the network (its pending mark). */
  isPending(target: CollectTarget, id: Id): boolean {
    return this.queue?.latest(target, id)?.waiting ?? false
  }

  /** how many changes wait for the network (the plan's pending note) */
  get pendingCount(): number {
    return this.queue?.pendingCount ?? 0
  }

  /** The sender's report: the flag the visitor now sees on an item (QueueHost). */
  noteFlag(target: CollectTarget, id: Id, flag: 0 | 1): void {
    this.flags.set(flagKey(target, id), flag)
  }

  /**
   * The plan as the visitor's screens show it: as read, with their own changes laid over it
   * (flagOf): a product they removed is gone, an exhibitor they uncollected stays only for its
   * products still listed (removePlan's cascades: one whose last listed product went goes too).
   */
  get shownPlans(): PlanEdition[] {
    return this.plans
      .map((edition) => ({
        ...edition,
        companyProfileList: edition.companyProfileList.flatMap((company) => {
          const collected: Flag = this.flagOf('exhibitor', company.companyProfileId, company.collected) ? 1 : 0
          const productList = company.productList.filter((p) => this.flagOf('product', p.productId, true))
          if (productList.length === company.productList.length && collected === company.collected) return [company]
          return productList.length > 0 || collected !== 0 ? [{ ...company, collected, productList }] : []
        }),
      }))
      .filter((edition) => edition.companyProfileList.length > 0)
  }

  flagMenuUpdate(): void {
    this.changes++
    if (this.updateMenu === 0) this.updateMenu = 1
  }

  setCollectNum(count: number): void {
    if (!(Number.isFinite(count) && count >= 0)) return
    this.serverCount = count
    // newer than a plan read begun before it (syncCount)
    this.countsAnswered++
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
  toggleCollect(target: CollectTarget, id: Id, collected: boolean, eventCode?: string): Promise<boolean> {
    return this.toggle(change(target, id, collected, eventCode))
  }

  /**
   * The same toggle in the native app, through the app's own path (its user id and session): the
   * count it answered (when it does), and a reload of the plan next time.
   */
  toggleCollectInApp(target: CollectTarget, id: Id, collected: boolean, app: AppUser): Promise<boolean> {
    return this.toggle(change(target, id, collected, undefined, 'app'), app)
  }

  private async toggle(action: NewCollect, app?: AppUser): Promise<boolean> {
    await this.act([action], app)
    this.flagMenuUpdate()
    return action.to === 1
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
    const exhibitor = change('exhibitor', companyProfileId, true, eventCode)
    // one listed only for its products was neither collected nor counted: uncollected all the same
    if (company?.collected === 0) Object.assign(exhibitor, { from: 0, delta: 0 })
    await this.act([...products.map((p) => change('product', p.productId, true, eventCode)), exhibitor])
    runInAction(() => {
      this.dropCompany(companyProfileId)
      this.deletePlans.exhibitorIds.push(companyProfileId)
      for (const p of products) this.deletePlans.productIds.push(p.productId)
    })
  }

  /**
   * Removes a product. Its exhibitor goes with its last product only when it was listed for its
   * products alone (not collected itself), and the edition after it; a collected exhibitor stays.
   */
  async removeProduct(companyProfileId: Id, productId: Id): Promise<void> {
    const found = this.locate(companyProfileId)
    if (!found) return
    const eventCode = found.edition.eventCode
    await this.act([change('product', productId, true, eventCode)])
    runInAction(() => {
      const company = found.edition.companyProfileList.find((c) => c.companyProfileId === companyProfileId)
      if (company) {
        const others = company.productList.filter((p) => p.productId !== productId)
        if (others.length > 0 || keepsWithoutProducts(company)) company.productList = others
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
   * host reports a connection, and before any new action (stores/collect-queue.ts).
   */
  async flushQueue(): Promise<void> {
    await (await this.loadSender()).flush()
  }

  /** Resolves once the queue is loaded and the flushes started so far have ended. */
  idle(): Promise<unknown> {
    return Promise.resolve(this.senderLoad).then(
      (sender) => sender?.flushing,
      () => undefined,
    )
  }

  /**
   * One visitor action (one or several items): the heart and the items' flags follow at once,
   * the rest is the queue's (queued, sent now when online). Rejects with the first refusal.
   */
  private async act(actions: NewCollect[], app?: AppUser): Promise<void> {
    const sender = await this.loadSender()
    runInAction(() => {
      // collected again: no longer among the items removed in the panel
      for (const { target, id, to } of actions) {
        const list = target === 'product' ? this.deletePlans.productIds : this.deletePlans.exhibitorIds
        if (to === 1 && list.includes(id)) list.splice(list.indexOf(id), 1)
      }
    })
    await sender.act(actions, app)
  }

  /** Fetches the queue's code ahead (H5), so a collect made offline can still be kept. */
  preloadQueue(): void {
    this.loadSender().catch(() => undefined)
  }

  private loadSender(): Promise<CollectSending> {
    this.senderLoad ??= loadCollectQueue().then(
      ({ CollectSender }) => {
        const sender = new CollectSender(this, this.api, this.root, this.notify, this.storage)
        runInAction(() => (this.queue = sender))
        return sender
      },
      (error: unknown) => {
        // offline before the chunk ever came: the next try loads it again
        this.senderLoad = undefined
        throw error
      },
    )
    return this.senderLoad
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

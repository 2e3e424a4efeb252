import { makeAutoObservable, runInAction } from 'mobx'

import type { Id, PlanCompanyEntry, PlanEditionEntry, PlanProductEntry } from '../../types/api'
import type { RootStore } from './root-store'

export type PlanProduct = PlanProductEntry
export type PlanCompany = PlanCompanyEntry
export type PlanEdition = PlanEditionEntry

export type CollectTarget = 'exhibitor' | 'product'

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
  collectNum = 0
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
  /** the event code whose plan the heart count was last read for */
  private countedFor: string | undefined

  constructor(
    private readonly root: RootStore,
    private readonly api: PlanApi,
  ) {
    makeAutoObservable<PlanStore, 'root' | 'api' | 'changes' | 'countedFor'>(this, {
      root: false,
      api: false,
      changes: false,
      countedFor: false,
    })
  }

  get isEmpty(): boolean {
    return this.plans.every((edition) => edition.companyProfileList.length === 0)
  }

  flagMenuUpdate(): void {
    this.changes++
    if (this.updateMenu === 0) this.updateMenu = 1
  }

  setCollectNum(count: number): void {
    if (Number.isFinite(count) && count >= 0) this.collectNum = count
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
    await this.loadPlans()
    runInAction(() => {
      if (this.loaded) this.setCollectNum(countPlan(this.plans))
      else this.countedFor = undefined
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
   * Collect toggle (spec §4). Resolves the new collected flag; rejects with the server's error so
   * the caller can show it as a toast.
   */
  async toggleCollect(target: CollectTarget, id: Id, collected: boolean, eventCode?: string): Promise<boolean> {
    const next: 0 | 1 = collected ? 0 : 1
    const { collectCnt } = await this.api.collect(target, id, next, eventCode)
    runInAction(() => this.collected(target, id, next, collectCnt))
    return next === 1
  }

  /**
   * The same toggle in the native app, through the app's own path (its user id and session): the
   * count it answered (when it does), and a reload of the plan next time.
   */
  async toggleCollectInApp(target: CollectTarget, id: Id, collected: boolean, app: AppUser): Promise<boolean> {
    const next: 0 | 1 = collected ? 0 : 1
    const { collectCnt } = await this.api.collectInApp(target, id, next, app)
    runInAction(() => this.collected(target, id, next, collectCnt))
    return next === 1
  }

  private collected(target: CollectTarget, id: Id, next: 0 | 1, collectCnt: number | undefined): void {
    this.flagMenuUpdate()
    if (typeof collectCnt === 'number') this.setCollectNum(collectCnt)
    const list = target === 'product' ? this.deletePlans.productIds : this.deletePlans.exhibitorIds
    const at = list.indexOf(id)
    if (next === 1 && at >= 0) list.splice(at, 1)
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
    const company = found.edition.companyProfileList.find((c) => c.companyProfileId === companyProfileId)
    for (const product of company?.productList ?? []) {
      await this.toggleCollect('product', product.productId, true, found.edition.eventCode)
    }
    const { collectCnt } = await this.api.collect('exhibitor', companyProfileId, 0, found.edition.eventCode)
    runInAction(() => {
      const company = found.edition.companyProfileList.find((c) => c.companyProfileId === companyProfileId)
      this.dropCompany(companyProfileId)
      this.deletePlans.exhibitorIds.push(companyProfileId)
      for (const p of company?.productList ?? []) this.deletePlans.productIds.push(p.productId)
      this.setCollectNum(collectCnt)
    })
  }

  /** Removes a product; its exhibitor goes when it was the last product, and the edition after it. */
  async removeProduct(companyProfileId: Id, productId: Id): Promise<void> {
    const found = this.locate(companyProfileId)
    if (!found) return
    const { collectCnt } = await this.api.collect('product', productId, 0, found.edition.eventCode)
    runInAction(() => {
      const company = found.edition.companyProfileList.find((c) => c.companyProfileId === companyProfileId)
      if (company) {
        const others = company.productList.filter((p) => p.productId !== productId)
        if (others.length > 0) company.productList = others
        else this.dropCompany(companyProfileId)
      }
      this.deletePlans.productIds.push(productId)
      this.setCollectNum(collectCnt)
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

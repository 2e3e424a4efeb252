import { makeAutoObservable, runInAction } from 'mobx'

import type { Id, PlanCompanyEntry, PlanEditionEntry, PlanProductEntry } from '../../types/api'

export type PlanProduct = PlanProductEntry
export type PlanCompany = PlanCompanyEntry
export type PlanEdition = PlanEditionEntry

export type CollectTarget = 'exhibitor' | 'product'

/** What the plan store needs from the API client; tests pass a fake. */
export interface PlanApi {
  getPlanList(): Promise<PlanEdition[]>
  collect(target: CollectTarget, id: Id, collected: 0 | 1, eventCode?: string): Promise<{ collectCnt: number }>
}

export interface DeletePlans {
  productIds: Id[]
  exhibitorIds: Id[]
}

const emptyDeletePlans = (): DeletePlans => ({ productIds: [], exhibitorIds: [] })

/**
 * The visitor's plan (favourites), spec §3/§4: collectNum, the menu-update flag that makes the
 * plan panel reload, and the deletePlans record that other screens read to un-mark removed items.
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

  constructor(private readonly api: PlanApi) {
    makeAutoObservable<PlanStore, 'api' | 'changes'>(this, { api: false, changes: false })
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

  /** Panel opened: clear the removal record and reload the plan if the flag says it changed. */
  async openPanel(): Promise<void> {
    this.deletePlans = emptyDeletePlans()
    if (this.updateMenu !== 0 || !this.loaded) await this.loadPlans()
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
    runInAction(() => {
      this.flagMenuUpdate()
      this.setCollectNum(collectCnt)
      const list = target === 'product' ? this.deletePlans.productIds : this.deletePlans.exhibitorIds
      const at = list.indexOf(id)
      if (next === 1 && at >= 0) list.splice(at, 1)
    })
    return next === 1
  }

  /** Removes an exhibitor (and its products) from the plan; the edition goes when it was the last one. */
  async removeExhibitor(companyProfileId: Id): Promise<void> {
    const found = this.locate(companyProfileId)
    if (!found) return
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

import type { RootStore } from '../../stores/root-store'
import type { PlanEdition } from '../../stores/plan-store'

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

/** The event code whose plan the heart count was last read for, per store (one per app). */
const countedFor = new WeakMap<RootStore, string>()

/**
 * The heart needs its count before any collect happens (a reload starts at 0): read the plan once
 * per event code, after the identity is known, and count it. Failures are only logged (spec §8).
 */
export async function syncPlanCount(store: RootStore): Promise<void> {
  const eventCode = store.context.eventCode
  if (!store.ui.ready || !store.context.userId || countedFor.get(store) === eventCode) return
  countedFor.set(store, eventCode)
  await store.plan.loadPlans()
  if (store.plan.loaded) store.plan.setCollectNum(countPlan(store.plan.plans))
  else countedFor.delete(store) // try again on the next page
}

/** The heart: open the My Plan panel; opening clears deletePlans and reloads a changed plan (spec §4). */
export function openPlanPanel(store: RootStore): void {
  store.ui.setPlanPanelOpen(true)
  void store.plan.openPanel()
}

export function closePlanPanel(store: RootStore): void {
  store.ui.setPlanPanelOpen(false)
}

/**
 * Removing an exhibitor removes its products too (spec §4: "its products are recorded as removed as
 * well"). The store's removeExhibitor uncollects the exhibitor and drops the whole entry locally, so
 * the products are uncollected on the server first; otherwise they would come back on the next load
 * (and an exhibitor listed only for its products could not be removed at all).
 */
export async function removeExhibitorFromPlan(store: RootStore, companyProfileId: number): Promise<void> {
  const edition = store.plan.plans.find((e) =>
    e.companyProfileList.some((c) => c.companyProfileId === companyProfileId),
  )
  const company = edition?.companyProfileList.find((c) => c.companyProfileId === companyProfileId)
  if (!edition || !company) return
  for (const product of company.productList) {
    await store.plan.toggleCollect('product', product.productId, true, edition.eventCode)
  }
  await store.plan.removeExhibitor(companyProfileId)
}

export async function removeProductFromPlan(store: RootStore, companyProfileId: number, productId: number) {
  await store.plan.removeProduct(companyProfileId, productId)
}

import { removeExhibitorFromPlan } from '../../components/plan-panel'
import type { RootStore } from '../../stores/root-store'
import type { Id } from '../../../types/api'

export type PlanItemRef =
  { target: 'exhibitor'; companyProfileId: Id } | { target: 'product'; companyProfileId: Id; productId: Id }

/**
 * Removes one entry of the flat plan pages with the plan store's rules (spec §4: edition and
 * exhibitor cascades, deletePlans, collectNum from the server), so the My Plan panel stays in step.
 * An entry the store does not hold (the plan changed elsewhere) is uncollected directly.
 */
export async function removeFromPlan(store: RootStore, item: PlanItemRef, eventCode?: string): Promise<void> {
  const plan = store.plan
  if (!plan.loaded || plan.updateMenu !== 0) await plan.loadPlans()
  const company = plan.plans
    .flatMap((e) => e.companyProfileList)
    .find((c) => c.companyProfileId === item.companyProfileId)
  if (item.target === 'exhibitor') {
    if (company) await removeExhibitorFromPlan(store, item.companyProfileId)
    else await plan.toggleCollect('exhibitor', item.companyProfileId, true, eventCode)
    return
  }
  if (company?.productList.some((p) => p.productId === item.productId)) {
    await plan.removeProduct(item.companyProfileId, item.productId)
  } else {
    await plan.toggleCollect('product', item.productId, true, eventCode)
  }
}

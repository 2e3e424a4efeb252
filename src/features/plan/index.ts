export { PlanList, type PlanListKind } from './components/plan-list'
export { removeFromPlan, type PlanItemRef } from './remove-from-plan'

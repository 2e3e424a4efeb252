export { PlanList, type PlanListKind } from './components/plan-list'

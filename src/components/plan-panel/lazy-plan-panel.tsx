// The mini-program (and jest) load the panel with the page: weapp builds do not split chunks.
// The H5 build loads it on the first open instead (lazy-plan-panel.h5.tsx).
export { PlanPanel as PlanPanelSlot } from './plan-panel'

/** Nothing to fetch ahead: the panel came with the page. */
export function preloadPlanPanel(): void {}

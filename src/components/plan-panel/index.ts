// Only the light parts are exported here: page-frame imports this module on every page, and the
// panel itself is loaded through PlanPanelSlot (lazily on H5).
export { PlanPanelSlot, preloadPlanPanel } from './lazy-plan-panel'

import { lazy, Suspense } from 'react'

// Loaded on the first open: the panel, the email panel and their styles stay out of every page's
// first load (the /exhibitors/list budget is 150 KB gzip).
const PlanPanel = lazy(() =>
  import(/* webpackChunkName: "plan-panel" */ './plan-panel').then((m) => ({ default: m.PlanPanel })),
)

export function PlanPanelSlot() {
  return (
    <Suspense fallback={null}>
      <PlanPanel />
    </Suspense>
  )
}

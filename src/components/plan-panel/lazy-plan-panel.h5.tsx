import { observer } from 'mobx-react'
import { useServices } from '../../app-context'
import { lazyPart, PartShell } from '../lazy-part'

const PlanPanelFailed = observer(function PlanPanelFailed({ retry }: { retry: () => void }) {
  const { store } = useServices()
  return (
    <PartShell
      kind='drawer'
      label={store.language.t.plan.title}
      onClose={() => store.plan.closePanel()}
      onRetry={retry}
    />
  )
})

// Loaded on the first open (or ahead of it, when the page is idle): the panel, the email panel and
// their styles stay out of every page's first load (the /exhibitors/list budget is 150 KB gzip).
// Offline before it was fetched, the drawer shows a retry notice instead of blanking the app.
const PlanPanel = lazyPart(() => import(/* webpackChunkName: "plan-panel" */ './plan-panel').then((m) => m.PlanPanel), {
  failed: (retry) => <PlanPanelFailed retry={retry} />,
})

export function PlanPanelSlot() {
  return <PlanPanel />
}

export const preloadPlanPanel = PlanPanel.preload

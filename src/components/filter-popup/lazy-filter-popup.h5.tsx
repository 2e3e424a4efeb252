import { observer } from 'mobx-react'
import { useT } from '../../app-context'
import { lazyPart, PartShell } from '../lazy-part'
import type { FilterPopupProps } from '.'

const FilterPopupFailed = observer(function FilterPopupFailed({
  retry,
  onClose,
}: {
  retry: () => void
  onClose: () => void
}) {
  const t = useT()
  return <PartShell kind='sheet' label={t.filter.title} onClose={onClose} onRetry={retry} />
})

// Loaded when a list first has its filter data (after the first cards, when the browser is idle):
// the popup and its styles stay off the list's first screen. If that fetch failed (offline), the
// sheet opens with a retry notice when the visitor taps Filter & sort.
export const FilterPopupSlot = lazyPart<FilterPopupProps>(
  () => import(/* webpackChunkName: "filter-popup" */ '.').then((m) => m.FilterPopup),
  { failed: (retry, props) => (props.open ? <FilterPopupFailed retry={retry} onClose={props.onClose} /> : null) },
)

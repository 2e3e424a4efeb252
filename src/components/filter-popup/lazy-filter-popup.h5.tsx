import { lazy, Suspense } from 'react'
import type { FilterPopupProps } from '.'

// Loaded when a list first has its filter data (after the first cards, when the browser is idle):
// the popup and its styles stay off the list's first screen.
const FilterPopup = lazy(() =>
  import(/* webpackChunkName: "filter-popup" */ '.').then((m) => ({ default: m.FilterPopup })),
)

export function FilterPopupSlot(props: FilterPopupProps) {
  return (
    <Suspense fallback={null}>
      <FilterPopup {...props} />
    </Suspense>
  )
}

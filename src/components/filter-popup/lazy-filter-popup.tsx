// The mini-program (and jest) load the popup with the page: weapp builds do not split chunks.
// The H5 build loads it when the list has its filter data instead (lazy-filter-popup.h5.tsx).
export { FilterPopup as FilterPopupSlot } from '.'

import type { BaseLang } from '../../i18n/base'
import type { CategoryFilterItem, DivisionFilterItem, FilterItem, Id, OrderBy, SortOption } from '../../../types/api'

/**
 * Pure selection rules of the filter-and-sort popup (spec §2, §3, §4 "Filter select-all").
 * State is plain id lists so it maps 1:1 onto the listPage body.
 */

export type FilterListType = 'exhibitors' | 'products'

/** Exactly the filter fields of the listPage bodies (CompanyListBody / ProductListBody). */
export interface FilterSelection {
  divisions: Id[]
  meals: Id[]
  categorys: Id[]
  orderBy: OrderBy
}

/** The data the popup shows: the filter part of FilterData (sortList only for its initial check). */
export interface FilterPopupData {
  divisions?: DivisionFilterItem[]
  meals?: FilterItem[]
  catagory?: CategoryFilterItem[]
  sortList?: SortOption[]
}

/** Spec §3: sort ids 0..4; 0 "Sort" is the default. */
export const SORT_IDS: readonly OrderBy[] = [0, 1, 2, 3, 4]
export const DEFAULT_ORDER_BY: OrderBy = 0

/** Reset: nothing selected, default sort. */
export function emptySelection(): FilterSelection {
  return { divisions: [], meals: [], categorys: [], orderBy: DEFAULT_ORDER_BY }
}

// ---------------------------------------------------------------------------------------------
// Multi-select lists: position 0 is the select-all item, positions 1..n are allIds[0..n-1]
// ---------------------------------------------------------------------------------------------

/** Select-all is checked iff every other item is (and there is at least one). */
export function isAllSelected(allIds: readonly Id[], selected: readonly Id[]): boolean {
  return allIds.length > 0 && allIds.every((id) => selected.includes(id))
}

/** Checked flags as displayed: index 0 = select-all (following the rest), then one per item. */
export function checkedFlags(allIds: readonly Id[], selected: readonly Id[]): boolean[] {
  return [isAllSelected(allIds, selected), ...allIds.map((id) => selected.includes(id))]
}

/**
 * Toggles the item at `position` of a list whose position 0 is select-all. Select-all checks every
 * item, or unchecks them all when all were checked. Ids of other lists in `selected` (other
 * category groups) are kept.
 */
export function toggleMultiAt(allIds: readonly Id[], selected: readonly Id[], position: number): Id[] {
  if (position === 0) {
    const others = selected.filter((id) => !allIds.includes(id))
    return isAllSelected(allIds, selected) ? others : [...others, ...allIds]
  }
  const id = allIds[position - 1]
  if (id === undefined) return [...selected]
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]
}

/** Single choice (divisions): picking the chosen item again clears it. */
export function toggleSingle(selected: readonly Id[], id: Id): Id[] {
  return selected.length === 1 && selected[0] === id ? [] : [id]
}

export function toggleExpanded(expanded: readonly Id[], groupId: Id): Id[] {
  return expanded.includes(groupId) ? expanded.filter((id) => id !== groupId) : [...expanded, groupId]
}

// ---------------------------------------------------------------------------------------------
// Data helpers
// ---------------------------------------------------------------------------------------------

/** Spec §2: only category groups that have children are shown. */
export function visibleCategoryGroups(catagory: readonly CategoryFilterItem[] | undefined): CategoryFilterItem[] {
  return (catagory ?? []).filter((group) => Array.isArray(group.children) && group.children.length > 0)
}

export function editionIds(divisions: readonly DivisionFilterItem[] | undefined): Id[] {
  return (divisions ?? []).flatMap((division) => (division.eventEditionList ?? []).map((edition) => edition.id))
}

function categoryIds(catagory: readonly CategoryFilterItem[] | undefined): Id[] {
  return visibleCategoryGroups(catagory).flatMap((group) => group.children.map((child) => child.id))
}

/** The selection the data itself marks as checked (first checked edition only: single choice). */
export function selectionFromData(data: FilterPopupData): FilterSelection {
  const firstEdition = (data.divisions ?? []).flatMap((d) => d.eventEditionList ?? []).find((e) => e.checked)
  const sort = (data.sortList ?? []).find((option) => option.checked && SORT_IDS.includes(option.id))
  return {
    divisions: firstEdition ? [firstEdition.id] : [],
    meals: (data.meals ?? []).filter((m) => m.checked).map((m) => m.id),
    categorys: visibleCategoryGroups(data.catagory).flatMap((g) =>
      g.children.filter((c) => c.checked).map((c) => c.id),
    ),
    orderBy: sort?.id ?? DEFAULT_ORDER_BY,
  }
}

/**
 * What Complete emits: ids in the data's order, unknown ids dropped, divisions empty when the tab
 * is hidden (inside the app / mini-program the edition comes from the host instead).
 */
export function toListBody(
  selection: FilterSelection,
  data: FilterPopupData,
  options: { hideDivisions?: boolean } = {},
): FilterSelection {
  const inOrder = (all: Id[], chosen: readonly Id[]) => all.filter((id) => chosen.includes(id))
  return {
    divisions: options.hideDivisions ? [] : inOrder(editionIds(data.divisions), selection.divisions).slice(0, 1),
    meals: inOrder(
      (data.meals ?? []).map((m) => m.id),
      selection.meals,
    ),
    categorys: inOrder(categoryIds(data.catagory), selection.categorys),
    orderBy: SORT_IDS.includes(selection.orderBy) ? selection.orderBy : DEFAULT_ORDER_BY,
  }
}

// ---------------------------------------------------------------------------------------------
// Tabs (spec §3 "Filter tabs")
// ---------------------------------------------------------------------------------------------

export type FilterTabKey = 'divisions' | 'meals' | 'catagory' | 'sort'
type FilterLabelKey = 'exhibitionYear' | 'tags' | 'events' | 'categories' | 'sortTitle'

export interface FilterTab {
  key: FilterTabKey
  /** key of t.filter */
  labelKey: FilterLabelKey & keyof BaseLang['filter']
}

const TAB_LABELS: Record<FilterListType, Record<Exclude<FilterTabKey, 'sort'>, FilterLabelKey>> = {
  exhibitors: { divisions: 'exhibitionYear', meals: 'tags', catagory: 'categories' },
  products: { divisions: 'exhibitionYear', meals: 'events', catagory: 'categories' },
}

/** Tabs in spec order; divisions hidden on request; tabs without anything to pick are left out. */
export function filterTabs(
  listType: FilterListType,
  data: FilterPopupData,
  options: { hideDivisions?: boolean } = {},
): FilterTab[] {
  const labels = TAB_LABELS[listType]
  const tabs: FilterTab[] = []
  if (!options.hideDivisions && editionIds(data.divisions).length > 0)
    tabs.push({ key: 'divisions', labelKey: labels.divisions })
  if ((data.meals ?? []).length > 0) tabs.push({ key: 'meals', labelKey: labels.meals })
  if (visibleCategoryGroups(data.catagory).length > 0) tabs.push({ key: 'catagory', labelKey: labels.catagory })
  tabs.push({ key: 'sort', labelKey: 'sortTitle' })
  return tabs
}

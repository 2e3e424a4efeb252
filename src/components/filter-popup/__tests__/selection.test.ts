import type { CategoryFilterItem, DivisionFilterItem, FilterItem } from '../../../../types/api'
import {
  checkedFlags,
  emptySelection,
  filterTabs,
  isAllSelected,
  selectionFromData,
  toggleExpanded,
  toggleMultiAt,
  toggleSingle,
  toListBody,
  visibleCategoryGroups,
  type FilterPopupData,
} from '../selection'

const meals: FilterItem[] = [
  { id: 11, label: 'Hot' },
  { id: 12, label: 'New' },
  { id: 13, label: 'Award' },
]
const catagory: CategoryFilterItem[] = [
  {
    id: 1,
    label: 'Lighting',
    children: [
      { id: 101, label: 'LED' },
      { id: 102, label: 'Lamps' },
    ],
  },
  { id: 2, label: 'Empty group', children: [] },
  { id: 3, label: 'Audio', children: [{ id: 301, label: 'Speakers' }] },
]
const divisions: DivisionFilterItem[] = [
  {
    id: 7,
    label: 'SIMM',
    eventEditionList: [
      { id: 2024, eventEditionName: 'SIMM 2024' },
      { id: 2025, eventEditionName: 'SIMM 2025' },
    ],
  },
  { id: 8, label: 'Other', eventEditionList: [{ id: 3001, eventEditionName: 'Other 2025' }] },
]
const data: FilterPopupData = { meals, catagory, divisions }
const ids = meals.map((m) => m.id)

describe('select-all at position 0', () => {
  it('checks every item when not all are checked', () => {
    expect(toggleMultiAt(ids, [], 0)).toEqual([11, 12, 13])
    expect(toggleMultiAt(ids, [12], 0).sort()).toEqual([11, 12, 13])
  })

  it('unchecks every item when all are checked', () => {
    expect(toggleMultiAt(ids, [11, 12, 13], 0)).toEqual([])
  })

  it('keeps ids that belong to other lists (other category groups)', () => {
    expect(toggleMultiAt([101, 102], [301], 0)).toEqual([301, 101, 102])
    expect(toggleMultiAt([101, 102], [301, 101, 102], 0)).toEqual([301])
  })

  it('follows the rest: checked iff all others are checked', () => {
    let selected: number[] = []
    selected = toggleMultiAt(ids, selected, 1)
    selected = toggleMultiAt(ids, selected, 2)
    expect(checkedFlags(ids, selected)).toEqual([false, true, true, false])
    selected = toggleMultiAt(ids, selected, 3)
    expect(checkedFlags(ids, selected)).toEqual([true, true, true, true])
    selected = toggleMultiAt(ids, selected, 2)
    expect(checkedFlags(ids, selected)).toEqual([false, true, false, true])
  })

  it('an empty list never shows select-all checked', () => {
    expect(isAllSelected([], [])).toBe(false)
    expect(checkedFlags([], [1])).toEqual([false])
  })

  it('toggles one item at positions 1..n and ignores positions past the end', () => {
    expect(toggleMultiAt(ids, [], 1)).toEqual([11])
    expect(toggleMultiAt(ids, [11], 1)).toEqual([])
    expect(toggleMultiAt(ids, [11], 9)).toEqual([11])
  })
})

describe('divisions are single choice', () => {
  it('picking replaces the previous choice', () => {
    expect(toggleSingle([], 2024)).toEqual([2024])
    expect(toggleSingle([2024], 2025)).toEqual([2025])
    expect(toggleSingle([2024, 3001], 2025)).toEqual([2025])
  })
  it('picking the chosen one again clears it', () => {
    expect(toggleSingle([2024], 2024)).toEqual([])
  })
})

describe('reset and defaults', () => {
  it('reset selects nothing and sort 0', () => {
    expect(emptySelection()).toEqual({ divisions: [], meals: [], categorys: [], orderBy: 0 })
  })

  it('starts from the checked flags of the data', () => {
    const checked: FilterPopupData = {
      meals: [{ ...meals[0], checked: true }, meals[1]],
      catagory: [{ ...catagory[0], children: [{ id: 101, label: 'LED', checked: true }] }],
      divisions: [
        {
          ...divisions[0],
          eventEditionList: [
            { id: 2024, eventEditionName: 'a', checked: true },
            { id: 2025, eventEditionName: 'b', checked: true },
          ],
        },
      ],
      sortList: [
        { id: 0, label: 'Sort', checked: false },
        { id: 3, label: 'Viewed', checked: true },
      ],
    }
    expect(selectionFromData(checked)).toEqual({ divisions: [2024], meals: [11], categorys: [101], orderBy: 3 })
    expect(selectionFromData({})).toEqual(emptySelection())
  })
})

describe('toListBody', () => {
  it('orders ids as the data does and drops unknown ones', () => {
    expect(toListBody({ divisions: [2025], meals: [13, 11, 99], categorys: [301, 101], orderBy: 2 }, data)).toEqual({
      divisions: [2025],
      meals: [11, 13],
      categorys: [101, 301],
      orderBy: 2,
    })
  })

  it('sends no divisions when the tab is hidden', () => {
    expect(toListBody({ ...emptySelection(), divisions: [2025] }, data, { hideDivisions: true }).divisions).toEqual([])
  })

  it('never sends more than one division', () => {
    expect(toListBody({ ...emptySelection(), divisions: [2024, 2025] }, data).divisions).toEqual([2024])
  })
})

describe('category groups', () => {
  it('shows only groups with children', () => {
    expect(visibleCategoryGroups(catagory).map((g) => g.id)).toEqual([1, 3])
    expect(visibleCategoryGroups(undefined)).toEqual([])
  })
  it('expand/collapse toggles a group', () => {
    expect(toggleExpanded([], 1)).toEqual([1])
    expect(toggleExpanded([1, 3], 1)).toEqual([3])
  })
})

describe('filterTabs', () => {
  it('exhibitors: Exhibition Year, Tags, Categories, then sort', () => {
    expect(filterTabs('exhibitors', data).map((t) => [t.key, t.labelKey])).toEqual([
      ['divisions', 'exhibitionYear'],
      ['meals', 'tags'],
      ['catagory', 'categories'],
      ['sort', 'sortTitle'],
    ])
  })
  it('products: meals are Events', () => {
    expect(filterTabs('products', data).find((t) => t.key === 'meals')?.labelKey).toBe('events')
  })
  it('hides divisions on request, and tabs with nothing to pick', () => {
    expect(filterTabs('exhibitors', data, { hideDivisions: true }).map((t) => t.key)).toEqual([
      'meals',
      'catagory',
      'sort',
    ])
    expect(filterTabs('products', { catagory: [{ id: 2, label: 'x', children: [] }] }).map((t) => t.key)).toEqual([
      'sort',
    ])
  })
})

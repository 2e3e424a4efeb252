import { View } from '@tarojs/components'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { FilterPopupSlot } from '../../../components/filter-popup/lazy-filter-popup'
import { whenIdle } from '../../../platform/idle'
import { PartFailed, PartShell } from '../../../components/lazy-part'
import { LoadingNotice, NoData } from '../../../components/notices'
import { directoryApi } from '../directory-api'
import { filterQuery, initialFilter } from '../first-page'
import { DirectoryListStore, type DirectoryKind } from '../list-store'
import { DirectoryGrid } from './directory-grid'
import { FILTER_CHIPS_HEIGHT, FilterChips } from './filter-chips'
import './directory-list.scss'

/** Toolbar height in CSS px at 375 width (the scss uses twice this in design px). */
const TOOLBAR_HEIGHT = 44

/** Exhibitors or products directory (spec §2): toolbar, filter-and-sort popup, waterfall grid. */
export const DirectoryList = observer(function DirectoryList({ kind }: { kind: DirectoryKind }) {
  const { api, store, platform } = useServices()
  const t = store.language.t
  const list = useMemo(() => {
    const store = new DirectoryListStore(kind, directoryApi(api))
    store.filter = initialFilter(platform.currentQuery())
    return store
  }, [kind, api, platform])
  const [filterOpen, setFilterOpen] = useState(false)

  useEffect(() => {
    // The first page first; the filter data (only needed once the popup opens) after it, when
    // the host is idle, so it does not compete with the first cards on a slow connection.
    let cancelIdle = () => {}
    void list.reload().then(() => {
      cancelIdle = whenIdle(() => void list.loadFilterData())
    })
    // Names and labels come localised from the server: reload on a language switch.
    const dispose = reaction(
      () => store.language.language,
      () => {
        void list.loadFilterData(true)
        void list.reload()
      },
    )
    return () => {
      cancelIdle()
      dispose()
    }
  }, [list, store])

  const openFilter = () => {
    // Opened before the idle load: ask now; the popup shows when the data is there.
    if (!list.filterData) void list.loadFilterData()
    setFilterOpen(true)
  }

  // The applied filters live in the page's address too (history replace), so a reload, Back or
  // Forward shows the list as the visitor left it; chips need the filters' names at once.
  useEffect(
    () =>
      reaction(
        () => JSON.stringify(filterQuery(list.filter)),
        () => {
          platform.replaceQuery(filterQuery(list.filter))
          if (list.filterCount > 0) void list.loadFilterData()
        },
        { fireImmediately: list.filterCount > 0 },
      ),
    [list, platform],
  )

  // The cards mount as a transition (rendered in short slices), like the page frame's content.
  const gridReady = useDeferredValue(list.pages.items.length > 0)
  // the first cards are the page's content: what the frame fetches ahead may go now
  useEffect(() => {
    if (gridReady) store.ui.noteContentShown()
  }, [gridReady, store])

  const countText =
    list.pages.total === undefined
      ? ''
      : format(kind === 'exhibitors' ? t.directory.exhibitorCount : t.directory.productCount, {
          count: list.pages.total,
        })

  return (
    <View className='directory-list'>
      <View className='directory-list__toolbar'>
        <View className='directory-list__count'>{countText}</View>
        <View
          className={`directory-list__filter${list.filterCount > 0 ? ' is-active' : ''}`}
          role='button'
          onClick={openFilter}
        >
          {t.directory.filterAndSort}
          {list.filterCount > 0 && <View className='directory-list__badge'>{list.filterCount}</View>}
        </View>
      </View>
      {list.filterCount > 0 && <FilterChips list={list} />}
      {list.pages.isEmpty && list.filterCount > 0 ? (
        // Nothing matches: say so, and offer the way out.
        <View className='directory-list__no-match'>
          <NoData text={t.directory.noResultsWithFilters} />
          <View className='directory-list__clear' role='button' onClick={() => void list.clearFilters()}>
            {t.directory.clearFilters}
          </View>
        </View>
      ) : list.pages.isEmpty ? (
        <NoData />
      ) : list.pages.items.length === 0 && list.pages.failed ? (
        <View className='directory-list__failed' role='button' onClick={() => void list.reload()}>
          <NoData text={`${t.directory.loadFailed} · ${t.common.retry}`} />
        </View>
      ) : list.pages.items.length === 0 || !gridReady ? (
        <LoadingNotice />
      ) : (
        <DirectoryGrid
          list={list}
          barsHeight={TOOLBAR_HEIGHT + (list.filterCount > 0 ? FILTER_CHIPS_HEIGHT : 0)}
          className='directory-list__grid'
        />
      )}
      {filterOpen && !list.filterData && (
        // Tapped before the filter data arrived, or its request failed (offline): the sheet opens
        // at once with the loading notice, or with Retry.
        <PartShell kind='sheet' label={t.filter.title} onClose={() => setFilterOpen(false)}>
          {list.filterDataFailed ? <PartFailed onRetry={() => void list.loadFilterData(true)} /> : <LoadingNotice />}
        </PartShell>
      )}
      {list.filterData && (
        <FilterPopupSlot
          open={filterOpen}
          listType={kind}
          data={list.filterData}
          value={list.filter}
          // Editions are chosen by the host inside the app or mini-program (spec §2).
          hideDivisions={platform.caps.hostChoosesEdition}
          onComplete={(selection) => void list.applyFilter(selection)}
          onClose={() => setFilterOpen(false)}
        />
      )}
    </View>
  )
})

import { View } from '@tarojs/components'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { FilterPopup } from '../../../components/filter-popup'
import { LoadingNotice, NoData } from '../../../components/notices'
import { directoryApi } from '../directory-api'
import { DirectoryListStore, type DirectoryKind } from '../list-store'
import { DirectoryGrid } from './directory-grid'
import './directory-list.scss'

/** Toolbar height in CSS px at 375 width (the scss uses twice this in design px). */
const TOOLBAR_HEIGHT = 44

/** Exhibitors or products directory (spec §2): toolbar, filter-and-sort popup, waterfall grid. */
export const DirectoryList = observer(function DirectoryList({ kind }: { kind: DirectoryKind }) {
  const { api, store, platform } = useServices()
  const t = store.language.t
  const list = useMemo(() => {
    const store = new DirectoryListStore(kind, directoryApi(api))
    // The home's edition switch links here with ?eventEditionId= for an edition that is not the
    // current one: start with it chosen as the Exhibition Year.
    const editionId = Number(platform.currentQuery().eventEditionId)
    if (Number.isInteger(editionId) && editionId > 0) store.filter = { ...store.filter, divisions: [editionId] }
    return store
  }, [kind, api, platform])
  const [filterOpen, setFilterOpen] = useState(false)

  useEffect(() => {
    void list.loadFilterData()
    void list.reload()
    // Names and labels come localised from the server: reload on a language switch.
    return reaction(
      () => store.language.language,
      () => {
        void list.loadFilterData()
        void list.reload()
      },
    )
  }, [list, store])

  // Items removed in the plan panel are un-marked here too.
  useEffect(
    () =>
      reaction(
        () => [...store.plan.deletePlans.exhibitorIds, ...store.plan.deletePlans.productIds],
        () => {
          const removed =
            kind === 'exhibitors' ? store.plan.deletePlans.exhibitorIds : store.plan.deletePlans.productIds
          removed.forEach((id) => list.setCollected(id, 0))
        },
      ),
    [kind, list, store],
  )

  const countText =
    list.total === undefined
      ? ''
      : format(kind === 'exhibitors' ? t.directory.exhibitorCount : t.directory.productCount, { count: list.total })

  return (
    <View className='directory-list'>
      <View className='directory-list__toolbar'>
        <View className='directory-list__count'>{countText}</View>
        <View
          className={`directory-list__filter${list.filterCount > 0 ? ' is-active' : ''}`}
          role='button'
          onClick={() => setFilterOpen(true)}
        >
          {t.directory.filterAndSort}
          {list.filterCount > 0 && <View className='directory-list__badge'>{list.filterCount}</View>}
        </View>
      </View>
      {list.isEmpty ? (
        <NoData />
      ) : list.items.length === 0 && list.failed ? (
        <View className='directory-list__failed' role='button' onClick={() => void list.reload()}>
          <NoData text={`${t.directory.loadFailed} · ${t.common.retry}`} />
        </View>
      ) : list.items.length === 0 ? (
        <LoadingNotice />
      ) : (
        <DirectoryGrid list={list} barsHeight={TOOLBAR_HEIGHT} className='directory-list__grid' />
      )}
      {list.filterData && (
        <FilterPopup
          open={filterOpen}
          listType={kind}
          data={list.filterData}
          value={list.filter}
          // Editions are chosen by the host inside the app or mini-program (spec §2).
          hideDivisions={platform.kind !== 'web' || platform.env.miniprogram}
          onComplete={(selection) => void list.applyFilter(selection)}
          onClose={() => setFilterOpen(false)}
        />
      )}
    </View>
  )
})

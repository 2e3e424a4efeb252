import { View } from '@tarojs/components'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice, NoData } from '../../../components/notices'
import { useRouteQuery } from '../../detail/use-route-query'
import { DirectoryGrid } from '../../directory/components/directory-grid'
import { DirectoryListStore, type DirectoryKind } from '../../directory/list-store'
import { normalizeKeyword, rememberSearch } from '../recent-searches'
import { directoryApi } from '../../directory/directory-api'
import { SearchBox } from './search-box'
import './search.scss'

/** Search box and tab bar heights in CSS px at 375 width (the scss uses twice these in design px). */
const SEARCH_BOX_HEIGHT = 52
const TABS_HEIGHT = 44

/** /search/all?keyword=…: exhibitors and products matching the keyword, one tab each with its count. */
export const SearchResultsView = observer(function SearchResultsView() {
  const { api, store, platform } = useServices()
  const t = store.language.t
  const query = useRouteQuery()
  const [keyword, setKeyword] = useState(() => normalizeKeyword(query.keyword ?? ''))
  const [tab, setTab] = useState<DirectoryKind>(query.tab === 'products' ? 'products' : 'exhibitors')
  const lists = useMemo(
    () => ({
      exhibitors: new DirectoryListStore('exhibitors', directoryApi(api)),
      products: new DirectoryListStore('products', directoryApi(api)),
    }),
    [api],
  )

  useEffect(() => {
    if (!keyword) return
    void lists.exhibitors.setKeyword(keyword)
    void lists.products.setKeyword(keyword)
    // Names come localised from the server: search again on a language switch.
    return reaction(
      () => store.language.language,
      () => {
        void lists.exhibitors.reload()
        void lists.products.reload()
      },
    )
  }, [keyword, lists, store])

  // Items uncollected in the plan panel are un-marked here too.
  useEffect(
    () =>
      reaction(
        () => [...store.plan.deletePlans.exhibitorIds, ...store.plan.deletePlans.productIds],
        () => {
          store.plan.deletePlans.exhibitorIds.forEach((id) => lists.exhibitors.setCollected(id, 0))
          store.plan.deletePlans.productIds.forEach((id) => lists.products.setCollected(id, 0))
        },
      ),
    [lists, store],
  )

  const submit = (text: string) => {
    const word = normalizeKeyword(text)
    if (!word) {
      platform.showToast(t.search.keywordRequired)
      return
    }
    rememberSearch(platform, word)
    if (word === keyword) {
      void lists.exhibitors.reload()
      void lists.products.reload()
    } else setKeyword(word)
  }

  const list = lists[tab]
  const count = (l: DirectoryListStore) => (l.total === undefined ? '…' : l.total)

  return (
    <View className='search-page search-page--results'>
      <SearchBox value={keyword} onSubmit={submit} />
      {!keyword ? (
        <NoData />
      ) : (
        <>
          <View className='search-page__tabs' role='tablist'>
            {(['exhibitors', 'products'] as const).map((kind) => (
              <View
                key={kind}
                className={`search-page__tab${tab === kind ? ' is-active' : ''}`}
                role='tab'
                aria-selected={tab === kind}
                onClick={() => setTab(kind)}
              >
                {format(kind === 'exhibitors' ? t.search.exhibitors : t.search.products, {
                  count: count(lists[kind]),
                })}
              </View>
            ))}
          </View>
          {list.isEmpty || (list.failed && list.items.length === 0) ? (
            <NoData />
          ) : list.items.length === 0 ? (
            <LoadingNotice />
          ) : (
            <View role='tabpanel'>
              <DirectoryGrid
                key={`${tab}:${keyword}`}
                list={list}
                barsHeight={SEARCH_BOX_HEIGHT + TABS_HEIGHT}
                className='search-page__grid'
              />
            </View>
          )}
        </>
      )}
    </View>
  )
})

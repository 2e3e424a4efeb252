import { View } from '@tarojs/components'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice, NoData } from '../../../components/notices'
import { useRouteQuery } from '../../../navigation'
import { DirectoryGrid, DirectoryListStore, directoryApi, type DirectoryKind } from '../../directory'
import { normalizeKeyword, rememberSearch } from '../recent-searches'
import { SearchBox } from './search-box'
import './search.scss'
import '../../../i18n/sections/search'

/**
 * The tab a search opens on: exhibitors when they have results (or when neither has), else
 * products; undefined while a count is still on its way.
 */
export function tabWithResults(
  exhibitors: number | undefined,
  products: number | undefined,
): DirectoryKind | undefined {
  if (exhibitors === undefined || products === undefined) return exhibitors ? 'exhibitors' : undefined
  return exhibitors > 0 || products === 0 ? 'exhibitors' : 'products'
}

/** Search box and tab bar heights in CSS px at 375 width (the scss uses twice these in design px). */
const SEARCH_BOX_HEIGHT = 52
const TABS_HEIGHT = 44

/** /search/all?keyword=…: exhibitors and products matching the keyword, one tab each with its count. */
export const SearchResultsView = observer(function SearchResultsView() {
  const { api, store, platform } = useServices()
  const t = store.language.t
  const query = useRouteQuery()
  const [keyword, setKeyword] = useState(() => normalizeKeyword(query.keyword ?? ''))
  // The tab the visitor chose (or the address named); until then the one with results, once both
  // counts are in: a keyword found only among exhibits opens on Exhibits, not on an empty tab.
  const [chosenTab, setChosenTab] = useState<DirectoryKind | undefined>(() =>
    query.tab === 'products' || query.tab === 'exhibitors' ? query.tab : undefined,
  )
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

  const submit = (text: string) => {
    const word = normalizeKeyword(text)
    if (!word) {
      platform.showToast(t.search.keywordRequired)
      return
    }
    rememberSearch(platform, word)
    setChosenTab(undefined)
    // the address names the search shown, so a reload or Back shows it again
    platform.replaceQuery({ keyword: word, tab: undefined })
    if (word === keyword) {
      void lists.exhibitors.reload()
      void lists.products.reload()
    } else setKeyword(word)
  }

  const count = (l: DirectoryListStore) => (l.pages.total === undefined ? '…' : l.pages.total)
  // a count that failed (offline) counts as none, so the other tab can open; its list offers Retry
  const known = (l: DirectoryListStore) => (l.pages.failed ? 0 : l.pages.total)
  const tab = chosenTab ?? tabWithResults(known(lists.exhibitors), known(lists.products))
  const list = lists[tab ?? 'exhibitors']
  const chooseTab = (kind: DirectoryKind) => {
    setChosenTab(kind)
    platform.replaceQuery({ tab: kind })
  }

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
                onClick={() => chooseTab(kind)}
              >
                {format(kind === 'exhibitors' ? t.search.exhibitors : t.search.products, {
                  count: count(lists[kind]),
                })}
              </View>
            ))}
          </View>
          {tab === undefined ? (
            <LoadingNotice />
          ) : list.pages.isEmpty || (list.pages.failed && list.pages.items.length === 0) ? (
            <NoData />
          ) : list.pages.items.length === 0 ? (
            <LoadingNotice />
          ) : (
            <View role='tabpanel'>
              <DirectoryGrid
                key={`${tab}:${keyword}`}
                list={list}
                barsHeight={SEARCH_BOX_HEIGHT + TABS_HEIGHT}
                className='search-page__grid'
                standLinks
              />
            </View>
          )}
        </>
      )}
    </View>
  )
})

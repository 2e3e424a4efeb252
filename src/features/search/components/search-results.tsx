import { View } from '@tarojs/components'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice, NoData } from '../../../components/notices'
import { Waterfall } from '../../../components/waterfall'
import { mediaUrl } from '../../detail/media'
import { useRouteQuery } from '../../detail/use-route-query'
import { DirectoryCard } from '../../directory/components/directory-card'
import { DirectoryListStore, itemId, type DirectoryItem, type DirectoryKind } from '../../directory/list-store'
import { normalizeKeyword, rememberSearch } from '../recent-searches'
import { searchApi } from '../search-api'
import { SearchBox } from './search-box'
import './search.scss'

/** Search box and tab bar heights in CSS px at 375 width (the scss uses twice these in design px). */
const SEARCH_BOX_HEIGHT = 52
const TABS_HEIGHT = 44
const PAGE_PADDING = 10
const CARD_BODY_HEIGHT = 64

/** /search/all?keyword=…: exhibitors and products matching the keyword, one tab each with its count. */
export const SearchResultsView = observer(function SearchResultsView() {
  const { api, store, platform, navigation } = useServices()
  const t = store.language.t
  const query = useRouteQuery()
  const [keyword, setKeyword] = useState(() => normalizeKeyword(query.keyword ?? ''))
  const [tab, setTab] = useState<DirectoryKind>(query.tab === 'products' ? 'products' : 'exhibitors')
  const lists = useMemo(
    () => ({
      exhibitors: new DirectoryListStore('exhibitors', searchApi(api)),
      products: new DirectoryListStore('products', searchApi(api)),
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

  const eventCode = store.context.eventCode || undefined
  const open = (item: DirectoryItem) =>
    'productId' in item
      ? navigation.to('/exhibits/detail', { productId: item.productId, eventCode })
      : navigation.to('/exhibitors/detail', { companyProfileId: item.companyProfileId, eventCode })

  const { width, height } = platform.windowSize()
  const scale = width / 375
  const chrome = platform.kind === 'web' ? store.ui.navbarHeight : 0
  const gridHeight = Math.max(200, height - chrome - (SEARCH_BOX_HEIGHT + TABS_HEIGHT) * scale)
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
            <View className='search-page__grid' role='tabpanel'>
              <Waterfall<DirectoryItem>
                key={`${tab}:${keyword}`}
                items={list.items}
                getKey={itemId}
                getImage={(item) => ({ src: mediaUrl(item.logo), width: item.logoWidth, height: item.logoHeight })}
                renderItem={(item, { image }) => (
                  <DirectoryCard item={item} image={image} onOpen={() => void open(item)} />
                )}
                loading={list.loading}
                hasMore={list.hasMore}
                onLoadMore={() => void list.loadMore()}
                screenWidth={width - PAGE_PADDING * 2 * scale}
                viewportHeight={gridHeight}
                height={`${gridHeight}px`}
                itemExtraHeight={CARD_BODY_HEIGHT * scale}
              />
            </View>
          )}
        </>
      )}
    </View>
  )
})

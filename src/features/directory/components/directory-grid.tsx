import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { Waterfall } from '../../../components/waterfall'
import { itemId, type DirectoryItem, type DirectoryListStore } from '../list-store'
import { DIRECTORY_CARD_BODY_HEIGHT, DIRECTORY_PAGE_PADDING as PAGE_PADDING } from '../first-page'
import { DirectoryCard } from './directory-card'

export interface DirectoryGridProps {
  list: DirectoryListStore
  /** CSS px at 375 width taken above the grid by the page's own bars (toolbar, search box, tabs) */
  barsHeight: number
  className?: string
  /** each card's stand opens the venue map (search results) */
  standLinks?: boolean
}

/** The exhibitor/product waterfall of the directories and the search results, filling the screen. */
export const DirectoryGrid = observer(function DirectoryGrid({
  list,
  barsHeight,
  className,
  standLinks,
}: DirectoryGridProps) {
  const { api, store, platform, navigation } = useServices()
  const { width, height: windowHeight } = platform.windowSize()
  const scale = width / 375
  const navbar = platform.caps.bar === 'navbar' ? store.ui.navbarHeight : 0
  const gridHeight = Math.max(200, windowHeight - navbar - (barsHeight + store.ui.topNoticesHeight) * scale)
  // Where the footer banner may show, its room (a CSS length: it holds the phone's safe area; 0 while
  // it does not show) is left at the bottom, so the list's end is not under it.
  const cssHeight = navigation.canOpenApp
    ? `calc(${gridHeight}px - var(--footer-banner-space, 0px))`
    : `${gridHeight}px`
  const eventCode = store.context.eventCode || undefined
  const open = (item: DirectoryItem) =>
    'productId' in item
      ? navigation.to('/exhibits/detail', { productId: item.productId, eventCode })
      : navigation.to('/exhibitors/detail', { companyProfileId: item.companyProfileId, eventCode })

  return (
    <View className={`directory-grid${className ? ` ${className}` : ''}`}>
      <Waterfall<DirectoryItem>
        items={list.pages.items}
        getKey={itemId}
        getImage={(item) => ({ src: api.assetUrl(item.logo), width: item.logoWidth, height: item.logoHeight })}
        getName={(item) => ('productId' in item ? item.productName : item.companyProfileName)}
        renderItem={(item, { image }) => (
          <DirectoryCard item={item} image={image} onOpen={() => void open(item)} standLink={standLinks} />
        )}
        loading={list.pages.loading}
        hasMore={list.pages.hasMore}
        onLoadMore={() => void list.loadMore()}
        onRefresh={() => list.refresh()}
        screenWidth={width - PAGE_PADDING * 2 * scale}
        viewportHeight={gridHeight}
        height={cssHeight}
        itemExtraHeight={DIRECTORY_CARD_BODY_HEIGHT * scale}
      />
    </View>
  )
})

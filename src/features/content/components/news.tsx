import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useMemo } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { BottomLine, LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { queryId, useRouteQuery } from '../../../navigation'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { PagedList } from '../../../utils/paged-list'
import { isRetryable } from '../../../utils/remote'
import type { NewsItem } from '../../../../types/api'
import { ContentBlocks } from './content-blocks'
import './content.scss'
import '../words'

const PAGE_SIZE = 10
const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '.')

/** Show Info (/news/list): the exhibition's news, newest first, with dates and pictures. */
export const NewsListView = observer(function NewsListView() {
  const { api, store, navigation } = useServices()
  const t = store.language.t
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const language = store.language.language
  const list = useMemo(
    () =>
      new PagedList<NewsItem>({
        fetchPage: (pageNo) =>
          api
            .getNewsList({ eventCode, pageNo, pageSize: PAGE_SIZE, ...(pageNo === 1 ? { isShowCountNum: 1 } : {}) })
            // the server's "nothing here" (the silent not-viewable) is an empty list, not a Retry
            .catch((error: unknown) => {
              if (pageNo > 1 || isRetryable(error)) throw error
              return { list: [], hasMore: false }
            }),
        keyOf: (n) => n.newsId,
      }),
    [api, eventCode],
  )
  // a language switch keeps the news shown until the new words arrive
  useEffect(() => void (list.items.length > 0 ? list.refresh() : list.reload()), [list, language])

  if (list.failed && list.items.length === 0) return <PartFailed onRetry={() => void list.reload()} />
  if (list.isEmpty) return <NoData />
  if (list.items.length === 0) return <LoadingNotice />
  const { items, hasMore } = list
  const loadingMore = list.loading
  return (
    <View className='news-list' role='list'>
      {items.map((n) => (
        <View
          key={n.newsId}
          className='news-card'
          role='link'
          aria-label={n.title}
          data-id={n.newsId}
          onClick={() => void navigation.to('/news/detail', { newsId: n.newsId, eventCode })}
        >
          <Image className='news-card__picture' src={api.assetUrl(n.picture)} mode='aspectFill' lazyLoad />
          <View className='news-card__text'>
            <Text className='news-card__title'>{n.title}</Text>
            <Text className='news-card__summary'>{n.summary}</Text>
            <Text className='news-card__date'>{day(n.publishedAt)}</Text>
          </View>
        </View>
      ))}
      {hasMore ? (
        <View className='news-list__more' role='button' onClick={() => void list.loadMore()}>
          {loadingMore ? t.notice.loading : t.content.readMore}
        </View>
      ) : (
        <BottomLine />
      )}
    </View>
  )
})

/** A news item (/news/detail?newsId=…). */
export const NewsDetailView = observer(function NewsDetailView() {
  const { api, store } = useServices()
  const t = store.language.t
  const query = useRouteQuery()
  const newsId = queryId(query.newsId)
  const language = store.language.language
  const { status, data, retry } = useRemoteData(newsId ? `${newsId}:${language}` : undefined, () =>
    api.getNewsDetail({ newsId: newsId! }),
  )
  if (status === 'failed' && !data) return <PartFailed onRetry={retry} />
  if (status === 'empty') return <NoData />
  if (!data) return <LoadingNotice />
  return (
    <View className='news-detail'>
      <Image className='news-detail__picture' src={api.assetUrl(data.picture)} mode='aspectFill' />
      <View className='news-detail__body'>
        <View className='news-detail__title' role='heading' aria-level={2}>
          {data.title}
        </View>
        <Text className='news-detail__date'>{format(t.content.published, { date: day(data.publishedAt) })}</Text>
        <ContentBlocks blocks={data.blocks} />
      </View>
    </View>
  )
})

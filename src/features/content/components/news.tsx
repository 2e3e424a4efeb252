import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useCallback, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { BottomLine, LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { queryId, useRouteQuery } from '../../../navigation'
import { useRemoteData } from '../../../hooks/use-remote-data'
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
  // the pages after the first, as "Read more" loads them
  const [tail, setTail] = useState<{ items: NewsItem[]; pageNo: number; hasMore: boolean } | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const first = useRemoteData(`${eventCode}:${language}`, async () => {
    setTail(null)
    return api.getNewsList({ eventCode, pageNo: 1, pageSize: PAGE_SIZE, isShowCountNum: 1 })
  })
  const hasMore = tail ? tail.hasMore : !!first.data?.hasMore
  const loadMore = useCallback(async () => {
    if (loadingMore) return
    setLoadingMore(true)
    try {
      const pageNo = (tail?.pageNo ?? 1) + 1
      const next = await api.getNewsList({ eventCode, pageNo, pageSize: PAGE_SIZE })
      setTail({ items: [...(tail?.items ?? []), ...next.list], pageNo, hasMore: next.hasMore })
    } catch {
      // the client has shown why; the button stays for another try
    } finally {
      setLoadingMore(false)
    }
  }, [api, eventCode, tail, loadingMore])

  if (first.status === 'failed' && !first.data) return <PartFailed onRetry={first.retry} />
  if (first.status === 'empty' || (first.data && first.data.list.length === 0)) return <NoData />
  if (!first.data) return <LoadingNotice />
  const items = [...first.data.list, ...(tail?.items ?? [])]
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
        <View className='news-list__more' role='button' onClick={() => void loadMore()}>
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

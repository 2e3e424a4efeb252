import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import type { ContentPageName } from '../../../../types/api'
import { ContentBlocks } from './content-blocks'
import './content.scss'
import '../words'

/** About (/about) or Guide (/guide): the exhibition's page as its organiser keeps it on the server. */
export const ContentPageView = observer(function ContentPageView({ page }: { page: ContentPageName }) {
  const { api, store } = useServices()
  const t = store.language.t
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const language = store.language.language
  const { status, data, retry } = useRemoteData(`${page}:${eventCode}:${language}`, () =>
    api.getContentPage({ page, eventCode }),
  )
  if (status === 'failed' && !data) return <PartFailed onRetry={retry} />
  if (status === 'empty') return <NoData />
  if (!data) return <LoadingNotice />
  return (
    <View className={`content-page content-page--${page}`}>
      <View className='content-page__banner'>
        <Text className='content-page__exhibition'>{data.exhibitionName}</Text>
      </View>
      <View className='content-page__body'>
        <ContentBlocks blocks={data.blocks} />
        <Text className='content-page__updated'>
          {format(t.content.updated, { date: data.updatedAt.slice(0, 10) })}
        </Text>
      </View>
    </View>
  )
})

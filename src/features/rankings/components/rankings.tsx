import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import type { BillboardEntry } from '../../../../types/api'
import './rankings.scss'
import '../words'

const time = (iso: string) => iso.slice(11, 16)

/** Hot Hits (/hot): the edition's most viewed exhibitors and exhibits of the last seven days. */
export const HotHitsView = observer(function HotHitsView() {
  const { api, store, navigation } = useServices()
  const t = store.language.t
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const { status, data, retry } = useRemoteData(`${eventCode}:${store.language.language}`, () =>
    api.getHotHits({ eventCode }),
  )
  if (status === 'failed' && !data) return <PartFailed onRetry={retry} />
  if (status === 'empty') return <NoData />
  if (!data) return <LoadingNotice />
  if (data.exhibitors.length === 0 && data.products.length === 0) return <NoData />
  return (
    <View className='rankings'>
      <Text className='rankings__note'>{format(t.rankings.window, { days: data.windowDays })}</Text>
      <Section title={t.rankings.hotExhibitors}>
        {data.exhibitors.map((x) => (
          <Row
            key={x.companyProfileId}
            rank={x.rank}
            logo={api.assetUrl(x.logo)}
            name={x.name}
            meta={`${t.common.stand} ${x.stand}`}
            figure={format(t.rankings.views, { count: x.views })}
            onOpen={() => void navigation.to('/exhibitors/detail', { companyProfileId: x.companyProfileId, eventCode })}
          />
        ))}
      </Section>
      <Section title={t.rankings.hotProducts}>
        {data.products.map((x) => (
          <Row
            key={x.productId}
            rank={x.rank}
            logo={api.assetUrl(x.logo)}
            name={x.name}
            meta={x.companyProfileName}
            figure={format(t.rankings.views, { count: x.views })}
            onOpen={() => void navigation.to('/exhibits/detail', { productId: x.productId, eventCode })}
          />
        ))}
      </Section>
      <Text className='rankings__note'>{format(t.rankings.updatedAt, { time: time(data.computedAt) })}</Text>
    </View>
  )
})

/** The Billboard (/billboard, 龙虎榜): exhibitors by plan adds and views, with ▲▼ since yesterday. */
export const BillboardView = observer(function BillboardView() {
  const { api, store, navigation } = useServices()
  const t = store.language.t
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const { status, data, retry } = useRemoteData(`${eventCode}:${store.language.language}`, () =>
    api.getBillboard({ eventCode }),
  )
  if (status === 'failed' && !data) return <PartFailed onRetry={retry} />
  if (status === 'empty') return <NoData />
  if (!data) return <LoadingNotice />
  if (data.list.length === 0) return <NoData />
  return (
    <View className='rankings rankings--billboard'>
      <Text className='rankings__intro'>{t.rankings.billboardIntro}</Text>
      <View className='rankings__list' role='list'>
        {data.list.map((x) => (
          <Row
            key={x.companyProfileId}
            rank={x.rank}
            logo={api.assetUrl(x.logo)}
            name={x.name}
            meta={`${format(t.rankings.planAdds, { count: x.planAdds })} · ${format(t.rankings.views, { count: x.views })}`}
            figure={format(t.rankings.score, { score: x.score })}
            change={<Change entry={x} />}
            onOpen={() => void navigation.to('/exhibitors/detail', { companyProfileId: x.companyProfileId, eventCode })}
          />
        ))}
      </View>
      <Text className='rankings__note'>{format(t.rankings.updatedAt, { time: time(data.computedAt) })}</Text>
    </View>
  )
})

const Change = observer(function Change({ entry }: { entry: BillboardEntry }) {
  const { store } = useServices()
  const t = store.language.t
  const c = entry.change
  if (c === null)
    return (
      <Text className='rank-change rank-change--new' aria-label={t.rankings.newEntry}>
        {t.rankings.newEntry}
      </Text>
    )
  if (c === 0)
    return (
      <Text className='rank-change rank-change--same' aria-label={t.rankings.same}>
        –
      </Text>
    )
  return (
    <Text
      className={`rank-change rank-change--${c > 0 ? 'up' : 'down'}`}
      aria-label={format(c > 0 ? t.rankings.up : t.rankings.down, { n: Math.abs(c) })}
    >
      {c > 0 ? '▲' : '▼'}
      {Math.abs(c)}
    </Text>
  )
})

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View className='rankings__section'>
      <View className='rankings__title' role='heading' aria-level={2}>
        {title}
      </View>
      <View role='list'>{children}</View>
    </View>
  )
}

function Row(props: {
  rank: number
  logo: string
  name: string
  meta: string
  figure: string
  change?: React.ReactNode
  onOpen: () => void
}) {
  return (
    <View className='rank-row' role='listitem' onClick={props.onOpen}>
      <View className={`rank-row__rank${props.rank <= 3 ? ` rank-row__rank--top${props.rank}` : ''}`}>
        {props.rank}
      </View>
      <Image className='rank-row__logo' src={props.logo} mode='aspectFit' lazyLoad />
      <View className='rank-row__text' role='link' aria-label={props.name}>
        <Text className='rank-row__name'>{props.name}</Text>
        <Text className='rank-row__meta'>{props.meta}</Text>
      </View>
      <View className='rank-row__side'>
        <Text className='rank-row__figure'>{props.figure}</Text>
        {props.change}
      </View>
    </View>
  )
}

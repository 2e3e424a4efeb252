import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState, type ReactNode } from 'react'
import { useServices } from '../../../app-context'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { format } from '../../../i18n'
import type { MyExhibitor } from '../../../../types/api'
import { EditorGate } from '../verify/editor-gate'
import './my-exhibitor.scss'
import '../../../i18n/sections/exhibitor'

/**
 * /exhibition/my-detail: for a verified exhibitor contact, their company card, their products, the
 * totals of what visitors did this edition (never who), and the ways to edit and share.
 */
export const MyExhibitorView = observer(function MyExhibitorView(props: {
  /** more about each exhibitor, under its totals (the page adds the leads feature's analytics) */
  extra?: (mine: MyExhibitor) => ReactNode
}) {
  return <EditorGate>{(grant) => <MyExhibitors editToken={grant.editToken} extra={props.extra} />}</EditorGate>
})

const MyExhibitors = observer(function MyExhibitors({
  editToken,
  extra,
}: {
  editToken: string
  extra?: (mine: MyExhibitor) => ReactNode
}) {
  const { api, store } = useServices()
  // shown again after an edit: read afresh (names, products, totals)
  const [visit, setVisit] = useState(0)
  useDidShow(() => setVisit((n) => n + 1))
  const mine = useRemoteData(`${store.language.language}:${editToken}:${visit}`, () =>
    api.getMyExhibitors({ editToken }),
  )
  if (mine.status === 'loading' && !mine.data) return <LoadingNotice />
  if (mine.status === 'failed') return <PartFailed onRetry={mine.retry} />
  if (!mine.data?.length) return <NoData />
  return (
    <View className='my-exhibitor'>
      {mine.data.map((m) => (
        <MyExhibitorCard key={m.companyProfileId} mine={m} extra={extra} />
      ))}
    </View>
  )
})

const MyExhibitorCard = observer(function MyExhibitorCard({
  mine,
  extra,
}: {
  mine: MyExhibitor
  extra?: (mine: MyExhibitor) => ReactNode
}) {
  const { api, navigation, store } = useServices()
  const t = store.language.t
  const e = t.exhibitor
  const stats: Array<[string, number, string]> = [
    [e.views, mine.stats.views, 'views'],
    [e.planAdds, mine.stats.planAdds, 'planAdds'],
    [e.rfqs, mine.stats.rfqs, 'rfqs'],
    [e.productViews, mine.stats.productViews, 'productViews'],
    [e.productPlanAdds, mine.stats.productPlanAdds, 'productPlanAdds'],
  ]
  const edit = () =>
    void navigation.to('/exhibitors/edit', { companyProfileId: mine.companyProfileId, eventCode: mine.eventCode })
  return (
    <View className='my-exhibitor__card' data-company={mine.companyProfileId}>
      <View className='my-exhibitor__company'>
        <Image className='my-exhibitor__logo' src={api.assetUrl(mine.logo)} mode='aspectFit' />
        <View className='my-exhibitor__names'>
          <Text className='my-exhibitor__name'>{mine.companyProfileName}</Text>
          <Text className='my-exhibitor__stand'>
            {mine.eventEditionName} · {format(e.standLabel, { hall: mine.hall, stand: mine.stand })}
          </Text>
        </View>
      </View>
      {mine.missingEnglish.length > 0 && (
        <View className='my-exhibitor__flag' role='note'>
          {e.missingEnglish}
        </View>
      )}
      <View className='my-exhibitor__actions'>
        <View className='my-exhibitor__action' role='button' onClick={edit}>
          {e.editCompany}
        </View>
        <View
          className='my-exhibitor__action my-exhibitor__action--ghost'
          role='button'
          onClick={() =>
            void navigation.to('/exhibition/share-detail', {
              companyProfileId: mine.companyProfileId,
              eventCode: mine.eventCode,
            })
          }
        >
          {e.sharePoster}
        </View>
        <View
          className='my-exhibitor__action my-exhibitor__action--ghost'
          role='button'
          data-testid='open-leads'
          onClick={() => void navigation.to('/exhibitors/leads', { eventCode: mine.eventCode })}
        >
          {store.language.t.routeTitle.leadsScan}
        </View>
      </View>
      {/* meetings at the stand (issue 29): publish slots, then answer the requests of each day */}
      <View className='my-exhibitor__actions'>
        <View
          className='my-exhibitor__action my-exhibitor__action--ghost'
          role='button'
          data-testid='open-meeting-slots'
          onClick={() =>
            void navigation.to('/meetings/slots', {
              companyProfileId: mine.companyProfileId,
              eventCode: mine.eventCode,
            })
          }
        >
          {store.language.t.routeTitle.meetingSlots}
        </View>
        <View
          className='my-exhibitor__action my-exhibitor__action--ghost'
          role='button'
          data-testid='open-stand-meetings'
          onClick={() =>
            void navigation.to('/meetings/stand', {
              companyProfileId: mine.companyProfileId,
              eventCode: mine.eventCode,
            })
          }
        >
          {store.language.t.routeTitle.standMeetings}
        </View>
      </View>
      <Text className='my-exhibitor__heading'>{e.statsTitle}</Text>
      <View className='my-exhibitor__stats'>
        {stats.map(([label, value, key]) => (
          <View className='my-exhibitor__stat' key={key} data-stat={key}>
            <Text className='my-exhibitor__stat-value'>{value}</Text>
            <Text className='my-exhibitor__stat-label'>{label}</Text>
          </View>
        ))}
      </View>
      <Text className='my-exhibitor__privacy'>{e.statsPrivacy}</Text>
      {extra?.(mine)}
      <View className='my-exhibitor__products-head'>
        <Text className='my-exhibitor__heading'>{e.products}</Text>
        <View
          className='my-exhibitor__add'
          role='button'
          onClick={() =>
            void navigation.to('/exhibits/edit', { companyProfileId: mine.companyProfileId, eventCode: mine.eventCode })
          }
        >
          + {e.addProduct}
        </View>
      </View>
      {mine.products.length === 0 && <Text className='my-exhibitor__none'>{e.noProducts}</Text>}
      {mine.products.map((p) => (
        <View
          key={p.productId}
          className={`my-exhibitor__product${p.hidden ? ' is-hidden' : ''}`}
          role='button'
          aria-label={`${e.editProduct} ${p.productName}`}
          onClick={() => void navigation.to('/exhibits/edit', { productId: p.productId, eventCode: mine.eventCode })}
        >
          <Image className='my-exhibitor__product-logo' src={api.assetUrl(p.logo)} mode='aspectFill' />
          <Text className='my-exhibitor__product-name'>{p.productName}</Text>
          {p.hidden === 1 && <Text className='my-exhibitor__hidden'>{e.hidden}</Text>}
          <Text className='my-exhibitor__product-edit'>{e.editProduct}</Text>
        </View>
      ))}
    </View>
  )
})

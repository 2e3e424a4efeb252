import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import { AgendaList } from '../../../components/agenda-list'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { PartFailed } from '../../../components/lazy-part'
import { PlanPendingNote } from '../../../components/plan-pending'
import { LoadingNotice, NoData } from '../../../components/notices'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { WATERFALL_FALLBACK_IMAGE } from '../../../components/waterfall/fallback-image'
import { format } from '../../../i18n'
import { NO_LOAD_EVENT } from '../../../platform/image-props'
import type { CompanyListItem, ProductListItem } from '../../../../types/api'
import './plan-list.scss'

export type PlanListKind = 'exhibitors' | 'exhibits'
type Item = CompanyListItem | ProductListItem

const keyOf = (item: Item) => ('productId' in item ? `p${item.productId}` : `c${item.companyProfileId}`)

function logoSrc(url: string): string {
  if (!url) return WATERFALL_FALLBACK_IMAGE
  return url.startsWith('/') ? `${APP_CONFIG.rxwebBaseUrl}${url}` : url
}

/**
 * The visitor's plan as a page (/exhibitors/plan, /exhibits/plan): the flat list of the current
 * edition, cards opening the details, removal behind the bottom confirm, NoData when empty.
 */
export const PlanList = observer(function PlanList({ kind }: { kind: PlanListKind }) {
  const { store, api, navigation } = useServices()
  const t = store.language.t
  const language = store.language.language
  const eventCode = store.context.eventCode
  const [pending, setPending] = useState<Item | null>(null)

  // Reload when the language, the event or the plan (collectNum, e.g. a detail page) changes.
  const ready = store.ui.ready && Boolean(store.context.userId)
  const collectNum = store.plan.collectNum
  const { status, data, setData, retry } = useRemoteData<Item[]>(
    ready ? `${kind}|${language}|${eventCode}|${collectNum}` : undefined,
    async () => {
      const list = kind === 'exhibitors' ? await api.getCompanyPlan() : await api.getProductPlan()
      return Array.isArray(list) ? list : []
    },
  )
  // the visitor's own removals (one made offline is not in the list read before it: kept data
  // after a reload offline) are the plan store's to tell
  const items = (data ?? []).filter((item) =>
    'productId' in item
      ? store.plan.flagOf('product', item.productId, true)
      : store.plan.flagOf('exhibitor', item.companyProfileId, true),
  )

  const open = (item: Item) => {
    if ('productId' in item) void navigation.to('/exhibits/detail', { productId: item.productId, eventCode })
    else void navigation.to('/exhibitors/detail', { companyProfileId: item.companyProfileId, eventCode })
  }

  const confirmRemoval = async () => {
    const item = pending
    setPending(null)
    if (!item) return
    try {
      await store.plan.removeEntry(
        'productId' in item
          ? { target: 'product', companyProfileId: item.companyProfileId, productId: item.productId }
          : { target: 'exhibitor', companyProfileId: item.companyProfileId },
        eventCode,
      )
      setData((list) => list.filter((i) => keyOf(i) !== keyOf(item)))
    } catch (error) {
      console.warn('plan removal failed', error) // spec §8: only logged
    }
  }

  const nameOf = (item: Item) => ('productId' in item ? item.productName : item.companyProfileName)

  return (
    <View className='plan-list'>
      <PlanPendingNote />
      {(status === 'loading' || !ready) && items.length === 0 && <LoadingNotice />}
      {status === 'failed' && items.length === 0 && <PartFailed onRetry={retry} />}
      {ready &&
        (status === 'ready' || status === 'empty') &&
        items.length === 0 &&
        // changes made offline still to come: the note says so, not "you have no plan"
        !store.plan.queue?.pendingCount && <NoData text={t.plan.empty} />}
      {items.map((item) => {
        const name = nameOf(item)
        const sub = 'productId' in item ? item.companyProfileName : item.hall
        return (
          <View key={keyOf(item)} className='plan-list__card'>
            <View className='plan-list__link' role='link' aria-label={name} onClick={() => open(item)}>
              <Image className='plan-list__logo' src={logoSrc(item.logo)} mode='aspectFit' {...NO_LOAD_EVENT} />
              <View className='plan-list__text'>
                <Text className='plan-list__name'>{name}</Text>
                {sub && <Text className='plan-list__sub'>{sub}</Text>}
                {item.stand && (
                  <Text className='plan-list__stand'>
                    {t.common.stand} {item.stand}
                  </Text>
                )}
              </View>
            </View>
            <View
              className='plan-list__remove'
              role='button'
              aria-label={format(t.plan.removeItem, { name })}
              onClick={() => setPending(item)}
            />
          </View>
        )
      })}
      {/* the exhibitors' page carries My agenda too: the sessions the visitor will attend */}
      {kind === 'exhibitors' && ready && (
        <View className='plan-list__agenda'>
          <AgendaList />
        </View>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? nameOf(pending) : undefined}
        text={t.plan.removeConfirm}
        okText={t.collect.removeFromPlan}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setPending(null)}
      />
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { LeadHolder } from '../../../../types/api'
import '../words'
import './leads.scss'

/**
 * "Who has my contact" (issue 28, on My data): the exhibitors that scanned the visitor's badge with
 * their consent; Withdraw takes the lead out of that exhibitor's list and exports at once.
 */
export const LeadHoldersView = observer(function LeadHoldersView() {
  const { api, platform, store } = useServices()
  const t = store.language.t.leads
  const [holders, setHolders] = useState<LeadHolder[] | null>(null)
  useEffect(() => {
    let alive = true
    api.getMyLeadHolders().then(
      (h) => alive && setHolders(h),
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [api, store.language.language])

  const withdraw = async (h: LeadHolder) => {
    const sure = await platform.confirm(t.withdrawConfirm, {
      confirmText: t.withdraw,
      cancelText: t.cancel,
      title: h.exhibitorName,
    })
    if (!sure) return
    try {
      setHolders(await api.withdrawLead({ leadId: h.leadId }))
      platform.showToast(t.withdrawn)
    } catch {
      // the client has told the visitor why
    }
  }

  return (
    <View className='leads-holders' data-testid='lead-holders'>
      <Text className='leads-page__title'>{t.holdersTitle}</Text>
      <Text className='leads-page__note'>{t.holdersIntro}</Text>
      {holders && holders.length === 0 ? <Text className='leads-page__note'>{t.holdersEmpty}</Text> : null}
      {(holders ?? []).map((h) => (
        <View key={h.leadId} className='leads-card leads-card__head'>
          <View>
            <Text className='leads-card__title'>{h.exhibitorName}</Text>
            <Text className='leads-card__time'>
              {' '}
              {format(t.holderScanned, { time: h.scannedAt.slice(0, 16).replace('T', ' ') })}
            </Text>
          </View>
          <View className='leads-chip' role='button' onClick={() => void withdraw(h)}>
            {t.withdraw}
          </View>
        </View>
      ))}
    </View>
  )
})

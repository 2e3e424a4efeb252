import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice } from '../../../components/notices'
import { useRemoteData } from '../../../hooks/use-remote-data'
import type { Badge } from '../../../../types/api'
import { storeBadge, storedBadge } from '../badge-storage'
import { ClosedNotice, registrationClosed } from './closed-notice'
import { QrCode } from './qr-code'
import './forms.scss'
import '../../../i18n/sections/visit'

/** The e-badge: the QR code of the signed registration id, the visitor's name and company. */
export const BadgeCard = observer(function BadgeCard({ badge }: { badge: Badge }) {
  const { store } = useServices()
  const t = store.language.t
  return (
    <View className='badge-card' data-registration={badge.registrationId}>
      <View className='badge-card__head'>
        <Text className='badge-card__edition'>{badge.eventEditionName}</Text>
        <Text className='badge-card__type'>{t.visit.types[badge.visitorType]}</Text>
      </View>
      <View className='badge-card__qr'>
        <QrCode text={badge.token} size={220} label={t.visit.badgeTitle} />
      </View>
      <View className='badge-card__name' role='heading' aria-level={2}>
        {badge.name}
      </View>
      <Text className='badge-card__company'>
        {badge.company} · {badge.position}
      </Text>
      <Text className='badge-card__id'>{badge.registrationId}</Text>
      <Text className='badge-card__hint'>{t.visit.badgeHint}</Text>
      <Text className='badge-card__date'>
        {format(t.visit.registeredAt, { date: badge.registeredAt.slice(0, 10) })}
      </Text>
    </View>
  )
})

/** My e-badge (/visit/badge): the badge kept on the device, refreshed from the server when online. */
export const BadgeView = observer(function BadgeView() {
  const { api, store, platform, navigation } = useServices()
  const t = store.language.t
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const [badge, setBadge] = useState<Badge | null>(() => storedBadge(platform, eventCode))
  const [checked, setChecked] = useState(false)
  // the same request (and cache key) as the register page's
  const edition = useRemoteData(`${eventCode}:${store.language.language}`, () =>
    api.getEventEditionDetail({ eventCode }),
  )
  useEffect(() => {
    let alive = true
    api
      .getMyBadge({ eventCode })
      .then((b) => {
        if (!alive) return
        if (b) {
          storeBadge(platform, eventCode, b)
          setBadge(b)
        }
      })
      .catch(() => undefined)
      .finally(() => alive && setChecked(true))
    return () => {
      alive = false
    }
  }, [api, platform, eventCode])
  if (badge)
    return (
      <View className='visit-page'>
        <BadgeCard badge={badge} />
      </View>
    )
  if (!checked) return <LoadingNotice />
  // no badge and the show is over: say so, rather than offer a form that is closed
  if (edition.data && registrationClosed(edition.data)) return <ClosedNotice edition={edition.data} />
  return (
    <View className='visit-page visit-page--none'>
      <Text className='visit-page__none'>{t.visit.noBadge}</Text>
      <View className='form-submit' role='button' onClick={() => void navigation.to('/visit/register')}>
        {t.visit.registerNow}
      </View>
    </View>
  )
})

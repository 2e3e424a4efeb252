import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import type { LeadStand, MeetingStandCode } from '../../../../types/api'
import { PhoneVerify } from '../../exhibitor'
import { QrCode } from '../../visit'
import '../words'
import './meetings.scss'

/**
 * The stand's meeting QR code (issue 29.4), for the verified exhibitor (the contact or staff phone
 * that scans leads): shown at the stand, visitors scan it from My meetings to check in. The code is
 * signed by the server and does not change, so it can also be printed.
 */
export const MeetingCodeView = observer(function MeetingCodeView() {
  const { api, store } = useServices()
  const t = store.language.t.meetings
  const cert = store.certification
  const token = cert.editToken
  const [stands, setStands] = useState<LeadStand[] | null>(null)
  const [standId, setStandId] = useState<number | null>(null)
  const [code, setCode] = useState<MeetingStandCode | null>(null)
  const [failed, setFailed] = useState(false)

  useDidShow(() => cert.refresh())
  useEffect(() => {
    if (!token) return
    let alive = true
    api.getLeadStands(token).then(
      (s) => {
        if (!alive) return
        setStands(s)
        setStandId((id) => id ?? s[0]?.companyProfileId ?? null)
      },
      () => alive && setStands((s) => s ?? []),
    )
    return () => {
      alive = false
    }
  }, [api, token])
  useEffect(() => {
    if (!token || standId === null) return
    let alive = true
    setFailed(false)
    api.getMeetingCode({ companyProfileId: standId }, token).then(
      (c) => alive && setCode(c),
      () => alive && setFailed(true),
    )
    return () => {
      alive = false
    }
  }, [api, token, standId, store.language.language])

  if (!token) return <PhoneVerify intro={t.codeVerify} onVerified={() => undefined} />
  if (stands && stands.length === 0)
    return (
      <View className='meeting-code'>
        <Text className='meeting-code__note'>{t.codeNotStaff}</Text>
      </View>
    )
  return (
    <View className='meeting-code' data-testid='meeting-code'>
      {stands && stands.length > 1 && (
        <View className='meeting-code__stands'>
          {stands.map((s) => (
            <View
              key={s.companyProfileId}
              role='button'
              className={`meeting-code__stand${s.companyProfileId === standId ? ' is-on' : ''}`}
              onClick={() => setStandId(s.companyProfileId)}
            >
              {s.name}
            </View>
          ))}
        </View>
      )}
      {failed && <Text className='meeting-code__note'>{t.codeFailed}</Text>}
      {code && code.companyProfileId === standId && (
        <>
          <Text className='meeting-code__name'>{code.exhibitorName}</Text>
          {code.booth && <Text className='meeting-code__booth'>{code.booth}</Text>}
          <QrCode text={code.code} size={260} label={store.language.t.routeTitle.meetingCode} />
          <Text className='meeting-code__intro'>{t.codeIntro}</Text>
        </>
      )}
    </View>
  )
})

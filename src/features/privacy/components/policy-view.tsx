import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { ContentBlocks } from '../../content'
import type { Consent } from '../../../../types/api'
import './privacy.scss'
import '../../../i18n/sections/privacy'

const day = (iso: string) => iso.slice(0, 10)

/**
 * /privacy: the policy in force, as the organiser keeps it on the server (both languages), then the
 * visitor's own separate consents with a Withdraw on each one in force. Withdrawing stops sharing
 * at once (the server asks at every share); the list is what a later "My data" page lists too.
 */
export const PolicyView = observer(function PolicyView() {
  const { api, store } = useServices()
  const language = store.language.language
  const t = store.language.t.privacy
  const { status, data, retry } = useRemoteData(`privacy:${language}`, () => api.getPrivacyPolicy())
  if (status === 'failed' && !data) return <PartFailed onRetry={retry} />
  if (status === 'empty') return <NoData />
  if (!data) return <LoadingNotice />
  return (
    <View className='privacy-page'>
      <View className='privacy-page__banner'>
        <View className='privacy-page__title' role='heading' aria-level={1}>
          {data.title}
        </View>
        <Text className='privacy-page__version'>
          {format(t.version, { version: data.version, date: day(data.effectiveAt) })}
        </Text>
      </View>
      <View className='privacy-page__body'>
        <ContentBlocks blocks={data.blocks} />
      </View>
      <ConsentList />
    </View>
  )
})

const ConsentList = observer(function ConsentList() {
  const { api, store, platform } = useServices()
  const language = store.language.language
  const t = store.language.t.privacy
  const [busy, setBusy] = useState(false)
  const { data, setData } = useRemoteData(`consents:${language}`, () => api.getConsents())
  const withdraw = async (c: Consent) => {
    if (busy) return
    const sure = await platform.confirm(t.withdrawConfirm, {
      confirmText: t.withdraw,
      cancelText: store.language.t.common.cancel,
    })
    if (!sure) return
    setBusy(true)
    try {
      const list = await api.withdrawConsent({ purpose: c.purpose, subject: c.subject || undefined })
      setData(() => list)
      platform.showToast(t.withdrawn, { icon: 'none' })
    } catch {
      // the request client showed the server's words
    } finally {
      setBusy(false)
    }
  }
  const list = data ?? []
  return (
    <View className='privacy-page__consents' data-testid='consents'>
      <View className='privacy-page__consents-title' role='heading' aria-level={2}>
        {t.consentsTitle}
      </View>
      <Text className='privacy-page__consents-intro'>{t.consentsIntro}</Text>
      {list.length === 0 && <Text className='privacy-page__none'>{t.consentsNone}</Text>}
      {list.map((c) => (
        <View
          key={c.consentId}
          className={`privacy-consent${c.withdrawnAt ? ' is-withdrawn' : ''}`}
          data-purpose={c.purpose}
          data-subject={c.subject}
        >
          <View className='privacy-consent__text'>
            <Text className='privacy-consent__data'>{c.data}</Text>
            <Text className='privacy-consent__line'>{format(t.recipient, { recipient: c.recipient })}</Text>
            <Text className='privacy-consent__line'>
              {format(t.granted, { date: day(c.grantedAt), version: c.policyVersion })}
            </Text>
            {c.withdrawnAt && (
              <Text className='privacy-consent__line'>{format(t.withdrawnAt, { date: day(c.withdrawnAt) })}</Text>
            )}
          </View>
          {!c.withdrawnAt && (
            <View
              className='privacy-consent__withdraw'
              role='button'
              aria-disabled={busy}
              onClick={() => void withdraw(c)}
            >
              {t.withdraw}
            </View>
          )}
        </View>
      ))}
    </View>
  )
})

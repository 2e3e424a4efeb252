import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { ApiError } from '../../../services/api/client'
import { LEAD_RULE_MESSAGES, leadExportAddress, maskReminderContact } from '../../../../rules'
import '../words'

interface Outcome {
  ok: boolean
  text: string
}

/**
 * "Email it to me" (issue 28, item 4): the export built on the server and mailed, all leads or only
 * those new since the last export, to the exhibitor's stored contact email (shown masked) or an
 * address typed here. A typed address is checked by the shared rule, sent once and kept only in this
 * form's state: never stored on the device nor logged. A failure keeps what was typed.
 */
export const LeadExportEmail = observer(function LeadExportEmail({
  companyProfileId,
  storedEmail,
}: {
  companyProfileId: number
  /** the exhibitor's contact email ('' when it has none) */
  storedEmail: string
}) {
  const { api, store } = useServices()
  const t = store.language.t.leads
  const token = store.certification.editToken ?? ''
  const [onlyNew, setOnlyNew] = useState(false)
  const [fmt, setFmt] = useState<'csv' | 'xlsx'>('xlsx')
  // with no stored address the typed one is the only choice
  const [useStored, setUseStored] = useState(Boolean(storedEmail))
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const send = async () => {
    if (busy) return
    const typedNow = useStored ? '' : typed
    // the same rule as the server's: a clear word before any request
    const address = leadExportAddress(typedNow, storedEmail)
    if ('failed' in address) {
      setOutcome({ ok: false, text: LEAD_RULE_MESSAGES[store.language.language][address.failed] })
      return
    }
    setBusy(true)
    setOutcome(null)
    try {
      const done = await api.emailLeadExport(
        {
          companyProfileId,
          format: fmt,
          ...(onlyNew ? { onlyNew: 1 } : {}),
          ...(typedNow ? { email: typedNow.trim() } : {}),
        },
        token,
      )
      setOutcome({ ok: true, text: format(t.emailSent, { count: done.count, file: fmt === 'csv' ? 'CSV' : 'Excel' }) })
    } catch (error) {
      // the server's reason or the client's network words, both in the visitor's language
      const reason = error instanceof ApiError && error.message ? error.message : t.exportFailed
      setOutcome({ ok: false, text: format(t.emailFailed, { reason }) })
    } finally {
      setBusy(false)
    }
  }

  const chip = (on: boolean, label: string, onClick: () => void, testId?: string) => (
    <View
      className={`leads-chip${on ? ' is-on' : ''}`}
      role='radio'
      aria-checked={on}
      data-testid={testId}
      onClick={onClick}
    >
      {label}
    </View>
  )

  return (
    <View className='leads-email' data-testid='leads-email'>
      <Text className='leads-page__title'>{t.emailTitle}</Text>
      <View className='leads-page__ratings' role='radiogroup'>
        {chip(!onlyNew, t.emailAll, () => setOnlyNew(false), 'leads-email-all')}
        {chip(onlyNew, t.emailNew, () => setOnlyNew(true), 'leads-email-new')}
      </View>
      <View className='leads-page__ratings' role='radiogroup'>
        {chip(fmt === 'xlsx', 'Excel', () => setFmt('xlsx'))}
        {chip(fmt === 'csv', 'CSV', () => setFmt('csv'))}
      </View>
      <View className='leads-page__ratings' role='radiogroup'>
        {storedEmail
          ? chip(
              useStored,
              format(t.emailStored, { email: maskReminderContact('email', storedEmail) }),
              () => setUseStored(true),
              'leads-email-stored',
            )
          : null}
        {chip(!useStored, t.emailOther, () => setUseStored(false), 'leads-email-other')}
      </View>
      {!useStored ? (
        <Input
          className='leads-page__search'
          type='text'
          placeholder={t.emailHint}
          value={typed}
          onInput={(e) => setTyped(e.detail.value)}
        />
      ) : null}
      <View
        className={`leads-page__save${busy ? ' is-busy' : ''}`}
        role='button'
        aria-disabled={busy}
        data-testid='leads-email-send'
        onClick={() => void send()}
      >
        {busy ? t.emailSending : t.emailSend}
      </View>
      {outcome ? (
        <View
          className={`leads-email__outcome${outcome.ok ? '' : ' is-error'}`}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid='leads-email-outcome'
        >
          {outcome.text}
        </View>
      ) : null}
    </View>
  )
})

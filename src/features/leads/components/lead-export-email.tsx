import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LEAD_RULE_MESSAGES, leadExportAddress } from '../../../../rules'
import '../words'

/**
 * The export mailed (issue 28 item 4): the server builds the file and mails it to the address typed
 * here (used to send, never kept on the device or the server) or, left empty, to the exhibitor's
 * contact email. "Only new since the last export" is the page's one switch, shared with the
 * downloads.
 */
export const LeadExportEmail = observer(function LeadExportEmail(props: {
  companyProfileId: number
  contactEmail: string
  onlyNew: boolean
}) {
  const { api, platform, store } = useServices()
  const t = store.language.t.leads
  const [email, setEmail] = useState('')
  const [fmt, setFmt] = useState<'csv' | 'xlsx'>('xlsx')
  const [busy, setBusy] = useState(false)

  const send = async () => {
    const token = store.certification.editToken
    if (busy || !token) return
    // the shared rule first: a bad address or none at all is said on the device, nothing is sent
    const address = leadExportAddress(email, props.contactEmail)
    if ('failed' in address) {
      platform.showToast(LEAD_RULE_MESSAGES[store.language.language][address.failed], { icon: 'none' })
      return
    }
    setBusy(true)
    try {
      const sent = await api.emailLeadExport(
        {
          companyProfileId: props.companyProfileId,
          format: fmt,
          ...(props.onlyNew ? { onlyNew: 1 as const } : {}),
          ...(email.trim() ? { email: email.trim() } : {}),
        },
        token,
      )
      platform.showToast(format(t.emailSent, { count: sent.count }), { icon: 'none' })
    } catch (error) {
      platform.showToast(error instanceof Error && error.message ? error.message : t.emailFailed, { icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='leads-email' data-testid='leads-email'>
      <Text className='leads-page__title'>{t.emailTitle}</Text>
      <Input
        className='leads-page__search leads-email__address'
        type='text'
        value={email}
        aria-label={t.emailHint}
        placeholder={props.contactEmail ? format(t.emailTo, { email: props.contactEmail }) : t.emailHint}
        onInput={(e) => setEmail(e.detail.value)}
      />
      <View className='leads-page__export'>
        {(['csv', 'xlsx'] as const).map((f) => (
          <View
            key={f}
            className={`leads-chip${fmt === f ? ' is-on' : ''}`}
            role='radio'
            aria-checked={fmt === f}
            onClick={() => setFmt(f)}
          >
            {f === 'csv' ? t.formatCsv : t.formatXlsx}
          </View>
        ))}
        <View
          className={`leads-page__save leads-email__send${busy ? ' is-busy' : ''}`}
          role='button'
          aria-disabled={busy}
          onClick={() => void send()}
        >
          {t.emailSend}
        </View>
      </View>
    </View>
  )
})

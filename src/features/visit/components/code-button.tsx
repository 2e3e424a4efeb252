import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { SmsPurpose } from '../../../../types/api'
import './forms.scss'

export interface CodeButtonProps {
  phone: string
  purpose: SmsPurpose
  /** the phone field's own check before anything is sent: a message refuses (shown by the form) */
  validatePhone: (phone: string) => string | null
  onInvalidPhone: (message: string) => void
}

/**
 * The verification-code button of the pre-registration and booking forms (spec §4): 'Get
 * Verification code', a countdown of the server's wait, then 'Get a new code'. A private, minimal
 * one: the shared button (src/components/code-button) is being built on another branch; the two
 * are to be unified when it lands (docs/decisions.md, "Verification codes in the home menu").
 */
export const CodeButton = observer(function CodeButton({
  phone,
  purpose,
  validatePhone,
  onInvalidPhone,
}: CodeButtonProps) {
  const { api, platform, store } = useServices()
  const t = store.language.t
  const [until, setUntil] = useState(0)
  const [sent, setSent] = useState(false)
  const [sending, setSending] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((until - now) / 1000))
  useEffect(() => {
    if (left <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left > 0]) // eslint-disable-line react-hooks/exhaustive-deps

  const onTap = async () => {
    if (sending || left > 0) return
    const refused = validatePhone(phone.trim())
    if (refused) return onInvalidPhone(refused)
    setSending(true)
    try {
      const r = await api.sendCode({ phone: phone.trim(), type: purpose })
      setSent(true)
      setNow(Date.now())
      setUntil(Date.now() + r.resendAfter * 1000)
      platform.showToast(t.rfq.getCodeSuccess)
    } catch {
      // the client has shown the server's reason (too soon, daily limit, invalid number)
    } finally {
      setSending(false)
    }
  }
  return (
    <View
      className={`code-button${left > 0 || sending ? ' is-waiting' : ''}`}
      role='button'
      aria-disabled={left > 0 || sending}
      onClick={() => void onTap()}
    >
      {left > 0 ? format(t.visit.codeCountdown, { seconds: left }) : sent ? t.rfq.getNewCode : t.rfq.getCode}
    </View>
  )
})

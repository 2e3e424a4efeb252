import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../app-context'
import { format } from '../../i18n'
import { ApiError } from '../../services/api'
import { LIMITS, phoneRule, RFQ_RULE_MESSAGES } from '../../../rules'
import type { SmsPurpose } from '../../../types/api'
import { parseSend, secondsLeft, type CodeSend } from './countdown'
import 'taro-ui/lib/style/components/button.scss'
import './index.scss'
import '../../i18n/sections/codeButton'

export interface CodeButtonProps {
  /** the mobile number the code is sent to (as typed) */
  phone: string
  /** what the code is for: 'verify' (phone verification, the default) or 'rfq' (an RFQ post) */
  purpose?: SmsPurpose
  /**
   * The phone field's own check, run before anything is sent: a message refuses. Default: the
   * shared rules' mobile-number rule (rules/: phoneRule), with this button's wording when blank.
   */
  validatePhone?: (phone: string) => string | null
  /** a number validatePhone refused (default: the message as a toast); a form shows it by its field */
  onInvalidPhone?: (message: string) => void
  /** a code was sent */
  onSent?: (phone: string) => void
  /**
   * Platform storage key keeping the time of the last send, so the countdown survives a reload or
   * an app restart. Without it the countdown lives as long as the button.
   */
  storageKey?: string
  /**
   * Whose send the stored one is (the visitor id): with it, the kept send carries its owner and is
   * read back only by them, and the next visitor's send replaces it (one record per device, never
   * another visitor's number).
   */
  owner?: string
  className?: string
}

/**
 * The verification-code button (spec §4, §8): 'Get Verification code'; after a send it counts down
 * the server's wait (60 s) and then offers 'Get a new code'. Toasts 'Get verification code
 * successfully!' or 'Get verification code failed!' (with the server's reason, when it gave one).
 * Calls GET /api/sendCode.do. See README.md.
 */
export const CodeButton = observer(function CodeButton({
  phone,
  purpose = 'verify',
  validatePhone,
  onInvalidPhone,
  onSent,
  storageKey,
  owner,
  className,
}: CodeButtonProps) {
  const { api, platform, store } = useServices()
  const t = store.language.t.codeButton
  const [send, setSend] = useState<CodeSend | null>(() =>
    storageKey ? parseSend(platform.getStorage(storageKey), owner) : null,
  )
  const [sending, setSending] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const number = phone.trim()
  const left = secondsLeft(send, number, now)

  // One tick a second while counting; the wall clock decides what is left (see countdown.ts).
  useEffect(() => {
    if (left <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left > 0]) // eslint-disable-line react-hooks/exhaustive-deps
  // Back from the SMS app: the timers may have slept.
  useDidShow(() => setNow(Date.now()))

  const check =
    validatePhone ??
    ((value: string) => {
      const rule = phoneRule(value)
      if (rule === 'contactInfoRequired') return t.phoneRequired
      return rule ? RFQ_RULE_MESSAGES[store.language.language][rule] : null
    })

  const onTap = async () => {
    if (sending || left > 0) return
    const refused = check(number)
    if (refused) {
      if (onInvalidPhone) onInvalidPhone(refused)
      else platform.showToast(refused)
      return
    }
    setSending(true)
    try {
      const result = await api.sendCode({ phone: number, type: purpose }, { silent: true })
      const next: CodeSend = {
        phone: number,
        sentAt: Date.now(),
        waitSeconds: result?.resendAfter > 0 ? result.resendAfter : LIMITS.codeResendSeconds,
      }
      setSend(next)
      setNow(next.sentAt)
      if (storageKey) platform.setStorage(storageKey, JSON.stringify(owner === undefined ? next : { ...next, owner }))
      platform.showToast(t.getCodeSuccess)
      onSent?.(number)
    } catch (error) {
      // the server's reason (too soon, today's limit) helps; a network failure says nothing more
      const reason = error instanceof ApiError && error.kind === 'business' ? error.message : ''
      platform.showToast(reason && reason !== t.getCodeFailed ? `${t.getCodeFailed}\n${reason}` : t.getCodeFailed)
    } finally {
      setSending(false)
    }
  }

  const counting = left > 0
  const label = sending
    ? t.sending
    : counting
      ? format(t.countdown, { seconds: left })
      : send && send.phone === number
        ? t.getNewCode
        : t.getCode
  return (
    <View
      className={`code-button at-button at-button--small at-button--secondary${counting || sending ? ' at-button--disabled is-waiting' : ''} ${className ?? ''}`}
      role='button'
      aria-disabled={counting || sending}
      onClick={() => void onTap()}
    >
      <View className='at-button__text'>{label}</View>
    </View>
  )
})

import { useState } from 'react'
import { useServices } from '../../../app-context'
import { ApiError } from '../../../services/api'
import type { EditGrant } from '../../../stores'
import { phoneRule, RFQ_RULE_MESSAGES } from '../../../../rules'
import '../../../i18n/sections/exhibitor'
import '../../../i18n/sections/codeButton'

/**
 * Proving a phone (issue 14) on every host: an SMS code (the §5 phone rule, the shared code button)
 * or, in the mini-program, the code of WeChat's phone-number button. A success is kept by the
 * certification store (the grant belongs to this visitor).
 */
export function useVerify(onVerified: (grant: EditGrant) => void) {
  const { api, platform, store } = useServices()
  const t = store.language.t
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const adopt = (result: Parameters<typeof store.certification.adopt>[0]) => {
    const grant = store.certification.adopt(result, store.context.userId ?? '')
    platform.showToast(t.exhibitor.verified)
    onVerified(grant)
  }

  const phoneMessage = (value: string) => {
    const rule = phoneRule(value)
    if (rule === 'contactInfoRequired') return t.codeButton.phoneRequired
    return rule ? RFQ_RULE_MESSAGES[store.language.language][rule] : null
  }

  const verifySms = async () => {
    if (busy) return
    const number = phone.trim()
    const refused = phoneMessage(number)
    setPhoneError(refused)
    const noCode = code.trim() ? null : RFQ_RULE_MESSAGES[store.language.language].codeRequired
    setCodeError(noCode)
    if (refused || noCode) return
    setBusy(true)
    try {
      adopt(await api.verifyPhone({ phone: number, code: code.trim() }))
    } catch (error) {
      // the client toasted the server's words (wrong / expired code); the field says it too
      if (error instanceof ApiError && error.kind === 'business') setCodeError(error.message)
    } finally {
      setBusy(false)
    }
  }

  /** WeChat's phone-number button answered: its code, or nothing when the visitor refused */
  const verifyWechat = async (detail: { code?: string; errMsg?: string }) => {
    if (busy) return
    if (!detail.code) {
      platform.showToast(t.exhibitor.wechatRefused)
      return
    }
    setBusy(true)
    try {
      adopt(await api.verifyWeappPhone({ code: detail.code }))
    } catch {
      // toasted by the client ('Could not get your WeChat phone number, please use an SMS code instead')
    } finally {
      setBusy(false)
    }
  }

  return {
    phone,
    setPhone: (value: string) => {
      setPhone(value)
      if (phoneError) setPhoneError(phoneMessage(value.trim()))
    },
    code,
    setCode: (value: string) => {
      setCode(value)
      if (codeError && value.trim()) setCodeError(null)
    },
    phoneError,
    setPhoneError,
    codeError,
    busy,
    verifySms,
    verifyWechat,
  }
}

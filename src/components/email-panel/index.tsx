import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../app-context'
import { ApiError } from '../../services/api'
import { validatePlanEmail } from '../../utils/validators'
import { PopupToast, usePopupToast } from '../popup-toast'
import { PrivacyLink } from '../privacy-link'
import './index.scss'

export interface EmailPanelProps {
  open: boolean
  /** the close icon (and a successful send) */
  onClose: () => void
}

/**
 * Sends the visitor's plan by email (spec §4 "Email share panel", §5 "Plan email sharing"). The
 * address lives only in this component's state: it is never stored, and it is kept after a failed
 * send so the visitor can correct it.
 */
export const EmailPanel = observer(function EmailPanel({ open, onClose }: EmailPanelProps) {
  const { store, api, platform } = useServices()
  const t = store.language.t
  const [email, setEmail] = useState('')
  const [privacy, setPrivacy] = useState(false)
  const [sending, setSending] = useState(false)
  const toast = usePopupToast()

  if (!open) return null

  const send = async () => {
    if (sending) return
    const error = validatePlanEmail({ email, privacyChecked: privacy, planEmpty: store.plan.isEmpty })
    if (error) {
      toast.show(t.plan[error])
      return
    }
    setSending(true)
    try {
      await api.sendPlanEmail({ email: email.trim(), privacy: 1 })
      // The address is not kept once the plan is sent.
      setEmail('')
      setPrivacy(false)
      toast.hide()
      onClose()
      platform.showToast(t.plan.emailSent, { icon: 'none' })
    } catch (e) {
      // The request client has already shown the server's text as a toast (spec §8); anything else
      // is shown here. The typed address stays so the visitor can correct it.
      if (!(e instanceof ApiError)) toast.show(e instanceof Error && e.message ? e.message : t.common.serverError)
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='email-panel'>
      <View className='email-panel__mask' />
      <View className='email-panel__sheet' role='dialog' aria-label={t.plan.emailTitle}>
        <View className='email-panel__head'>
          <Text className='email-panel__title'>{t.plan.emailTitle}</Text>
          <View className='email-panel__close' role='button' aria-label={t.common.close} onClick={onClose} />
        </View>
        <Input
          className='email-panel__input'
          type='text'
          value={email}
          placeholder={t.plan.emailPlaceholder}
          aria-label={t.plan.emailPlaceholder}
          onInput={(e) => setEmail(e.detail.value)}
        />
        <View
          className={`email-panel__privacy${privacy ? ' is-checked' : ''}`}
          role='checkbox'
          aria-checked={privacy}
          onClick={() => setPrivacy(!privacy)}
        >
          <View className='email-panel__box' />
          <Text className='email-panel__privacy-text'>{t.plan.privacyPolicy}</Text>
        </View>
        <PrivacyLink className='email-panel__policy' />
        <View
          className={`email-panel__send${sending ? ' is-busy' : ''}`}
          role='button'
          aria-disabled={sending}
          onClick={() => void send()}
        >
          <Text>{t.plan.send}</Text>
        </View>
        <PopupToast {...toast.props} />
      </View>
    </View>
  )
})

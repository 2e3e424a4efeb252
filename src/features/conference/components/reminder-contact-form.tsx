import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import { CodeButton } from '../../../components/code-button'
import { TextInput } from '../../../components/text-input'
import { ApiError, resultCodeOf } from '../../../services/api/client'
import { REMINDER_CONTACT_MESSAGES, reminderContactProblem } from '../../../../rules'
import type { ReminderContactBody } from '../../../../types/api'
import './reminder-choice.scss'
import '../../../i18n/sections/conference'

/**
 * The address or number a visitor without web push gives for their reminders (issue 25 item 3), as
 * the reminder choice's bottom sheet: an email address, or a mobile number with the code sent to it
 * (as every verified number in the app). Checked with the shared rules before anything is sent; the
 * server's refusal (a wrong code) is shown under its field, and nothing typed is lost.
 */
export const ReminderContactForm = observer(function ReminderContactForm({
  via,
  onSubmit,
  onBack,
}: {
  via: 'email' | 'sms'
  /** saves the contact and sets the reminder; rejects with the server's refusal */
  onSubmit: (body: ReminderContactBody) => Promise<void>
  onBack: () => void
}) {
  const { store } = useServices()
  const tc = store.language.t.conference
  const lang = store.language.language
  const [value, setValue] = useState('')
  const [code, setCode] = useState('')
  const [valueError, setValueError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const problemOf = (v: string) => {
    const key = reminderContactProblem(via, v.trim())
    return key ? REMINDER_CONTACT_MESSAGES[lang][key] : null
  }
  const submit = async () => {
    if (busy) return
    const problem = problemOf(value)
    setValueError(problem)
    const noCode = via === 'sms' && !/^\d{4,8}$/.test(code.trim())
    setCodeError(noCode ? tc.contactCodeRequired : null)
    if (problem || noCode) return
    setBusy(true)
    try {
      await onSubmit(
        via === 'email'
          ? { kind: 'email', email: value.trim() }
          : { kind: 'sms', phone: value.trim(), code: code.trim() },
      )
    } catch (error) {
      // the server's words, under the field they are about (a code refused: the code's)
      const message = error instanceof ApiError ? error.message : store.language.t.common.networkError
      if (resultCodeOf(error) === 'SMS_CODE_REJECTED') setCodeError(message)
      else setValueError(message)
    } finally {
      setBusy(false)
    }
  }

  const title = via === 'email' ? tc.contactEmailTitle : tc.contactSmsTitle
  return (
    <View className='reminder-choice reminder-contact'>
      <View className='reminder-choice__mask' onClick={onBack} />
      <View className='reminder-choice__sheet' role='dialog' aria-label={title}>
        <Text className='reminder-choice__title'>{title}</Text>
        <Text className='reminder-choice__text'>{tc.contactPrivacy}</Text>
        <View className='reminder-contact__field'>
          <Text className='reminder-contact__label'>
            {via === 'email' ? tc.contactEmailLabel : tc.contactPhoneLabel}
          </Text>
          <View className='reminder-contact__row'>
            <TextInput
              className='reminder-contact__input'
              name={via === 'email' ? 'email' : 'phone'}
              type={via === 'email' ? 'email' : 'phone'}
              maxLength={via === 'email' ? 100 : 11}
              value={value}
              placeholder={via === 'email' ? tc.contactEmailPlaceholder : tc.contactPhonePlaceholder}
              label={via === 'email' ? tc.contactEmailLabel : tc.contactPhoneLabel}
              invalid={!!valueError}
              onChange={(v) => {
                setValue(v)
                setValueError(null)
              }}
            />
            {via === 'sms' && (
              <CodeButton
                phone={value}
                purpose='reminder'
                storageKey='__reminderCode__'
                owner={store.context.userId ?? ''}
                validatePhone={problemOf}
                onInvalidPhone={setValueError}
              />
            )}
          </View>
          {valueError && (
            <View className='reminder-contact__error' role='alert'>
              {valueError}
            </View>
          )}
        </View>
        {via === 'sms' && (
          <View className='reminder-contact__field'>
            <Text className='reminder-contact__label'>{tc.contactCodeLabel}</Text>
            <TextInput
              className='reminder-contact__input'
              name='code'
              type='number'
              maxLength={6}
              value={code}
              placeholder={tc.contactCodePlaceholder}
              label={tc.contactCodeLabel}
              invalid={!!codeError}
              onChange={(v) => {
                setCode(v)
                setCodeError(null)
              }}
            />
            {codeError && (
              <View className='reminder-contact__error' role='alert'>
                {codeError}
              </View>
            )}
          </View>
        )}
        <View className='reminder-choice__actions'>
          <View
            className={`reminder-choice__button reminder-choice__button--save is-primary${busy ? ' is-busy' : ''}`}
            role='button'
            aria-disabled={busy}
            onClick={() => void submit()}
          >
            <Text>{tc.contactSave}</Text>
          </View>
          <View className='reminder-choice__button reminder-choice__button--back' role='button' onClick={onBack}>
            <Text>{tc.contactBack}</Text>
          </View>
        </View>
      </View>
    </View>
  )
})

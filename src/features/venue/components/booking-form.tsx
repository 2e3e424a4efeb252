import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { ApiError, isSmsCodeRejected } from '../../../services/api'
import { FORM_LIMITS, isPhone, validateBooking, type BookingForm as Form } from '../../../../rules'
import type { HallPlan, HallStand } from '../../../../types/api'
import { CodeButton } from '../../../components/code-button'
import { PrivacyLink } from '../../../components/privacy-link'
import { FormField } from '../../visit'
import './booking-form.scss'
import '../words'

type Field = keyof Form

/**
 * The booking request for the chosen free stand (/booking): company, contact, mobile and its SMS
 * code. On success the stand is reserved for everyone (the map shows it at once); a refused request
 * keeps what was typed; a stand taken meanwhile says so and the visitor picks another.
 */
export const BookingForm = observer(function BookingForm({
  stand,
  plan,
  onReserved,
}: {
  stand: HallStand
  plan: HallPlan
  onReserved: (code: string, mine: boolean) => void
}) {
  const { api, store, platform } = useServices()
  const t = store.language.t
  const [form, setForm] = useState({ company: '', contact: '', phone: '', code: '' })
  const [error, setError] = useState<{ field: Field; message: string } | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    if (error?.field === field) setError(null)
  }
  const errorOf = (field: Field) => (error?.field === field ? error.message : null)
  const enter = (field: string) => format(t.booking.enter, { field })

  const submit = async () => {
    if (sending) return
    const failed = validateBooking({ ...form, standCode: stand.code })
    if (failed) {
      setError({ field: failed.field, message: t.booking.rules[failed.key] })
      platform.showToast(t.booking.rules[failed.key])
      return
    }
    setSending(true)
    try {
      const r = await api.requestStand(
        { eventCode: plan.eventCode },
        {
          standCode: stand.code,
          company: form.company.trim(),
          contact: form.contact.trim(),
          phone: form.phone.trim(),
          code: form.code.trim(),
        },
      )
      setSent(format(t.booking.sent, { code: r.standCode }))
      onReserved(r.standCode, true)
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) onReserved(stand.code, false)
      else if (isSmsCodeRejected(e)) setError({ field: 'code', message: e.message })
    } finally {
      setSending(false)
    }
  }

  if (sent)
    return (
      <View className='booking-form booking-form--sent' role='status'>
        <Text>{sent}</Text>
      </View>
    )

  return (
    <View className='booking-form form-card' data-stand={stand.code}>
      <View className='booking-form__stand' role='heading' aria-level={2}>
        {format(t.booking.selected, { code: stand.code, hall: plan.hallName, area: stand.w * stand.h })}
      </View>
      <FormField
        name='company'
        label={t.booking.company}
        value={form.company}
        placeholder={enter(t.booking.company)}
        maxLength={FORM_LIMITS.companyMaxChars + 10}
        error={errorOf('company')}
        onChange={set('company')}
      />
      <FormField
        name='contact'
        label={t.booking.contact}
        value={form.contact}
        placeholder={enter(t.booking.contact)}
        maxLength={FORM_LIMITS.nameMaxChars + 10}
        error={errorOf('contact')}
        onChange={set('contact')}
      />
      <FormField
        name='phone'
        label={t.booking.phone}
        value={form.phone}
        type='phone'
        maxLength={11}
        placeholder={enter(t.booking.phone)}
        error={errorOf('phone')}
        onChange={set('phone')}
      />
      <FormField
        name='code'
        label={t.booking.code}
        value={form.code}
        type='number'
        maxLength={6}
        placeholder={enter(t.booking.code)}
        error={errorOf('code')}
        onChange={set('code')}
        trailing={
          <CodeButton
            phone={form.phone}
            purpose='booking'
            storageKey='__bookingCode__'
            owner={store.context.userId ?? ''}
            validatePhone={(p) =>
              !p ? t.booking.rules.phoneRequired : isPhone(p) ? null : t.booking.rules.phoneInvalid
            }
            onInvalidPhone={(message) => setError({ field: 'phone', message })}
          />
        }
      />
      <View
        className={`form-submit${sending ? ' is-busy' : ''}`}
        role='button'
        aria-busy={sending}
        onClick={() => void submit()}
      >
        {sending ? t.notice.loading : t.booking.submit}
      </View>
      <PrivacyLink />
    </View>
  )
})

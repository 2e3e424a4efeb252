import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { ConsentCheck, PrivacyLink } from '../../../components/privacy-link'
import { CodeButton } from '../../../components/code-button'
import { format } from '../../../i18n'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { isSmsCodeRejected, resultCodeOf } from '../../../services/api'
import { FORM_LIMITS, isPhone, validateVisit, VISITOR_TYPES, type VisitForm } from '../../../../rules'
import type { Badge, VisitorType } from '../../../../types/api'
import { storeBadge, storedBadge } from '../badge-storage'
import { BadgeCard } from './badge-view'
import { ClosedNotice, registrationClosed } from './closed-notice'
import { FormField } from './form-field'
import './forms.scss'
import '../../../i18n/sections/visit'
import '../../../i18n/sections/privacy'

type Field = keyof VisitForm

/**
 * Visit (/visit/register): pre-registration for the edition (name, company, position, mobile with
 * its SMS code, email, visitor type, interests). The answer is the e-badge, shown here, kept on the
 * device (the plan panel lists it) and emailed by the server. A visitor already registered sees
 * their badge. A refused submit keeps everything typed and marks the field at fault.
 */
export const RegisterView = observer(function RegisterView() {
  const { api, store, platform } = useServices()
  const t = store.language.t
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const language = store.language.language
  const [badge, setBadge] = useState<Badge | null>(() => storedBadge(platform, eventCode))
  const [notice, setNotice] = useState<string | null>(null)
  // a badge the server already has for this visitor (another device's registration, a cleared store)
  useEffect(() => {
    let alive = true
    void api
      .getMyBadge({ eventCode })
      .then((b) => {
        if (!alive || !b) return
        storeBadge(platform, eventCode, b)
        setBadge(b)
      })
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [api, platform, eventCode])

  const edition = useRemoteData(`${eventCode}:${language}`, () => api.getEventEditionDetail({ eventCode }))
  const categories = useRemoteData(`cat:${eventCode}:${language}`, () => api.getCategory({ eventCode }))

  const [form, setForm] = useState<Record<Exclude<Field, 'interests'>, string> & { interests: number[] }>({
    name: '',
    company: '',
    position: '',
    phone: '',
    code: '',
    email: '',
    visitorType: '',
    interests: [],
  })
  const [error, setError] = useState<{ field: Field; message: string } | null>(null)
  // the server refused the whole form (the show has ended): said above the button, the form kept
  const [refused, setRefused] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  // the separate, optional consent that exhibitors who scan the badge get the contact (issue 28)
  const [shareWithExhibitors, setShareWithExhibitors] = useState(false)
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    if (error?.field === field) setError(null)
  }
  const errorOf = (field: Field) => (error?.field === field ? error.message : null)

  const submit = async () => {
    if (sending) return
    const failed = validateVisit(form)
    if (failed) {
      setError({ field: failed.field, message: t.visit.rules[failed.key] })
      platform.showToast(t.visit.rules[failed.key])
      return
    }
    setSending(true)
    setRefused(null)
    try {
      const b = await api.registerVisit(
        { eventCode },
        {
          name: form.name.trim(),
          company: form.company.trim(),
          position: form.position.trim(),
          phone: form.phone.trim(),
          code: form.code.trim(),
          email: form.email.trim(),
          visitorType: form.visitorType as VisitorType,
          interests: form.interests,
          ...(shareWithExhibitors ? { shareWithExhibitors: 1 as const } : {}),
        },
      )
      storeBadge(platform, eventCode, b)
      setBadge(b)
      // said above the badge (a toast would cover the QR code)
      setNotice(b.created ? t.visit.registered : t.visit.alreadyRegistered)
    } catch (e) {
      // the client has shown the server's reason; a wrong code is the code field's
      if (isSmsCodeRejected(e)) setError({ field: 'code', message: e.message })
      else if (resultCodeOf(e) === 'ENDED' && e instanceof Error) setRefused(e.message)
    } finally {
      setSending(false)
    }
  }

  if (badge)
    return (
      <View className='visit-page'>
        {notice ? (
          <View className='visit-page__notice' role='status'>
            {notice}
          </View>
        ) : null}
        <BadgeCard badge={badge} />
      </View>
    )

  // the show is over: no form to fill in vain
  if (edition.data && registrationClosed(edition.data)) return <ClosedNotice edition={edition.data} />

  const roots = categories.data ?? []
  const toggleInterest = (id: number) => {
    // one more than the most is refused where it is tapped (issue 22 item 11), not at Register
    if (!form.interests.includes(id) && form.interests.length >= FORM_LIMITS.maxInterests) {
      setError({ field: 'interests', message: t.visit.rules.interestsTooMany })
      platform.showToast(t.visit.rules.interestsTooMany)
      return
    }
    setForm((f) => ({
      ...f,
      interests: f.interests.includes(id) ? f.interests.filter((x) => x !== id) : [...f.interests, id],
    }))
    if (error?.field === 'interests') setError(null)
  }
  const enter = (field: string) => format(t.visit.enter, { field })

  return (
    <View className='visit-page'>
      <View className='visit-page__intro'>
        <Text>{format(t.visit.intro, { edition: edition.data?.eventEditionName ?? '' })}</Text>
      </View>
      <View className='form-card'>
        <FormField
          name='name'
          label={t.visit.name}
          value={form.name}
          placeholder={enter(t.visit.name)}
          maxLength={FORM_LIMITS.nameMaxChars + 10}
          error={errorOf('name')}
          onChange={set('name')}
        />
        <FormField
          name='company'
          label={t.visit.company}
          value={form.company}
          placeholder={enter(t.visit.company)}
          maxLength={FORM_LIMITS.companyMaxChars + 10}
          error={errorOf('company')}
          onChange={set('company')}
        />
        <FormField
          name='position'
          label={t.visit.position}
          value={form.position}
          placeholder={enter(t.visit.position)}
          maxLength={FORM_LIMITS.positionMaxChars + 10}
          error={errorOf('position')}
          onChange={set('position')}
        />
        <FormField
          name='phone'
          label={t.visit.phone}
          value={form.phone}
          type='phone'
          maxLength={11}
          placeholder={enter(t.visit.phone)}
          error={errorOf('phone')}
          onChange={set('phone')}
        />
        <FormField
          name='code'
          label={t.visit.code}
          value={form.code}
          type='number'
          maxLength={6}
          placeholder={enter(t.visit.code)}
          error={errorOf('code')}
          onChange={set('code')}
          trailing={
            <CodeButton
              phone={form.phone}
              purpose='visit'
              storageKey='__visitCode__'
              owner={store.context.userId ?? ''}
              validatePhone={(p) => (!p ? t.visit.rules.phoneRequired : isPhone(p) ? null : t.visit.rules.phoneInvalid)}
              onInvalidPhone={(message) => setError({ field: 'phone', message })}
            />
          }
        />
        <FormField
          name='email'
          label={t.visit.email}
          value={form.email}
          type='email'
          placeholder={enter(t.visit.email)}
          maxLength={254}
          error={errorOf('email')}
          onChange={set('email')}
        />
        <View className={`form-field${errorOf('visitorType') ? ' has-error' : ''}`} data-field='visitorType'>
          <Text className='form-field__label'>{t.visit.visitorType}</Text>
          <View className='form-chips' role='radiogroup' aria-label={t.visit.visitorType}>
            {VISITOR_TYPES.map((type) => (
              <View
                key={type}
                className={`form-chip${form.visitorType === type ? ' is-on' : ''}`}
                role='radio'
                aria-checked={form.visitorType === type}
                onClick={() => set('visitorType')(type)}
              >
                {t.visit.types[type]}
              </View>
            ))}
          </View>
          {errorOf('visitorType') ? (
            <View className='form-field__error' role='alert'>
              {errorOf('visitorType')}
            </View>
          ) : null}
        </View>
        <View className={`form-field${errorOf('interests') ? ' has-error' : ''}`} data-field='interests'>
          <Text className='form-field__label'>
            {t.visit.interests} · {format(t.visit.interestsHint, { max: FORM_LIMITS.maxInterests })} ·{' '}
            <Text className='form-field__count'>
              {format(t.visit.interestsChosen, { count: form.interests.length, max: FORM_LIMITS.maxInterests })}
            </Text>
          </Text>
          <View className='form-chips'>
            {roots.map((c) => (
              <View
                key={c.id}
                className={`form-chip${form.interests.includes(c.id) ? ' is-on' : ''}`}
                role='checkbox'
                aria-checked={form.interests.includes(c.id)}
                onClick={() => toggleInterest(c.id)}
              >
                {c.label}
              </View>
            ))}
          </View>
          {errorOf('interests') ? (
            <View className='form-field__error' role='alert'>
              {errorOf('interests')}
            </View>
          ) : null}
        </View>
        <Text className='visit-page__privacy'>{t.visit.privacy}</Text>
        <ConsentCheck
          name='lead_contact'
          checked={shareWithExhibitors}
          onChange={setShareWithExhibitors}
          label={t.privacy.leadShare}
          hint={t.privacy.leadShareHint}
        />
        <PrivacyLink />
        {refused ? (
          <View className='visit-page__refused' role='alert'>
            {refused}
          </View>
        ) : null}
        <View
          className={`form-submit${sending ? ' is-busy' : ''}`}
          role='button'
          aria-busy={sending}
          onClick={() => void submit()}
        >
          {sending ? t.notice.loading : t.visit.submit}
        </View>
      </View>
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useServices } from '../../../app-context'
import { CodeButton } from '../../../components/code-button'
import { ConsentCheck, PrivacyLink } from '../../../components/privacy-link'
import { ImageUploader } from '../../../components/image-uploader'
import { LoadingNotice } from '../../../components/notices'
import { TextArea } from '../../../components/text-area'
import { TextInput } from '../../../components/text-input'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { format } from '../../../i18n'
import { queryId, useRouteQuery } from '../../../navigation'
import {
  charCount,
  DIAL_CODES,
  joinMobile,
  LIMITS,
  MAINLAND_DIAL,
  mobileRule,
  normalizeMobile,
  RFQ_RULE_MESSAGES,
  splitMobile,
  type RfqField,
} from '../../../../rules'
import { consultApi } from '../consult-api'
import { CODE_KEY, type PostTarget } from '../draft'
import { DialCodePicker } from './dial-code-picker'
import type { PostFormStore, TextField } from '../post-form'
import { formKey, useConsultState, useRfqForm } from '../state'
import './consult.scss'
import '../words'
import '../../../i18n/sections/rfq'
import '../../../i18n/sections/privacy'

/** The fields in the order the form shows them (the first failing one is named on submit). */
const VISUAL_ORDER: RfqField[] = [
  'description',
  'price',
  'quantity',
  'message',
  'region',
  'categories',
  'pictures',
  'contact',
  'contactInfo',
  'email',
  'code',
]

/** The RFQ's addressee from the page's query: an exhibitor (and one of its products), or the pool. */
export function usePostTarget(): PostTarget {
  const query = useRouteQuery()
  const companyProfileId = queryId(query.companyProfileId)
  const productId = companyProfileId ? queryId(query.productId) : undefined
  return { ...(companyProfileId ? { companyProfileId } : {}), ...(productId ? { productId } : {}) }
}

/** /consult/post (发布): the RFQ form, to the pool or to an exhibitor. */
export const ConsultPostView = observer(function ConsultPostView() {
  const { store } = useServices()
  // drafts and contact details belong to the visitor: wait until they are known
  return store.context.identity ? <PostForm /> : <LoadingNotice />
})

const PostForm = observer(function PostForm() {
  const { api, store, platform, navigation } = useServices()
  const t = store.language.t
  const c = t.consult
  const state = useConsultState()
  const target = usePostTarget()
  const form = useRfqForm(target)
  const consult = consultApi(api)

  // §8: the contact details on file fill the form, and the visitor is told so
  const told = useRef(false)
  useEffect(() => {
    if (form.contactFound && !told.current) {
      told.current = true
      platform.showToast(t.rfq.contactFound)
    }
  }, [form, platform, t])

  const exhibitor = useRemoteData(
    target.companyProfileId ? `${target.companyProfileId}:${store.language.language}` : undefined,
    () => consult.exhibitor(target.companyProfileId!),
  )
  const product = useRemoteData(target.productId ? `${target.productId}:${store.language.language}` : undefined, () =>
    consult.product(target.productId!),
  )
  const productName = product.data?.productName
  useEffect(() => {
    if (productName) form.prefillDescription(format(c.productPrefill, { name: productName }))
  }, [form, productName, c])

  const submit = async () => {
    const result = await form.submit()
    if (result.kind === 'invalid') {
      const first = VISUAL_ORDER.find((f) => form.message(f)) ?? 'description'
      platform.showToast(form.message(first) ?? RFQ_RULE_MESSAGES[store.language.language][result.key])
      // the field's label clear of the bar over the page
      platform.scrollToElement(`#rfq-field-${first}`, { offsetTop: -64 })
      return
    }
    if (result.kind === 'consentRequired') {
      platform.showToast(t.privacy.exhibitorShareRequired)
      platform.scrollToElement('#rfq-consent', { offsetTop: -64 })
      return
    }
    if (result.kind === 'busy') {
      platform.showToast(result.reason === 'posting' ? c.postingWait : c.uploadingWait)
      return
    }
    if (result.kind === 'failed') {
      // everything typed and uploaded stays (and is kept on the device)
      platform.showToast(result.reason ? `${t.rfq.postFailed}\n${result.reason}` : t.rfq.postFailed)
      return
    }
    state.forms.delete(formKey(store.context.userId ?? '', target))
    const followUp = result.direct ? t.rfq.sentToExhibitor : t.rfq.generalPosted
    await platform.alert(`${t.rfq.postedSuccessfully}\n${followUp}`, { confirmText: t.common.ok })
    if (result.direct) {
      await navigation.back()
      return
    }
    state.posted(result.id)
    if (state.postFromPool) {
      state.postFromPool = false
      await navigation.back()
    } else await navigation.replace('/consult/list')
  }

  const field = (name: TextField, label: string, input: ReactNode, extra?: ReactNode) => (
    <Field name={name} label={label} form={form} extra={extra}>
      {input}
    </Field>
  )
  const text = (
    name: TextField,
    label: string,
    placeholder: string,
    type: 'text' | 'number' | 'email' = 'text',
    maxLength?: number,
    hint?: string,
  ) =>
    field(
      name,
      label,
      <>
        <TextInput
          name={name}
          type={type}
          value={form.values[name]}
          placeholder={placeholder}
          label={label}
          maxLength={maxLength}
          invalid={!!form.message(name)}
          onChange={(v) => form.set(name, v)}
          onBlur={() => form.touch(name)}
        />
        {hint && <Text className='rfq-form__hint'>{hint}</Text>}
      </>,
    )
  // "100,000,000" (the most, written with separators) and a little room for a stray space
  const AMOUNT_MAX_CHARS = 13

  return (
    <View className='rfq-form'>
      {target.companyProfileId && (
        <View className='rfq-form__to'>
          <View className='rfq-form__to-row'>
            <Text className='rfq-form__to-label'>{c.to}</Text>
            <Text className='rfq-form__to-name'>{exhibitor.data?.companyProfileName ?? '…'}</Text>
          </View>
          {target.productId && (
            <View className='rfq-form__to-row'>
              <Text className='rfq-form__to-label'>{c.product}</Text>
              <Text className='rfq-form__to-name'>{productName ?? '…'}</Text>
            </View>
          )}
        </View>
      )}

      {field(
        'description',
        c.descriptionLabel,
        <TextArea
          className={`rfq-form__textarea${form.message('description') ? ' is-invalid' : ''}`}
          value={form.values.description}
          maxLength={2000}
          placeholder={c.descriptionPlaceholder}
          label={c.descriptionLabel}
          onChange={(v) => form.set('description', v)}
        />,
      )}
      {text('price', c.priceLabel, c.pricePlaceholder, 'number', AMOUNT_MAX_CHARS)}
      {text('quantity', c.quantityLabel, c.quantityPlaceholder, 'number', AMOUNT_MAX_CHARS)}
      {field(
        'message',
        c.messageLabel,
        <TextInput
          name='message'
          value={form.values.message}
          placeholder={c.messagePlaceholderShort}
          label={c.messageLabel}
          invalid={!!form.message('message')}
          onChange={(v) => form.set('message', v)}
          onBlur={() => form.touch('message')}
        />,
        <Text
          className={`rfq-form__counter${charCount(form.values.message.trim()) > LIMITS.rfqMessageMaxChars ? ' is-over' : ''}`}
        >
          {format(c.charCount, { count: charCount(form.values.message.trim()), max: LIMITS.rfqMessageMaxChars })}
        </Text>,
      )}
      {text('region', c.regionLabel, c.regionPlaceholder)}

      <Field
        name='categories'
        label={format(c.categoriesCounted, { count: form.values.categories.length, max: LIMITS.rfqMaxCategories })}
        form={form}
      >
        <View className='rfq-form__cats'>
          {form.values.categories.map((cat) => (
            <View key={cat.id} className='consult-chip'>
              <Text className='consult-chip__label'>{cat.label}</Text>
              <View
                className='consult-chip__remove'
                role='button'
                aria-label={format(c.removeFilter, { label: cat.label })}
                onClick={() => form.removeCategory(cat.id)}
              />
            </View>
          ))}
          <View
            className='rfq-form__choose'
            role='button'
            onClick={() => void navigation.to('/consult/types', { ...target })}
          >
            {format(c.chooseCategories, { max: LIMITS.rfqMaxCategories })}
          </View>
        </View>
      </Field>

      <Field name='pictures' label={c.picturesLabel} form={form} ownError>
        <ImageUploader
          value={form.values.pictures}
          onChange={(urls) => form.setPictures(urls)}
          min={1}
          max={LIMITS.rfqMaxPictures}
          onBusyChange={(busy) => form.setUploading(busy)}
          error={form.message('pictures')}
          label={c.picturesLabel}
        />
      </Field>

      {text('contact', c.contactLabel, c.contactPlaceholder)}
      <Field name='contactInfo' label={c.contactInfoLabel} form={form}>
        <MobileInput form={form} />
      </Field>
      {text(
        'email',
        c.emailLabel,
        // a general RFQ does not keep the address; only an enquiry to an exhibitor uses it (Reply-To)
        target.companyProfileId ? c.emailPlaceholderExhibitor : c.emailPlaceholderGeneral,
        'email',
        LIMITS.emailMaxLength,
        // said under the field, where it stays while the address is typed (a placeholder goes)
        target.companyProfileId ? c.emailHintExhibitor : c.emailHintGeneral,
      )}
      <Field name='code' label={c.codeLabel} form={form}>
        <View className='rfq-form__code'>
          <TextInput
            name='code'
            type='number'
            value={form.values.code}
            placeholder={c.codePlaceholder}
            label={c.codeLabel}
            maxLength={6}
            invalid={!!form.message('code')}
            onChange={(v) => form.set('code', v)}
            onBlur={() => form.touch('code')}
            className='rfq-form__code-input'
          />
          <CodeButton
            phone={normalizeMobile(form.values.contactInfo) ?? form.values.contactInfo}
            purpose='rfq'
            storageKey={CODE_KEY}
            owner={store.context.userId ?? ''}
            validatePhone={(phone) => {
              const rule = mobileRule(phone)
              return rule ? RFQ_RULE_MESSAGES[store.language.language][rule] : null
            }}
            onInvalidPhone={(message) => {
              form.touch('contactInfo')
              platform.showToast(message)
            }}
          />
        </View>
      </Field>

      <Text className='rfq-form__privacy'>{target.companyProfileId ? c.privacyNoteExhibitor : c.privacyNote}</Text>
      <View id='rfq-consent' className='rfq-form__consent'>
        {target.companyProfileId ? (
          <ConsentCheck
            name='exhibitor_contact'
            checked={form.shareContact}
            onChange={(v) => form.setShareContact(v)}
            label={t.privacy.exhibitorShare}
            invalid={form.submitted && !form.shareContact}
          />
        ) : (
          <ConsentCheck
            name='rfq_contact'
            checked={form.shareContact}
            onChange={(v) => form.setShareContact(v)}
            label={t.privacy.rfqShare}
            hint={t.privacy.rfqShareHint}
          />
        )}
        <PrivacyLink />
      </View>

      <View className='rfq-form__submit-bar'>
        <View
          className={`rfq-form__submit${form.posting ? ' is-busy' : ''}`}
          role='button'
          aria-disabled={form.posting}
          onClick={() => void submit()}
        >
          {form.posting ? c.posting : c.submit}
        </View>
      </View>
    </View>
  )
})

/**
 * The mobile number: a country picker (default +86, whose numbers keep spec §5's 11 digits) and
 * the number after it. The form keeps one value ('13812345678', '+44 7700 900123'; rules/phone.ts).
 */
const MobileInput = observer(function MobileInput({ form }: { form: PostFormStore }) {
  const { store } = useServices()
  const c = store.language.t.consult
  const value = form.values.contactInfo
  // the picker's choice while nothing is typed; once a number is typed, the number names its code
  const [picked, setPicked] = useState(() => splitMobile(value).dial)
  const split = splitMobile(value)
  const dial = value.trim() ? split.dial : picked
  const typed = value.trim() ? split.typed : ''
  const change = (nextDial: string, nextTyped: string) => {
    const next = joinMobile(nextDial, nextTyped)
    setPicked(next.trim() ? splitMobile(next).dial : nextDial)
    form.set('contactInfo', next)
  }
  const options = DIAL_CODES.map((d) => ({ ...d, text: `${d.dial} ${c.dialRegions[d.region]}` }))
  return (
    <View className='rfq-form__mobile'>
      <DialCodePicker value={dial} options={options} label={c.dialCodeLabel} onChange={(d) => change(d, typed)} />
      <TextInput
        name='contactInfo'
        type='phone'
        value={typed}
        placeholder={dial === MAINLAND_DIAL ? c.contactInfoPlaceholder : c.contactInfoPlaceholderAbroad}
        label={c.contactInfoLabel}
        // 11 digits at home (spec §5); E.164's 15 and the spaces people write between groups abroad
        maxLength={dial === MAINLAND_DIAL ? 11 : 20}
        invalid={!!form.message('contactInfo')}
        onChange={(v) => change(dial, v)}
        onBlur={() => form.touch('contactInfo')}
        className='rfq-form__mobile-input'
      />
    </View>
  )
})

/** A labelled field with its message under it (role=alert, so a screen reader hears it). */
const Field = observer(function Field({
  name,
  label,
  form,
  extra,
  ownError,
  children,
}: {
  name: RfqField
  label: string
  form: PostFormStore
  extra?: ReactNode
  /** the control shows its message itself */
  ownError?: boolean
  children: ReactNode
}) {
  const message = form.message(name)
  return (
    <View className={`rfq-form__field${message ? ' has-error' : ''}`} id={`rfq-field-${name}`}>
      <View className='rfq-form__label-row'>
        <Text className='rfq-form__label'>{label}</Text>
        {extra}
      </View>
      {children}
      {message && !ownError && (
        <View className='rfq-form__error' role='alert' data-field={name}>
          {message}
        </View>
      )}
    </View>
  )
})

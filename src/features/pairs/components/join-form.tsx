import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MATCH_LIMITS, type MatchCardRuleKey } from '../../../../rules'
import type { MatchRole } from '../../../../types/api'
import { useServices } from '../../../app-context'
import { TextArea } from '../../../components/text-area'
import { format } from '../../../i18n'
import { ConsentCheck, PrivacyLink } from '../../../components/privacy-link'
import type { MatchStore } from '../match-store'
import '../words'
import '../../../i18n/sections/privacy'

const RULE_MAX: Partial<Record<MatchCardRuleKey, number>> = {
  nameTooLong: MATCH_LIMITS.nameMaxChars,
  companyTooLong: MATCH_LIMITS.companyMaxChars,
  positionTooLong: MATCH_LIMITS.positionMaxChars,
  countryTooLong: MATCH_LIMITS.countryMaxChars,
  interestsMax: MATCH_LIMITS.maxInterests,
  lookingForTooLong: MATCH_LIMITS.lookingForMaxChars,
  contactTooLong: MATCH_LIMITS.contactMaxChars,
}

/**
 * The card a visitor joins with (or edits): name, company, position, country, role, interests
 * from the edition's categories, what they look for, and the contact a match sees. Checked by the
 * shared rules before it is sent; a refusal keeps everything typed.
 */
export const JoinForm = observer(function JoinForm({ match }: { match: MatchStore }) {
  const { store, platform } = useServices()
  const t = store.language.t.pairs
  const form = match.form
  const error = match.formError
    ? format(t.rules[match.formError], { max: RULE_MAX[match.formError] ?? '' })
    : match.consentMissing
      ? store.language.t.privacy.matchShareRequired
      : match.formServerError

  const text = (key: 'name' | 'company' | 'position' | 'country' | 'contact', label: string, max: number) => (
    <View className='pairs-form__field'>
      <Text className='pairs-form__label'>{label}</Text>
      <Input
        className={`pairs-form__input pairs-form__input--${key}`}
        value={form[key]}
        maxlength={max + 20}
        onInput={(e) => match.setField(key, e.detail.value)}
      />
    </View>
  )
  const roles: Array<[MatchRole, string]> = [
    ['buyer', t.roleBuyer],
    ['exhibitor', t.roleExhibitor],
    ['other', t.roleOther],
  ]
  const submit = async () => {
    const first = !match.joined
    if (await match.saveCard()) {
      platform.showToast(t.joinedToast, { icon: 'success' })
      if (first) void match.loadStack()
    }
  }

  return (
    <View className='pairs-form'>
      <Text className='pairs-form__title'>{match.joined ? t.editCard : t.joinTitle}</Text>
      {!match.joined && <Text className='pairs-form__intro'>{t.joinIntro}</Text>}
      {text('name', t.name, MATCH_LIMITS.nameMaxChars)}
      {text('company', t.company, MATCH_LIMITS.companyMaxChars)}
      {text('position', t.position, MATCH_LIMITS.positionMaxChars)}
      {text('country', t.country, MATCH_LIMITS.countryMaxChars)}
      <View className='pairs-form__field'>
        <Text className='pairs-form__label'>{t.role}</Text>
        <View className='pairs-chips'>
          {roles.map(([role, label]) => (
            <View
              key={role}
              role='radio'
              aria-checked={form.role === role}
              className={`pairs-chip pairs-chip--role${form.role === role ? ' pairs-chip--on' : ''}`}
              onClick={() => match.setField('role', role)}
            >
              {label}
            </View>
          ))}
        </View>
      </View>
      <View className='pairs-form__field'>
        <Text className='pairs-form__label'>
          {t.interests} · {format(t.interestsHint, { max: MATCH_LIMITS.maxInterests })} ·{' '}
          <Text className='pairs-form__count'>
            {format(t.interestsChosen, { count: form.interests.length, max: MATCH_LIMITS.maxInterests })}
          </Text>
        </Text>
        <View className='pairs-chips'>
          {(match.me?.interestChoices ?? []).map((c) => {
            const on = form.interests.includes(c.id)
            return (
              <View
                key={c.id}
                role='checkbox'
                aria-checked={on}
                className={`pairs-chip pairs-chip--interest${on ? ' pairs-chip--on' : ''}`}
                onClick={() => {
                  // the 7th is refused where it is tapped, in the form's words (also as a toast: the
                  // form's message may be below the screen)
                  if (match.toggleInterest(c.id))
                    platform.showToast(format(t.rules.interestsMax, { max: MATCH_LIMITS.maxInterests }))
                }}
              >
                {c.label}
              </View>
            )
          })}
        </View>
      </View>
      <View className='pairs-form__field'>
        <Text className='pairs-form__label'>{t.lookingFor}</Text>
        {/* the shared text area: the page's font (a browser's textarea is monospace), and no
            Stencil runtime on the web */}
        <TextArea
          className='pairs-form__textarea'
          value={form.lookingFor}
          placeholder={t.lookingForPlaceholder}
          label={t.lookingFor}
          maxLength={MATCH_LIMITS.lookingForMaxChars + 20}
          onChange={(value) => match.setField('lookingFor', value)}
        />
      </View>
      {text('contact', t.contact, MATCH_LIMITS.contactMaxChars)}
      <Text className='pairs-form__hint'>{t.contactHint}</Text>
      {!match.joined && (
        <ConsentCheck
          name='match_profile'
          checked={match.shareProfile}
          onChange={(v) => match.setShareProfile(v)}
          label={store.language.t.privacy.matchShare}
          invalid={match.consentMissing}
        />
      )}
      <PrivacyLink />
      {error && (
        <View className='pairs-form__error' role='alert'>
          {error}
        </View>
      )}
      <View className='pairs-form__actions'>
        {match.joined && (
          <View className='pairs-button pairs-button--ghost' role='button' onClick={() => match.stopEditing()}>
            {store.language.t.common.cancel}
          </View>
        )}
        <View
          className={`pairs-button pairs-button--primary pairs-form__submit${match.saving ? ' pairs-button--busy' : ''}`}
          role='button'
          onClick={() => void submit()}
        >
          {match.joined ? t.saveCard : t.join}
        </View>
      </View>
    </View>
  )
})

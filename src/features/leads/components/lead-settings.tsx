import { Input, Switch, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { TextArea } from '../../../components/text-area'
import { LEAD_LIMITS, LEAD_RULE_MESSAGES, isPhone, validateLeadQuestions } from '../../../../rules'
import type { LeadQuestion, LeadStaffMember } from '../../../../types/api'
import '../words'

interface Draft {
  text: string
  multiple: boolean
  /** the options, one per line, as typed */
  options: string
}
const toDraft = (q: LeadQuestion): Draft => ({ text: q.text, multiple: q.multiple, options: q.options.join('\n') })
const fromDraft = (d: Draft): LeadQuestion => ({
  text: d.text.trim(),
  multiple: d.multiple,
  options: d.options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean),
})

/**
 * The exhibitor contact's settings of Scan leads (issue 28): the qualifier questions (up to 3,
 * single or multiple choice, checked by the shared rules) and the staff phones (add and remove by
 * phone, as the server keeps only a masked form).
 */
export const LeadSettings = observer(function LeadSettings({
  companyProfileId,
  questions,
  onQuestions,
}: {
  companyProfileId: number
  questions: LeadQuestion[]
  onQuestions: (q: LeadQuestion[]) => void
}) {
  const { api, platform, store } = useServices()
  const t = store.language.t.leads
  const token = store.certification.editToken ?? ''
  const [drafts, setDrafts] = useState<Draft[]>(() => questions.map(toDraft))
  const [staff, setStaff] = useState<LeadStaffMember[] | null>(null)
  const [phone, setPhone] = useState('')

  useEffect(() => {
    let alive = true
    api.getLeadStaff({ companyProfileId }, token).then(
      (s) => alive && setStaff(s),
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [api, companyProfileId, token])

  const edit = (i: number, patch: Partial<Draft>) =>
    setDrafts((all) => all.map((d, k) => (k === i ? { ...d, ...patch } : d)))

  const saveQuestions = async () => {
    const list = drafts.map(fromDraft)
    const failed = validateLeadQuestions(list)
    if (failed) {
      platform.showToast(LEAD_RULE_MESSAGES[store.language.language][failed], { icon: 'none' })
      return
    }
    try {
      onQuestions(await api.setLeadQuestions({ companyProfileId, questions: list }, token))
      platform.showToast(t.questionsSaved)
    } catch (error) {
      platform.showToast(error instanceof Error && error.message ? error.message : t.saveFailed, { icon: 'none' })
    }
  }

  const changeStaff = async (add: boolean) => {
    const p = phone.trim()
    if (!isPhone(p)) {
      platform.showToast(store.language.t.leads.staffPhone, { icon: 'none' })
      return
    }
    try {
      const body = { companyProfileId, phone: p }
      setStaff(await (add ? api.addLeadStaff(body, token) : api.removeLeadStaff(body, token)))
      setPhone('')
    } catch (error) {
      platform.showToast(error instanceof Error && error.message ? error.message : t.saveFailed, { icon: 'none' })
    }
  }

  return (
    <View className='leads-settings'>
      <Text className='leads-page__title'>{t.questionsTitle}</Text>
      <Text className='leads-page__note'>{t.questionsIntro}</Text>
      {drafts.map((d, i) => (
        <View key={i} className='leads-card leads-settings__question' data-testid='leads-question-draft'>
          <Input
            className='leads-page__search'
            placeholder={t.questionText}
            value={d.text}
            maxlength={LEAD_LIMITS.questionMaxChars}
            onInput={(e) => edit(i, { text: e.detail.value })}
          />
          <TextArea
            className='leads-card__note'
            placeholder={t.optionsHint}
            value={d.options}
            onChange={(options) => edit(i, { options })}
          />
          <View className='leads-settings__row'>
            <Text className='leads-page__note'>{t.multiple}</Text>
            <Switch checked={d.multiple} onChange={(e) => edit(i, { multiple: e.detail.value })} />
            <View
              className='leads-page__link'
              role='button'
              onClick={() => setDrafts((all) => all.filter((_, k) => k !== i))}
            >
              {t.removeQuestion}
            </View>
          </View>
        </View>
      ))}
      <View className='leads-page__export'>
        {drafts.length < LEAD_LIMITS.maxQuestions ? (
          <View
            className='leads-chip'
            role='button'
            onClick={() => setDrafts((all) => [...all, { text: '', multiple: false, options: '' }])}
          >
            {t.addQuestion}
          </View>
        ) : null}
        <View
          className='leads-page__save'
          role='button'
          data-testid='leads-save-questions'
          onClick={() => void saveQuestions()}
        >
          {t.saveQuestions}
        </View>
      </View>

      <Text className='leads-page__title'>{t.staffTitle}</Text>
      <Text className='leads-page__note'>{t.staffIntro}</Text>
      {staff && staff.length === 0 ? <Text className='leads-page__note'>{t.staffEmpty}</Text> : null}
      {staff?.map((s) => (
        <Text key={s.maskedPhone + s.addedAt} className='leads-card__line' data-testid='leads-staff-item'>
          {s.maskedPhone}
        </Text>
      ))}
      <Input
        className='leads-page__search'
        type='number'
        placeholder={t.staffPhone}
        value={phone}
        maxlength={11}
        onInput={(e) => setPhone(e.detail.value)}
      />
      <View className='leads-page__export'>
        <View
          className='leads-page__save'
          role='button'
          data-testid='leads-add-staff'
          onClick={() => void changeStaff(true)}
        >
          {t.addStaff}
        </View>
        <View className='leads-chip' role='button' onClick={() => void changeStaff(false)}>
          {t.removeStaff}
        </View>
      </View>
    </View>
  )
})

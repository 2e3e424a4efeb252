import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import { ImageUploader } from '../../../components/image-uploader'
import { TextArea } from '../../../components/text-area'
import { LEAD_LIMITS, LEAD_RULE_MESSAGES, validateLeadQualification } from '../../../../rules'
import type { LeadQuestion, LeadRating } from '../../../../types/api'
import '../words'

const RATINGS: LeadRating[] = ['hot', 'warm', 'cold']

export interface Qualification {
  rating: LeadRating | null
  answers: number[][]
  note: string
  cardPhoto?: string
}

/**
 * Qualifying a lead (issue 28 item 3): a rating, the exhibitor's questions (single or multiple
 * choice), a note and, for a visitor with no badge, a photo of the business card (the shared
 * uploader: chooseImages is the platform's camera or album). One tap on Save hands it over; the
 * shared rules (rules/leads.ts) check it first, as the server will.
 */
export const QualifyForm = observer(function QualifyForm({
  questions,
  card = false,
  onSave,
}: {
  questions: LeadQuestion[]
  /** a business-card lead: the photo, and a photo or a note is needed */
  card?: boolean
  onSave: (q: Qualification) => void
}) {
  const { store, platform } = useServices()
  const t = store.language.t.leads
  const [rating, setRating] = useState<LeadRating | null>(null)
  const [answers, setAnswers] = useState<number[][]>(() => questions.map(() => []))
  const [note, setNote] = useState('')
  const [photos, setPhotos] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const pick = (qi: number, oi: number) => {
    const q = questions[qi]!
    setAnswers((all) =>
      all.map((a, i) => {
        if (i !== qi) return a
        if (a.includes(oi)) return a.filter((x) => x !== oi)
        return q.multiple ? [...a, oi].sort((x, y) => x - y) : [oi]
      }),
    )
  }

  const save = () => {
    if (busy) return
    const failed = validateLeadQualification(questions, answers, note.trim())
    if (failed) {
      platform.showToast(LEAD_RULE_MESSAGES[store.language.language][failed], { icon: 'none' })
      return
    }
    if (card && !photos[0] && !note.trim()) {
      platform.showToast(t.cardNeeded, { icon: 'none' })
      return
    }
    onSave({ rating, answers, note: note.trim(), ...(photos[0] ? { cardPhoto: photos[0] } : {}) })
  }

  return (
    <View className='leads-qualify'>
      {card ? (
        <ImageUploader value={photos} onChange={setPhotos} max={1} onBusyChange={setBusy} label={t.cardTitle} />
      ) : null}
      <View className='leads-page__ratings' role='radiogroup'>
        {RATINGS.map((r) => (
          <View
            key={r}
            className={`leads-chip leads-chip--${r}${rating === r ? ' is-on' : ''}`}
            role='radio'
            aria-checked={rating === r}
            data-testid={`leads-rate-${r}`}
            onClick={() => setRating(rating === r ? null : r)}
          >
            {t.rating[r]}
          </View>
        ))}
      </View>
      {questions.map((q, qi) => (
        <View key={qi} className='leads-qualify__question' role='group' aria-label={q.text}>
          <Text className='leads-qualify__text'>
            {q.text} <Text className='leads-qualify__kind'>({q.multiple ? t.multiple : t.single})</Text>
          </Text>
          <View className='leads-page__ratings'>
            {q.options.map((o, oi) => {
              const on = answers[qi]?.includes(oi) ?? false
              return (
                <View
                  key={oi}
                  className={`leads-chip${on ? ' is-on' : ''}`}
                  role={q.multiple ? 'checkbox' : 'radio'}
                  aria-checked={on}
                  onClick={() => pick(qi, oi)}
                >
                  {o}
                </View>
              )
            })}
          </View>
        </View>
      ))}
      {/* the shared field: the app's body font on H5 too (a bare textarea draws in monospace) */}
      <TextArea
        className='leads-card__note'
        placeholder={t.note}
        value={note}
        maxLength={LEAD_LIMITS.noteMaxChars}
        onChange={setNote}
      />
      <View
        className={`leads-page__save${busy ? ' is-busy' : ''}`}
        role='button'
        aria-disabled={busy}
        data-testid='leads-save'
        onClick={save}
      >
        {t.save}
      </View>
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useT } from '../../../app-context'
import './action-row.scss'
import '../../../i18n/sections/planQueue'

export interface ActionRowProps {
  target: 'exhibitor' | 'product'
  collected: boolean
  collectBusy?: boolean
  /** the collect waits for the network (kept on the device): marked pending */
  collectPending?: boolean
  /** notes are offered only when allowed (see notesAllowed) */
  showNotes: boolean
  onNotes: () => void
  onCollect: () => void
  onContact: () => void
  /** opens an RFQ to the exhibitor (absent: no Consult button) */
  onConsult?: () => void
  /** the NEW badge: until the visitor has used Consult */
  consultNew?: boolean
}

/**
 * The action row of the detail pages (spec §2): add notes (when allowed), collect / uncollect
 * (exhibitors: Collect / Uncollect; products: Add to my plan / Remove), contact, and consult with
 * its NEW badge. Fixed to the bottom of the screen so it stays in reach while reading.
 */
export const ActionRow = observer(function ActionRow(props: ActionRowProps) {
  const t = useT()
  const { target, collected } = props
  const collectLabel =
    target === 'exhibitor'
      ? collected
        ? t.collect.uncollect
        : t.collect.collect
      : collected
        ? t.collect.removeFromPlan
        : t.collect.addToPlan
  const collectName = props.collectPending ? `${collectLabel} (${t.planQueue.pending})` : collectLabel
  // on its way (a slow network): said, not only dimmed, and a second tap is not taken
  const busy = props.collectBusy === true
  return (
    <View className='action-row' role='toolbar'>
      {props.showNotes && (
        <View className='action-row__item' role='button' aria-label={t.action.notes} onClick={props.onNotes}>
          <View className='action-row__icon action-row__icon--notes' />
          <Text className='action-row__label'>{t.action.notes}</Text>
        </View>
      )}
      <View
        className={`action-row__item action-row__item--collect${collected ? ' is-collected' : ''}${props.collectPending ? ' is-pending' : ''}${busy ? ' is-busy' : ''}`}
        role='button'
        aria-label={collectName}
        aria-pressed={collected}
        aria-disabled={busy}
        aria-busy={busy}
        onClick={busy ? undefined : props.onCollect}
      >
        <View className='action-row__icon action-row__icon--heart' />
        <Text className='action-row__label'>{busy ? t.collect.saving : collectLabel}</Text>
        {props.collectPending && <Text className='action-row__pending'>{t.planQueue.pending}</Text>}
      </View>
      <View className='action-row__item' role='button' aria-label={t.action.contact} onClick={props.onContact}>
        <View className='action-row__icon action-row__icon--contact' />
        <Text className='action-row__label'>{t.action.contact}</Text>
      </View>
      {props.onConsult && (
        <View
          className='action-row__item action-row__item--consult'
          role='button'
          aria-label={t.action.consult}
          onClick={props.onConsult}
        >
          <View className='action-row__icon action-row__icon--consult' />
          <Text className='action-row__label'>{t.action.consult}</Text>
          {props.consultNew && <Text className='action-row__badge'>{t.common.new}</Text>}
        </View>
      )}
    </View>
  )
})

/** Room the page leaves at its bottom for the fixed row (design px). */
export const ACTION_ROW_HEIGHT = 120

import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { TextArea } from '../../../components/text-area'
import { format } from '../../../i18n'
import { charCount, EDIT_RULE_MESSAGES, type EditRuleKey } from '../../../../rules'
import type { CategoryNode, FilterItem } from '../../../../types/api'
import '../../../i18n/sections/exhibitor'

function useRuleMessage() {
  const { store } = useServices()
  return (key: EditRuleKey | undefined) => (key ? EDIT_RULE_MESSAGES[store.language.language][key] : undefined)
}

interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: EditRuleKey
  multiline?: boolean
  /** shown as a count under the field */
  maxChars?: number
  /** the English half of a pair whose Chinese is written */
  missingEnglish?: boolean
  field: string
}

/** One text field: its label, the rule's message as typed, a count against its limit. */
export const TextField = observer(function TextField(props: TextFieldProps) {
  const { store } = useServices()
  const message = useRuleMessage()(props.error)
  return (
    <View
      className={`edit-field edit-field--${props.field}${props.error ? ' has-error' : ''}${props.missingEnglish ? ' is-missing' : ''}`}
      data-field={props.field}
    >
      <Text className='edit-field__label'>{props.label}</Text>
      {props.multiline ? (
        <TextArea className='edit-field__textarea' value={props.value} label={props.label} onChange={props.onChange} />
      ) : (
        <Input
          className='edit-field__input'
          type='text'
          value={props.value}
          aria-label={props.label}
          onInput={(e) => props.onChange(e.detail.value)}
        />
      )}
      {props.maxChars && props.multiline && (
        <Text className='edit-field__count'>
          {charCount(props.value)}/{props.maxChars}
        </Text>
      )}
      {props.missingEnglish && !message && (
        <View className='edit-field__flag' role='note'>
          {store.language.t.exhibitor.missingEnglish}
        </View>
      )}
      {message && (
        <View className='edit-field__error' role='alert'>
          {message}
        </View>
      )}
    </View>
  )
})

interface BilingualProps {
  label: string
  field: string
  zh: string
  en: string
  onZh: (value: string) => void
  onEn: (value: string) => void
  zhError?: EditRuleKey
  enError?: EditRuleKey
  multiline?: boolean
  maxChars?: number
}

/** The two languages of one field side by side; a missing English text is flagged. */
export const BilingualField = observer(function BilingualField(p: BilingualProps) {
  const { store } = useServices()
  const t = store.language.t.exhibitor
  const missing = p.zh.trim() !== '' && p.en.trim() === ''
  return (
    <View className='edit-pair' role='group' aria-label={p.label}>
      <Text className='edit-pair__label'>{p.label}</Text>
      <View className='edit-pair__sides'>
        <TextField
          field={`${p.field}Zh`}
          label={t.chinese}
          value={p.zh}
          onChange={p.onZh}
          error={p.zhError}
          multiline={p.multiline}
          maxChars={p.maxChars}
        />
        <TextField
          field={`${p.field}En`}
          label={t.english}
          value={p.en}
          onChange={p.onEn}
          error={p.enError}
          multiline={p.multiline}
          maxChars={p.maxChars}
          missingEnglish={missing}
        />
      </View>
    </View>
  )
})

interface ChipsProps {
  label: string
  field: string
  /** groups of choices (categories: one group per root); one unnamed group for tags */
  groups: Array<{ label?: string; items: Array<{ id: number; label: string }> }>
  value: readonly number[]
  max: number
  onChange: (ids: number[]) => void
  error?: EditRuleKey
}

/** Choosing categories or tags: chips, at most `max` (the rule's message past it). */
export const ChipsField = observer(function ChipsField(p: ChipsProps) {
  const { store } = useServices()
  const message = useRuleMessage()(p.error)
  const toggle = (id: number) => p.onChange(p.value.includes(id) ? p.value.filter((x) => x !== id) : [...p.value, id])
  return (
    <View
      className={`edit-chips edit-field--${p.field}${p.error ? ' has-error' : ''}`}
      data-field={p.field}
      role='group'
      aria-label={p.label}
    >
      <Text className='edit-pair__label'>
        {p.label}{' '}
        <Text className='edit-chips__hint'>{format(store.language.t.exhibitor.chooseUpTo, { max: p.max })}</Text>
      </Text>
      {p.groups.map((g, i) => (
        <View className='edit-chips__group' key={g.label ?? i}>
          {g.label && <Text className='edit-chips__group-label'>{g.label}</Text>}
          <View className='edit-chips__list'>
            {g.items.map((item) => {
              const on = p.value.includes(item.id)
              return (
                <View
                  key={item.id}
                  className={`edit-chips__chip${on ? ' is-on' : ''}`}
                  role='checkbox'
                  aria-checked={on}
                  onClick={() => toggle(item.id)}
                >
                  {item.label}
                </View>
              )
            })}
          </View>
        </View>
      ))}
      {message && (
        <View className='edit-field__error' role='alert'>
          {message}
        </View>
      )}
    </View>
  )
})

export function categoryGroups(tree: readonly CategoryNode[]) {
  return tree.map((root) => ({
    label: root.label,
    items: (root.children.length ? root.children : [root]).map((c) => ({ id: c.id, label: c.label })),
  }))
}

export function tagGroups(tags: readonly FilterItem[]) {
  return [{ items: tags.map((tag) => ({ id: Number(tag.id), label: tag.label ?? '' })) }]
}

import { Text, View } from '@tarojs/components'
import './reminder-choice.scss'

export interface ReminderChoiceAction {
  key: string
  label: string
  primary?: boolean
  onTap: () => void
}

/**
 * The ways a browser visitor can be reminded (issue 25 item 3), as a bottom sheet: the question in
 * the visitor's language before the browser's own, or why notifications are not possible here and
 * what is instead. The mask and the last button leave without a reminder.
 */
export function ReminderChoice({
  title,
  text,
  actions,
  onClose,
}: {
  title: string
  text: string
  actions: ReminderChoiceAction[]
  onClose: () => void
}) {
  return (
    <View className='reminder-choice'>
      <View className='reminder-choice__mask' onClick={onClose} />
      <View className='reminder-choice__sheet' role='alertdialog' aria-label={title}>
        <Text className='reminder-choice__title'>{title}</Text>
        <Text className='reminder-choice__text'>{text}</Text>
        <View className='reminder-choice__actions'>
          {actions.map((a) => (
            <View
              key={a.key}
              className={`reminder-choice__button reminder-choice__button--${a.key}${a.primary ? ' is-primary' : ''}`}
              role='button'
              onClick={a.onTap}
            >
              <Text>{a.label}</Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  )
}

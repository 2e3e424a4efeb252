import { Text, View } from '@tarojs/components'
import type { MyDataReminderContact } from '../../../../types/api'
import { format } from '../../../i18n'
import { venueDay } from '../../../utils/venue-time'
import type { MyDataWords } from '../words'

/**
 * The email address and mobile number a visitor gave for session reminders (issue 25), inside My
 * data's list: masked, which shows' reminders go there, until when it is kept, and its own Delete.
 */
export function ReminderContactList(props: {
  contacts: MyDataReminderContact[]
  t: MyDataWords
  busy: boolean
  onDelete: (contact: MyDataReminderContact) => void
}) {
  const { contacts, t, busy } = props
  return (
    <View className='my-data__contacts'>
      {contacts.map((c) => (
        <View key={c.kind} className={`my-data__contact my-data__contact--${c.kind}`}>
          <View className='my-data__contact-text'>
            <Text className='my-data__contact-value'>
              {t.contactKinds[c.kind]} · {c.masked}
            </Text>
            <Text className='my-data__contact-line'>
              {c.editions.length ? format(t.contactFor, { editions: c.editions.join(', ') }) : t.contactForNone}
            </Text>
            {/* retention counts the show's last day to 23:59 China time (server lib/retention.ts) */}
            <Text className='my-data__contact-line'>
              {format(t.contactKeptUntil, { date: venueDay(c.keptUntil, 'Asia/Shanghai') })}
            </Text>
          </View>
          <View
            className={`my-data__contact-delete${busy ? ' is-busy' : ''}`}
            role='button'
            aria-disabled={busy}
            onClick={() => props.onDelete(c)}
          >
            {t.contactDelete}
          </View>
        </View>
      ))}
    </View>
  )
}

import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import '../../../i18n/sections/conference'
import '../words'

/**
 * A venue day of the week strip on two lines, the weekday over the date ('周三' / '4月15日'), so
 * four days fit side by side at 375 px in both languages without a label breaking mid-word.
 */
export const DayChipLabel = observer(function DayChipLabel({ day }: { day: string }) {
  const { store } = useServices()
  const tc = store.language.t.conference
  const [y, m, d] = day.split('-').map(Number)
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()
  return (
    <>
      <Text className='stand-meet__day-week'>{tc.weekdays[weekday]}</Text>
      <Text className='stand-meet__day-name'>
        {format(store.language.t.meetings.stand.dayDate, { month: m!, day: d!, monthName: tc.months[m! - 1] ?? '' })}
      </Text>
    </>
  )
})

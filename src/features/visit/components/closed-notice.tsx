import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { dayLabel } from '../../../utils/venue-time'
import { editionEndedEverywhere } from '../../../../rules'
import type { EventEditionDetail } from '../../../../types/api'
// the show's last day is written as the agenda writes days
import '../../../i18n/sections/conference'
import '../../../i18n/sections/visit'

/**
 * Whether pre-registration is certainly closed for this edition: the organiser closed it in the
 * console (issue 26), or it has ended wherever its venue is. Said before the visitor types a whole
 * form (issue 22 item 14); at the boundary the server's refusal, shown above the form's button, decides.
 */
export const registrationClosed = (edition: EventEditionDetail | undefined | null): boolean =>
  Boolean(edition && (edition.closed || editionEndedEverywhere(edition.endDate, Date.now())))

/** The show is closed or over: what to say instead of the form or of "Pre-register now", and where to go. */
export const ClosedNotice = observer(function ClosedNotice({ edition }: { edition: EventEditionDetail }) {
  const { store, navigation } = useServices()
  const t = store.language.t
  const words = { edition: edition.eventEditionName, date: dayLabel(edition.endDate, t.conference) }
  return (
    <View className='visit-page visit-page--none'>
      <View className='visit-page__none' role='status'>
        {format(edition.closed ? t.visit.closedByOrganiser : t.visit.closed, words)}
      </View>
      <View className='form-submit' role='button' onClick={() => void navigation.to('/exhibitors/list')}>
        {t.visit.browse}
      </View>
    </View>
  )
})

import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { EventEditionDetail } from '../../../../types/api'
import '../../../i18n/sections/visit'

/**
 * Whether pre-registration is closed for this edition: the organiser closed it in the console
 * (issue 26), as the server says. An edition that has ended is refused by the server, which knows
 * the venue's today; the device's clock is not asked (it may be wrong, and it is not the venue's),
 * so that refusal is shown above the form's button with what was typed kept.
 */
export const registrationClosed = (edition: EventEditionDetail | undefined | null): boolean => Boolean(edition?.closed)

/** The show is closed or over: what to say instead of the form or of "Pre-register now", and where to go. */
export const ClosedNotice = observer(function ClosedNotice({ edition }: { edition: EventEditionDetail }) {
  const { store, navigation } = useServices()
  const t = store.language.t
  return (
    <View className='visit-page visit-page--none'>
      <View className='visit-page__none' role='status'>
        {format(t.visit.closedByOrganiser, { edition: edition.eventEditionName })}
      </View>
      <View className='form-submit' role='button' onClick={() => void navigation.to('/exhibitors/list')}>
        {t.visit.browse}
      </View>
    </View>
  )
})

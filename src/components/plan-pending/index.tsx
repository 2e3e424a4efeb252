import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../app-context'
import { format } from '../../i18n'
import './index.scss'
import '../../i18n/sections/planQueue'

/**
 * The plan's note while changes made offline wait for the network (issue 16): the My Plan panel
 * and the plan pages list what the server holds, so they say that some changes are still to come.
 */
export const PlanPendingNote = observer(function PlanPendingNote() {
  const { store } = useServices()
  const count = store.plan.queue?.pendingCount ?? 0
  if (count === 0) return null
  return (
    <View className='plan-pending' role='status'>
      <Text>{format(store.language.t.planQueue.pendingChanges, { count })}</Text>
    </View>
  )
})

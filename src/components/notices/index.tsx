import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useT } from '../../app-context'
import './index.scss'

interface NoticeProps {
  /** overrides the default text of spec §2 */
  text?: string
}

/** 'No relevant data' (spec §2). */
export const NoData = observer(function NoData({ text }: NoticeProps) {
  const t = useT()
  return (
    <View className='notice notice--no-data' role='status'>
      <View className='notice__icon' />
      <Text className='notice__text'>{text ?? t.notice.noData}</Text>
    </View>
  )
})

/** 'We are bottomed out' by default (spec §2). */
export const BottomLine = observer(function BottomLine({ text }: NoticeProps) {
  const t = useT()
  return (
    <View className='notice notice--bottom-line'>
      <View className='notice__rule' />
      <Text className='notice__text'>{text ?? t.notice.bottomLine}</Text>
      <View className='notice__rule' />
    </View>
  )
})

/** 'Data loading...' by default (spec §2). */
export const LoadingNotice = observer(function LoadingNotice({ text }: NoticeProps) {
  const t = useT()
  return (
    <View className='notice notice--loading' role='status' aria-live='polite'>
      <View className='notice__spinner' />
      <Text className='notice__text'>{text ?? t.notice.loading}</Text>
    </View>
  )
})

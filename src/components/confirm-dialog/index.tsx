import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useT } from '../../app-context'
import './index.scss'

export interface ConfirmDialogProps {
  open: boolean
  /** the question, already translated */
  text: string
  title?: string
  /** default t.common.ok */
  okText?: string
  /** default t.common.cancel */
  cancelText?: string
  onConfirm: () => void
  /** cancel button and mask */
  onCancel: () => void
}

/** Bottom confirm dialog (spec §2), e.g. 'Are you sure you want to remove this plan ?'. */
export const ConfirmDialog = observer(function ConfirmDialog({
  open,
  text,
  title,
  okText,
  cancelText,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT()
  if (!open) return null
  return (
    <View className='confirm-dialog'>
      <View className='confirm-dialog__mask' onClick={onCancel} />
      <View className='confirm-dialog__sheet' role='alertdialog' aria-label={title ?? text}>
        {title && <Text className='confirm-dialog__title'>{title}</Text>}
        <Text className='confirm-dialog__text'>{text}</Text>
        <View className='confirm-dialog__actions'>
          <View className='confirm-dialog__button confirm-dialog__button--cancel' role='button' onClick={onCancel}>
            <Text>{cancelText ?? t.common.cancel}</Text>
          </View>
          <View className='confirm-dialog__button confirm-dialog__button--ok' role='button' onClick={onConfirm}>
            <Text>{okText ?? t.common.ok}</Text>
          </View>
        </View>
      </View>
    </View>
  )
})

import { View } from '@tarojs/components'
import { useCallback, useRef, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useT } from '../../../app-context'
import '../../../i18n/sections/exhibitor'

/** The review before a save: the changed fields, one a line, with Save and Cancel (the shared confirm dialog). */
export function useReview() {
  const t = useT()
  const [lines, setLines] = useState<string[] | null>(null)
  const answer = useRef<((ok: boolean) => void) | null>(null)
  const review = useCallback(
    (changes: string[]) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve
        setLines(changes)
      }),
    [],
  )
  const close = (ok: boolean) => {
    answer.current?.(ok)
    answer.current = null
    setLines(null)
  }
  const dialog = (
    <View className='edit-review'>
      <ConfirmDialog
        open={lines !== null}
        title={t.exhibitor.reviewTitle}
        text={(lines ?? []).map((l) => `• ${l}`).join('\n')}
        okText={t.exhibitor.confirmSave}
        onConfirm={() => close(true)}
        onCancel={() => close(false)}
      />
    </View>
  )
  return { review, dialog }
}

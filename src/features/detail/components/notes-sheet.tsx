import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useT } from '../../../app-context'
import { TextArea } from '../../../components/text-area'
import { NOTE_MAX_LENGTH } from '../notes'
import './notes-sheet.scss'

export interface NotesSheetProps {
  open: boolean
  initial: string
  onSave: (text: string) => void
  onClose: () => void
}

/** Bottom sheet where a visitor writes a private note about an exhibitor or product. */
export const NotesSheet = observer(function NotesSheet({ open, initial, onSave, onClose }: NotesSheetProps) {
  const t = useT()
  const [text, setText] = useState(initial)
  useEffect(() => {
    if (open) setText(initial)
  }, [open, initial])
  if (!open) return null
  return (
    <View className='notes-sheet'>
      <View className='notes-sheet__mask' onClick={onClose} />
      <View className='notes-sheet__panel' role='dialog' aria-label={t.detail.notesTitle}>
        <View className='notes-sheet__title' role='heading' aria-level={2}>
          {t.detail.notesTitle}
        </View>
        <TextArea
          className='notes-sheet__input'
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={t.detail.notesPlaceholder}
          onChange={setText}
        />
        <View className='notes-sheet__buttons'>
          <View className='notes-sheet__button' role='button' onClick={onClose}>
            {t.common.cancel}
          </View>
          <View className='notes-sheet__button notes-sheet__button--primary' role='button' onClick={() => onSave(text)}>
            {t.detail.notesSave}
          </View>
        </View>
      </View>
    </View>
  )
})

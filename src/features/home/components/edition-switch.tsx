import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useT } from '../../../app-context'
import type { HomeStore } from '../home-store'
import '../words'

/**
 * The edition switch of the home view: a chip naming the shown edition that opens a bottom sheet
 * listing the exhibition's editions. Used in every host; inside the native app the top bar's own
 * edition button opens the same sheet.
 */
export const EditionSwitch = observer(function EditionSwitch({ home }: { home: HomeStore }) {
  const t = useT()
  const name = home.detail?.eventEditionName ?? ''
  // one edition: nothing to switch to (its name is the hero's title)
  if (!home.canSwitch) return null
  return (
    <View
      className='home-edition'
      role='button'
      aria-haspopup='dialog'
      aria-label={`${t.home.switchEdition}: ${name}`}
      onClick={() => home.setPickerOpen(true)}
    >
      <Text className='home-edition__name'>{name}</Text>
      <View className='home-edition__caret' />
    </View>
  )
})

/** The sheet of editions (newest first); the chosen one is marked, the current one labelled. */
export const EditionSheet = observer(function EditionSheet({ home }: { home: HomeStore }) {
  const t = useT()
  if (!home.pickerOpen) return null
  const shownId = home.detail?.eventEditionId ?? home.selectedEditionId
  return (
    <View className='home-sheet'>
      <View className='home-sheet__mask' onClick={() => home.setPickerOpen(false)} />
      <View className='home-sheet__panel' role='dialog' aria-label={t.home.chooseEdition}>
        <View className='home-sheet__head'>
          <Text className='home-sheet__title'>{t.home.chooseEdition}</Text>
          <View
            className='home-sheet__close'
            role='button'
            aria-label={t.common.close}
            onClick={() => home.setPickerOpen(false)}
          />
        </View>
        <View role='listbox' aria-label={t.home.chooseEdition}>
          {home.editions.map((edition) => {
            const selected = edition.eventEditionId === shownId
            return (
              <View
                key={edition.eventEditionId}
                className={`home-sheet__option${selected ? ' is-selected' : ''}`}
                role='option'
                aria-selected={selected}
                onClick={() => {
                  home.setPickerOpen(false)
                  void home.selectEdition(edition.eventEditionId)
                }}
              >
                <Text className='home-sheet__option-name'>{edition.eventEditionName}</Text>
                {edition.eventEditionId === home.currentEditionId && (
                  <Text className='home-sheet__badge'>{t.home.currentEdition}</Text>
                )}
              </View>
            )
          })}
        </View>
      </View>
    </View>
  )
})

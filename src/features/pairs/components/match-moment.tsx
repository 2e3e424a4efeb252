import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { MatchStore } from '../match-store'
import { PersonCard } from './person-card'
import './pairs.scss'
import '../words'

/**
 * "It's a match!" (issue 22 item 5): who it is, their card, and the way into the conversation
 * ("Say hello"), until the visitor chooses; with chat off, the way to their card in My matches.
 * It covers the page (and the app's footer banner) so the next card waits behind it.
 */
export const MatchMoment = observer(function MatchMoment({ match }: { match: MatchStore }) {
  const { store, navigation } = useServices()
  const t = store.language.t.pairs
  const moment = match.matched
  if (!moment) return null
  const { person, conversationId } = moment
  const chat = match.chatEnabled && !!conversationId
  const open = () => {
    match.dismissMatch()
    if (chat) void navigation.to('/pairs/chat', { conversationId: conversationId! })
    else void navigation.to('/pairs/list')
  }
  return (
    <View className='pairs-moment' role='dialog' aria-modal aria-label={t.matchToast}>
      <View className='pairs-moment__box'>
        <View className='pairs-moment__title' role='heading' aria-level={2}>
          {t.matchToast}
        </View>
        <Text className='pairs-moment__intro'>{format(t.matchIntro, { name: person.name })}</Text>
        <PersonCard person={person} />
        <View className='pairs-moment__actions'>
          <View className='pairs-button pairs-button--primary pairs-moment__hello' role='button' onClick={open}>
            {chat ? t.sayHello : t.seeMatches}
          </View>
          <View
            className='pairs-button pairs-button--ghost pairs-moment__later'
            role='button'
            onClick={() => match.dismissMatch()}
          >
            {t.keepBrowsing}
          </View>
        </View>
      </View>
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { LoadingNotice } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { format } from '../../../i18n'
import { MatchStore } from '../match-store'
import { useLiveRelations } from '../use-live-relations'
import { venueClock } from '../venue-time'
import { JoinForm } from './join-form'
import { MatchMoment } from './match-moment'
import { PersonCard } from './person-card'
import './pairs.scss'
import '../words'
import '../../../i18n/sections/offlineActions'

/**
 * /pairs/insterests: the card form for a visitor who has not joined; then the recommended
 * attendees one card at a time with Interested / Not interested, the decisions left today, the
 * limit message with the buttons disabled until midnight (UTC+8), and Undo of today's last choice.
 */
export const InterestsView = observer(function InterestsView() {
  const services = useServices()
  const { store, api, platform, navigation } = services
  const t = store.language.t.pairs
  const [match] = useState(() => new MatchStore(api, undefined, () => store.actions.load()))
  const ready = store.ui.ready
  const eventCode = store.context.eventCode
  const language = store.language.language

  useEffect(() => {
    if (!ready) return
    void match.loadCard().then(() => {
      if (match.joined) {
        void match.loadStack()
        void match.loadRelations(true)
      }
    })
  }, [ready, eventCode, language, match])

  // the "My matches" badge follows messages received while this page (or another) is shown
  useLiveRelations(match)

  // decisions made offline are answered later: the count of today's decisions follows
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    store.actions
      .load()
      .then((queue) => {
        if (!gone) stop = match.follow(queue)
      })
      .catch(() => undefined)
    return () => {
      gone = true
      stop?.()
    }
  }, [store, match])

  // at midnight (UTC+8) the limit renews: the stack reloads by itself
  useEffect(() => {
    if (!match.resetsAt) return
    const wait = Date.parse(match.resetsAt) - Date.now()
    if (wait <= 0 || wait > 86_400_000) return
    const timer = setTimeout(() => void match.loadStack(), wait + 1000)
    return () => clearTimeout(timer)
  }, [match, match.resetsAt])

  if (match.cardStatus === 'loading' || match.cardStatus === 'idle') return <LoadingNotice />
  if (match.cardStatus === 'failed') return <PartFailed page onRetry={() => void match.loadCard()} />
  if (!match.joined || match.editing) return <JoinForm match={match} />

  const decide = async (kind: 'follow' | 'lose') => {
    const outcome = await match.decide(kind)
    // a match shows its moment (MatchMoment): who it is and "Say hello"
    if (outcome === 'queued') platform.showToast(store.language.t.offlineActions.queued)
    // the decision's requests are silent (the queue keeps what the network loses): a refusal is said here
    else if (outcome === 'failed') platform.showToast(match.decideError || store.language.t.common.networkError)
  }
  const undo = async () => {
    const name = match.undoable?.name ?? ''
    // undoing a match closes its conversation: asked first, naming the person
    const ends = match.undoEndsMatch
    if (
      ends &&
      !(await platform.confirm(format(t.undoMatchConfirm, { name: ends.name }), {
        confirmText: t.undoMatch,
        cancelText: store.language.t.common.cancel,
      }))
    )
      return
    if (await match.undo()) platform.showToast(format(t.undone, { name }))
  }
  const leave = async () => {
    const yes = await platform.confirm(t.leaveConfirm, {
      confirmText: t.leave,
      cancelText: store.language.t.common.cancel,
    })
    if (!yes) return
    await match.leave()
    platform.showToast(t.leftToast)
  }
  const person = match.current
  const disabled = !match.canDecide

  return (
    <View className='pairs'>
      <MatchMoment match={match} />
      <View className='pairs-bar'>
        <Text className='pairs-bar__left'>{format(t.remainingToday, { count: Math.max(0, match.remaining) })}</Text>
        <View className='pairs-bar__link' role='link' onClick={() => void navigation.to('/pairs/list')}>
          {t.myMatches}
          {match.totalUnread > 0 && <Text className='pairs-badge'>{match.totalUnread}</Text>}
        </View>
      </View>
      {match.stackStatus === 'failed' && <PartFailed onRetry={() => void match.loadStack()} />}
      {match.stackStatus === 'loading' && <LoadingNotice />}
      {match.stackStatus === 'ready' && (
        <View className='pairs-stack'>
          {match.limitReached && (
            <View className='pairs-limit' role='alert'>
              <Text className='pairs-limit__text'>{t.limitReached}</Text>
              <Text className='pairs-limit__when'>
                {format(t.resetsAt, { time: venueClock(Date.parse(match.resetsAt)) })}
              </Text>
            </View>
          )}
          {person ? (
            <PersonCard person={person} />
          ) : (
            !match.limitReached && <Text className='pairs-empty'>{t.noMoreCandidates}</Text>
          )}
          {match.stack.length > 1 && <View className='pairs-stack__next' aria-hidden />}
          {person && (
            <View className='pairs-decide'>
              <View
                className={`pairs-button pairs-button--ghost pairs-decide__lose${disabled ? ' pairs-button--disabled' : ''}`}
                role='button'
                aria-disabled={disabled}
                onClick={() => !disabled && void decide('lose')}
              >
                {t.notInterested}
              </View>
              <View
                className={`pairs-button pairs-button--primary pairs-decide__follow${disabled ? ' pairs-button--disabled' : ''}`}
                role='button'
                aria-disabled={disabled}
                onClick={() => !disabled && void decide('follow')}
              >
                {t.interested}
              </View>
            </View>
          )}
          {match.undoable && (
            <View className='pairs-undo' role='button' onClick={() => void undo()}>
              {t.undo} · {match.undoable.name}
              {match.queuedDecision && ` (${store.language.t.offlineActions.pending})`}
            </View>
          )}
        </View>
      )}
      <View className='pairs-footer'>
        <View className='pairs-footer__link' role='button' onClick={() => match.startEditing()}>
          {t.editCard}
        </View>
        <View className='pairs-footer__link pairs-footer__leave' role='button' onClick={() => void leave()}>
          {t.leave}
        </View>
      </View>
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import type { ImRelation } from '../../../../types/api'
import { useServices } from '../../../app-context'
import { LoadingNotice } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { format } from '../../../i18n'
import { MatchStore, type MatchTab } from '../match-store'
import { useLiveRelations } from '../use-live-relations'
import { messageTime } from '../venue-time'
import { askBlockOrReport } from './ask-block-or-report'
import { JoinForm } from './join-form'
import { MatchMoment } from './match-moment'
import './pairs.scss'
import '../words'

const TABS: MatchTab[] = ['mutual', 'interestedInMe', 'mine']

/**
 * /pairs/list: mutual matches, who is interested in me, whom I marked — each tab with its count
 * (unread messages on matches), follow / cancel from each row, a match's conversation (or, with
 * chat off, their business card). Updates arrive over the chat socket, else by polling.
 */
export const ListView = observer(function ListView() {
  const { store, api, platform, navigation } = useServices()
  const t = store.language.t.pairs
  const [match] = useState(() => new MatchStore(api))
  const ready = store.ui.ready
  const eventCode = store.context.eventCode
  const language = store.language.language

  useEffect(() => {
    if (!ready) return
    void match.loadCard().then(() => {
      if (match.joined) void match.loadRelations()
    })
  }, [ready, eventCode, language, match])

  useLiveRelations(match)

  if (match.cardStatus === 'loading' || match.cardStatus === 'idle') return <LoadingNotice />
  if (match.cardStatus === 'failed') return <PartFailed page onRetry={() => void match.loadCard()} />
  if (!match.joined) return <JoinForm match={match} />

  const tabLabel: Record<MatchTab, string> = {
    mutual: t.tabMutual,
    interestedInMe: t.tabInterestedInMe,
    mine: t.tabMine,
  }
  const empty: Record<MatchTab, string> = {
    mutual: t.emptyMutual,
    interestedInMe: t.emptyInterestedInMe,
    mine: t.emptyMine,
  }
  const chatEnabled = match.chatEnabled
  // a match made here shows its moment (MatchMoment), then the Matches tab
  const follow = async (r: ImRelation) => {
    if ((await match.setFollow(r.personId, true)) === 'match') match.setTab('mutual')
  }
  const cancel = async (r: ImRelation) => {
    // withdrawing from a match ends its conversation too: the question says so
    const question = r.mutual && chatEnabled ? t.cancelMatchConfirm : t.cancelFollowConfirm
    const yes = await platform.confirm(format(question, { name: r.name }), {
      confirmText: t.withdraw,
      cancelText: store.language.t.common.cancel,
    })
    if (yes) await match.setFollow(r.personId, false)
  }
  const blockOrReport = async (r: ImRelation) => {
    const asked = await askBlockOrReport(platform, store.language.t)
    if (asked && !('leading' in asked) && (await match.block(r.personId, asked.report, asked.reason)))
      platform.showToast(asked.report ? t.reportedToast : t.blockedToast)
  }
  const list = match.listOf(match.tab)

  return (
    <View className='pairs'>
      <MatchMoment match={match} />
      <View className='pairs-tabs' role='tablist'>
        {TABS.map((tab) => (
          <View
            key={tab}
            role='tab'
            aria-selected={match.tab === tab}
            className={`pairs-tabs__tab pairs-tabs__tab--${tab}${match.tab === tab ? ' pairs-tabs__tab--on' : ''}`}
            onClick={() => match.setTab(tab)}
          >
            {tabLabel[tab]}
            {match.badge(tab) > 0 && <Text className='pairs-badge'>{match.badge(tab)}</Text>}
          </View>
        ))}
      </View>
      {!chatEnabled && match.tab === 'mutual' && <Text className='pairs-note'>{t.chatDisabledNote}</Text>}
      {match.relationsStatus === 'failed' && <PartFailed onRetry={() => void match.loadRelations()} />}
      {match.relationsStatus === 'loading' && <LoadingNotice />}
      {match.relationsStatus === 'ready' && list.length === 0 && (
        <View className='pairs-empty-box'>
          <Text className='pairs-empty'>{empty[match.tab]}</Text>
          <View
            className='pairs-button pairs-button--primary'
            role='link'
            onClick={() => void navigation.to('/pairs/insterests')}
          >
            {t.findPeople}
          </View>
        </View>
      )}
      {list.map((r) => (
        <View key={r.personId} className='pairs-row'>
          <View
            className='pairs-row__main'
            role={r.mutual && chatEnabled ? 'link' : undefined}
            onClick={() =>
              r.mutual && chatEnabled && r.conversationId
                ? void navigation.to('/pairs/chat', { conversationId: r.conversationId })
                : undefined
            }
          >
            <View className='pairs-row__top'>
              <Text className='pairs-row__name'>{r.name}</Text>
              {r.unread > 0 && <Text className='pairs-badge'>{r.unread}</Text>}
              {r.lastMessageAt && (
                <Text className='pairs-row__time'>
                  {messageTime(r.lastMessageAt, Date.now(), { yesterday: t.yesterday })}
                </Text>
              )}
            </View>
            <Text className='pairs-row__sub'>
              {r.position} · {r.company}
            </Text>
            {r.mutual && chatEnabled && <Text className='pairs-row__last'>{r.lastMessage ?? t.noMessagesYet}</Text>}
            {r.mutual && !chatEnabled && (
              <View className='pairs-row__card'>
                <Text className='pairs-row__card-title'>{t.businessCard}</Text>
                <Text className='pairs-row__card-line'>
                  {r.name} · {r.position} · {r.company} · {r.country}
                </Text>
                <Text className='pairs-row__card-line'>{r.contact || t.noContactShared}</Text>
              </View>
            )}
          </View>
          <View className='pairs-row__actions'>
            {r.mutual && chatEnabled && r.conversationId && (
              <View
                className='pairs-button pairs-button--primary pairs-row__chat'
                role='button'
                onClick={() => void navigation.to('/pairs/chat', { conversationId: r.conversationId! })}
              >
                {t.openChat}
              </View>
            )}
            {r.followed === 0 && (
              <View
                className='pairs-button pairs-button--primary pairs-row__follow'
                role='button'
                onClick={() => void follow(r)}
              >
                {t.followBack}
              </View>
            )}
            {r.followed === 1 && (
              <View
                className='pairs-button pairs-button--ghost pairs-row__cancel'
                role='button'
                onClick={() => void cancel(r)}
              >
                {t.cancelFollow}
              </View>
            )}
            <View
              className='pairs-row__more'
              role='button'
              aria-label={`${t.block} / ${t.report}`}
              onClick={() => void blockOrReport(r)}
            >
              ···
            </View>
          </View>
        </View>
      ))}
    </View>
  )
})

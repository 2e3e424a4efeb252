import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { MATCH_LIMITS } from '../../../../rules'
import { useServices } from '../../../app-context'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { format } from '../../../i18n'
import { useRouteQuery } from '../../../navigation'
import { ChatStore, type ChatItem } from '../chat-store'
import { MatchStore } from '../match-store'
import { useChatConnection } from '../use-chat-connection'
import { messageTime } from '../venue-time'
import { askBlockOrReport, REPORT_REASONS } from './ask-block-or-report'
import './pairs.scss'
import '../words'
import '../../../i18n/sections/offlineActions'

/** A client id: random, so two devices (or a resend) never collide. */
function newClientId(): string {
  let id = ''
  for (let i = 0; i < 20; i++) id += 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]
  return `${Date.now().toString(36)}-${id}`
}

/**
 * /pairs/chat?conversationId=…: a mutual match's conversation. Newest at the bottom, earlier ones
 * on scrolling up, times in venue time, read receipts; Enter sends; sent messages show at once and
 * wait in a queue while offline; live over the socket, polling while it cannot open.
 */
export const ChatView = observer(function ChatView() {
  const { store, api, platform, navigation } = useServices()
  const t = store.language.t.pairs
  const query = useRouteQuery()
  const conversationId = query.conversationId ?? ''
  const [match] = useState(() => new MatchStore(api))
  const connection = useChatConnection()
  const [chat] = useState(
    () =>
      new ChatStore(
        api,
        store.actions,
        newClientId,
        {
          setTimeout: (fn, ms) => setTimeout(fn, ms),
          clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
        },
        // the list below this page drops its badge at once (the server tells the other devices)
        (id, unread) => connection.announce({ type: 'unread', conversationId: id, unread }),
      ),
  )
  const [draft, setDraft] = useState('')
  const [error, setError] = useState('')
  /** the message whose actions are open (a tap on a message they sent): its client id */
  const [menuFor, setMenuFor] = useState<string | null>(null)
  /** the messages reported from this screen: each once */
  const [reported, setReported] = useState<number[]>([])
  const ready = store.ui.ready
  const language = store.language.language

  // the person's card is in the visitor's language: loaded again on a switch
  useEffect(() => {
    if (!ready || !conversationId) return
    void chat.load(conversationId)
  }, [ready, conversationId, language, chat])

  useEffect(() => {
    if (!ready || !conversationId) return
    void match.loadCard()
    const stop = connection.subscribe(
      (frame) => chat.receive(frame),
      (state) => chat.setLink(state),
    )
    const stopNetwork = platform.onNetworkChange((online) => {
      chat.setOnline(online)
      if (online) connection.reconnectNow()
    })
    return () => {
      stop()
      stopNetwork()
      chat.dispose()
    }
  }, [ready, conversationId, chat, match, connection, platform])

  // an address without its conversation: nothing to show (the lists link with one)
  if (!conversationId) return <NoData />
  if (chat.status === 'loading') return <LoadingNotice />
  if (chat.status === 'failed') return <PartFailed page onRetry={() => void chat.load(conversationId)} />

  const send = () => {
    const rule = chat.send(draft)
    if (rule) {
      setError(format(t.rules[rule], { max: MATCH_LIMITS.chatMessageMaxChars }))
      return
    }
    setError('')
    setDraft('')
  }
  const copyContact = async (contact: string) => {
    await platform.copyText(contact)
    platform.showToast(t.contactCopied)
  }
  const moreActions = async () => {
    const person = chat.person
    if (!person) return
    // the contact they shared for their matches comes first: what a match most often wants
    const contact = chat.contact
    const asked = await askBlockOrReport(
      platform,
      store.language.t,
      contact ? [format(t.copyContact, { contact })] : [],
    )
    if (asked && 'leading' in asked) return void copyContact(contact!)
    if (!asked || !(await match.block(person.personId, asked.report, asked.reason))) return
    platform.showToast(asked.report ? t.reportedToast : t.blockedToast)
    platform.goBack()
  }
  /** a message sent to the visitor can be reported: not one's own, not one the server has no id for */
  const reportable = (m: ChatItem) => !m.fromMe && m.id !== null && m.status === 'sent' && !reported.includes(m.id)
  /**
   * One message to the organiser's moderation queue: a reason (as an RFQ's report), then a
   * confirmation that says the sender is not told who reported it.
   */
  const reportMessage = async (m: ChatItem) => {
    setMenuFor(null)
    if (!reportable(m)) return
    const cancelText = store.language.t.common.cancel
    const at = await platform.chooseAction(
      REPORT_REASONS.map((r) => t.reportReasons[r]),
      { cancelText },
    )
    if (at === undefined) return
    const sure = await platform.confirm(format(t.reportMessageConfirm, { name: chat.person?.name ?? '' }), {
      confirmText: t.report,
      cancelText,
    })
    if (!sure) return
    try {
      await api.reportMessage({ messageId: m.id!, reason: REPORT_REASONS[at]! })
      setReported((ids) => [...ids, m.id!])
      platform.showToast(t.messageReportedToast)
    } catch {
      // shown by the request client
    }
  }
  const now = Date.now()
  const last = chat.items[chat.items.length - 1]
  const lastMineRead = [...chat.items].reverse().find((m) => m.fromMe && m.status === 'sent')

  return (
    <View className='pairs-chat'>
      <View className='pairs-chat__head'>
        <View className='pairs-chat__who'>
          <Text className='pairs-chat__name'>{chat.person?.name}</Text>
          <Text className='pairs-chat__company'>{chat.person?.company}</Text>
          {chat.contact ? (
            <Text className='pairs-chat__contact' userSelect>
              {format(t.contactLine, { contact: chat.contact })}
            </Text>
          ) : null}
        </View>
        {/* a mutual match may propose a meeting (issue 29.2); the server checks the match again */}
        {chat.open && chat.person && (
          <View
            className='pairs-chat__meet'
            role='button'
            data-testid='chat-propose-meeting'
            onClick={() => void navigation.to('/meetings/propose', { personId: chat.person!.personId })}
          >
            {t.proposeMeeting}
          </View>
        )}
        <View className='pairs-chat__more' role='button' aria-label={`${t.block} / ${t.report}`} onClick={moreActions}>
          ···
        </View>
      </View>
      {/* offline: the app's own banner says so, and each waiting message says it will be sent */}
      {chat.online && chat.link === 'polling' && (
        <Text className='pairs-chat__banner pairs-chat__banner--soft'>{t.pollingBanner}</Text>
      )}
      <ScrollView
        className='pairs-chat__messages'
        scrollY
        scrollIntoView={last ? `m-${last.clientId}` : undefined}
        upperThreshold={40}
        onScrollToUpper={() => void chat.loadEarlier()}
      >
        {chat.hasEarlier && (
          <View className='pairs-chat__earlier' role='button' onClick={() => void chat.loadEarlier()}>
            {chat.loadingEarlier ? t.loadingEarlier : t.earlier}
          </View>
        )}
        {chat.items.length === 0 && <Text className='pairs-empty'>{t.noMessagesYet}</Text>}
        {chat.items.map((m) => (
          <View
            key={m.clientId}
            id={`m-${m.clientId}`}
            className={`pairs-msg ${m.fromMe ? 'pairs-msg--mine' : 'pairs-msg--theirs'}${m.status === 'queued' ? ' pairs-msg--queued' : ''}`}
          >
            <Text
              className='pairs-msg__bubble'
              userSelect
              // a message they sent: a tap opens its actions, a long press goes straight to reporting it
              onClick={reportable(m) ? () => setMenuFor(menuFor === m.clientId ? null : m.clientId) : undefined}
              onLongPress={reportable(m) ? () => void reportMessage(m) : undefined}
            >
              {m.content}
            </Text>
            {menuFor === m.clientId && reportable(m) && (
              <View className='pairs-msg__actions'>
                <View
                  className='pairs-msg__action'
                  role='button'
                  data-testid='report-message'
                  onClick={() => void reportMessage(m)}
                >
                  {t.reportMessage}
                </View>
              </View>
            )}
            {m.id !== null && reported.includes(m.id) && (
              <Text className='pairs-msg__reported'>{t.messageReported}</Text>
            )}
            <Text className='pairs-msg__meta'>
              {messageTime(m.createdAt, now, { yesterday: t.yesterday })}
              {m.status === 'sending' && ` · ${t.sending}`}
              {m.status === 'queued' && ` · ${t.queued}`}
              {m.status === 'sent' && m.fromMe === 1 && m.read === 1 && m === lastMineRead && ` · ${t.read}`}
            </Text>
            {m.status === 'failed' && (
              <View className='pairs-msg__failed' role='alert'>
                <Text>
                  {t.failed}
                  {m.error ? `: ${m.error}` : ''}
                </Text>
                <View className='pairs-msg__failed-action' role='button' onClick={() => chat.retry(m.clientId)}>
                  {t.retrySend}
                </View>
                <View className='pairs-msg__failed-action' role='button' onClick={() => chat.discard(m.clientId)}>
                  {store.language.t.offlineActions.delete}
                </View>
              </View>
            )}
          </View>
        ))}
      </ScrollView>
      <Text className='pairs-chat__tz'>{t.venueTime}</Text>
      {chat.open ? (
        <View className='pairs-chat__compose'>
          <Input
            className='pairs-chat__input'
            value={draft}
            placeholder={t.chatPlaceholder}
            confirmType='send'
            maxlength={MATCH_LIMITS.chatMessageMaxChars + 50}
            onInput={(e) => {
              setDraft(e.detail.value)
              if (error) setError('')
            }}
            onConfirm={send}
          />
          <View className='pairs-button pairs-button--primary pairs-chat__send' role='button' onClick={send}>
            {t.send}
          </View>
        </View>
      ) : (
        <Text className='pairs-chat__closed'>{t.conversationClosed}</Text>
      )}
      {error && (
        <View className='pairs-chat__error' role='alert'>
          {error}
        </View>
      )}
    </View>
  )
})

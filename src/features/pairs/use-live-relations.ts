import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { MatchStore } from './match-store'
import { useChatConnection } from './use-chat-connection'

/** How often the lists refresh while the socket is down. */
const LIST_POLL_MS = 5_000

/**
 * Keeps a page's relation lists (and so the unread badges of "My matches") current: over the chat
 * socket while it is open, by polling while it is not, and again whenever the page shows (back
 * from a conversation or any other page). Used by every page that shows those badges.
 */
export function useLiveRelations(match: MatchStore): void {
  const connection = useChatConnection()
  const [polling, setPolling] = useState(false)

  // back from a conversation (or another page): counts may have changed while this page was hidden
  useDidShow(() => {
    if (match.joined && match.relationsStatus === 'ready') void match.loadRelations(true)
  })

  const joined = match.joined
  const chatEnabled = match.chatEnabled
  useEffect(() => {
    if (!joined || !chatEnabled) return
    return connection.subscribe(
      (frame) => {
        if (frame.type === 'message' || frame.type === 'relations' || frame.type === 'closed')
          void match.loadRelations(true)
        // read in the conversation (on this device or another): the badge goes at once
        else if (frame.type === 'unread') match.setUnread(frame.conversationId, frame.unread)
      },
      (state) => setPolling(state === 'polling'),
    )
  }, [joined, chatEnabled, connection, match])
  useEffect(() => {
    if (!joined || (chatEnabled && !polling)) return
    const timer = setInterval(() => void match.loadRelations(true), LIST_POLL_MS)
    return () => clearInterval(timer)
  }, [joined, chatEnabled, polling, match])
}

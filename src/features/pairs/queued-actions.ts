import type { FollowResult, Flag, ImMessage } from '../../../types/api'
import { isText } from '../../stores/action-checks'
import type { ActionQueue } from '../../stores/action-queue'

/** Interested / Not interested on a matchmaking card: the server keeps one decision per person. */
export interface MatchAction {
  kind: 'match'
  personId: string
  to: 'follow' | 'lose'
}

/** A chat message: the client id is the server's idempotency key (one message per sender and id). */
export interface ChatAction {
  kind: 'chat'
  conversationId: string
  clientId: string
  content: string
  createdAt: string
}

export type MatchAnswer = Pick<FollowResult, 'remaining'> & Partial<Pick<FollowResult, 'mutual' | 'conversationId'>>

declare module '../../stores/action-queue' {
  interface QueuedActionKinds {
    match: { action: MatchAction; answer: MatchAnswer }
    chat: { action: ChatAction; answer: ImMessage }
  }
}

/** The requests matchmaking's queued actions need (silent: the queue tells refusals itself). */
export interface PairsActionApi {
  follow(body: { targetPersonId: string; follow: Flag }): Promise<FollowResult>
  lose(body: { targetPersonId: string }): Promise<{ remaining: number }>
  sendChat(body: { conversationId: string; clientId: string; content: string }): Promise<ImMessage>
}

/** The key of a chat message in the queue (its Retry and delete). */
export const chatKey = (clientId: string) => `chat:${clientId}`

/**
 * Matchmaking's queued actions: a decision replaces a waiting one on the same person (Undo takes a
 * waiting one back); chat messages are never merged (the server stores one per client id, so a
 * resend after a lost answer answers the stored message) and one the server refuses stays, marked
 * failed, until the visitor retries or deletes it: nothing typed is lost.
 */
export function registerPairsActions(queue: ActionQueue, api: PairsActionApi): void {
  queue.register('match', {
    about: (a) => a.personId,
    merge: 'replace',
    isValid: (e) => isText(e.personId, 200) && (e.to === 'follow' || e.to === 'lose'),
    send: (a) =>
      a.to === 'follow'
        ? api.follow({ targetPersonId: a.personId, follow: 1 })
        : api.lose({ targetPersonId: a.personId }),
  })
  queue.register('chat', {
    about: (a) => a.clientId,
    merge: 'never',
    keepRefused: true,
    isValid: (e) =>
      isText(e.conversationId, 200) && isText(e.clientId, 64) && isText(e.content) && isText(e.createdAt, 64),
    send: (a) => api.sendChat({ conversationId: a.conversationId, clientId: a.clientId, content: a.content }),
  })
}

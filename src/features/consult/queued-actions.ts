import type { Flag, Id } from '../../../types/api'
import { isFlag } from '../../stores/action-checks'
import type { ActionQueue } from '../../stores/action-queue'

/** "Interested" on an RFQ of the enquiry pool: a flag, set to a value, so a resend changes nothing. */
export interface LikeAction {
  kind: 'rfqLike'
  id: Id
  from: Flag
  to: Flag
}

export type LikeAnswer = { liked: Flag; interestedCount: number }

declare module '../../stores/action-queue' {
  interface QueuedActionKinds {
    rfqLike: { action: LikeAction; answer: LikeAnswer }
  }
}

/** The request the pool's queued action needs (silent: the queue tells refusals itself). */
export interface ConsultActionApi {
  likeEnquiry(body: { id: Id; like: Flag }): Promise<LikeAnswer>
}

/** The enquiry pool's queued action: a like made offline is kept on the device and sent later. */
export function registerConsultActions(queue: ActionQueue, api: ConsultActionApi): void {
  queue.register('rfqLike', {
    about: (a) => a.id,
    merge: 'flag',
    isValid: (e) => Number.isSafeInteger(e.id) && isFlag(e.from) && isFlag(e.to),
    send: (a) => api.likeEnquiry({ id: a.id, like: a.to }),
  })
}

import type { FollowResult, ImRelation, MatchCandidate, MatchingUserResult, MyMatchCard } from '../../../../types/api'
import { ApiError } from '../../../services/api/client'
import { memoryStorage } from '../../../../test-support/fakes'
import { registeredQueue, type ActionApi } from '../../../../test-support/render-with-services'
import { MatchStore, type MatchApi } from '../match-store'

const person = (n: number): MatchCandidate => ({
  personId: `p_${n}`,
  name: `Person ${n}`,
  company: 'Co',
  position: 'Buyer',
  avatar: '',
  country: 'CN',
  interests: ['Machinery'],
  role: 'exhibitor',
  lookingFor: '',
  sharedInterests: ['Machinery'],
  complementary: true,
})
const relation = (n: number, over: Partial<ImRelation>): ImRelation => ({
  ...person(n),
  followed: 0,
  followedBy: 0,
  mutual: false,
  conversationId: null,
  contact: null,
  unread: 0,
  lastMessage: null,
  lastMessageAt: null,
  ...over,
})
const card: MyMatchCard = {
  joined: true,
  personId: 'p_me',
  card: null,
  chatEnabled: true,
  interestChoices: [{ id: 1, label: 'Machinery' }],
}

/** A server with a daily limit, as the API answers it. */
function fakeApi(limit = 2) {
  let used = 0
  let pool = [1, 2, 3, 4].map(person)
  const decided: string[] = []
  const api: MatchApi & { relationsAnswer: ImRelation[] } = {
    relationsAnswer: [],
    getMyMatchCard: async () => card,
    joinMatching: async () => card,
    leaveMatching: async () => ({ ...card, joined: false }),
    getMatchingUsers: async (): Promise<MatchingUserResult> => ({
      list: pool.filter((p) => !decided.includes(p.personId)),
      remaining: limit - used,
      dailyLimit: limit,
      resetsAt: '2026-04-16T16:00:00.000Z',
      undoable: null,
    }),
    loseInterested: async ({ targetPersonId }) => {
      if (used >= limit)
        throw new ApiError('The current number of matches has reached the maximum number of days', 'business', {}, 429)
      used++
      decided.push(targetPersonId)
      return { remaining: limit - used }
    },
    followOrCancel: async ({ targetPersonId, follow }): Promise<FollowResult> => {
      if (follow && used >= limit)
        throw new ApiError('The current number of matches has reached the maximum number of days', 'business', {}, 429)
      if (follow) {
        used++
        decided.push(targetPersonId)
      }
      return { followed: follow, mutual: targetPersonId === 'p_2', remaining: limit - used, conversationId: null }
    },
    undoMatchDecision: async ({ targetPersonId }) => {
      used--
      decided.splice(decided.indexOf(targetPersonId), 1)
      pool = [...pool]
      return { remaining: limit - used }
    },
    getImRelationList: async () => api.relationsAnswer,
    blockPerson: async () => ({ blocked: true }),
  }
  return api
}

describe('MatchStore', () => {
  it('counts decisions down, disables them at the limit until UTC+8 midnight, and undo gives one back', async () => {
    let now = Date.UTC(2026, 3, 16, 2)
    const store = new MatchStore(fakeApi(2), () => now)
    await store.loadStack()
    expect(store.remaining).toBe(2)
    expect(store.current?.personId).toBe('p_1')
    expect(await store.decide('lose')).toBe('done')
    expect(store.current?.personId).toBe('p_2')
    expect(await store.decide('follow')).toBe('match')
    expect(store.remaining).toBe(0)
    expect(store.limitReached).toBe(true)
    expect(store.canDecide).toBe(false)
    expect(await store.decide('follow')).toBe('limit')
    expect(store.undoable).toEqual({ personId: 'p_2', name: 'Person 2', decision: 'follow' })
    expect(await store.undo()).toBe(true)
    expect(store.remaining).toBe(1)
    expect(store.current?.personId).toBe('p_2')
    expect(store.limitReached).toBe(false)
    await store.decide('follow')
    expect(store.limitReached).toBe(true)
    // midnight in UTC+8: the limit no longer holds (the view reloads the stack)
    now = Date.UTC(2026, 3, 16, 16)
    expect(store.renewed).toBe(true)
    expect(store.limitReached).toBe(false)
  })

  it('a 429 from the server (another device used the day) shows the limit', async () => {
    const api = fakeApi(1)
    const store = new MatchStore(api, () => Date.UTC(2026, 3, 16, 2))
    await store.loadStack()
    await api.loseInterested({ targetPersonId: 'p_4' }) // elsewhere
    expect(await store.decide('follow')).toBe('limit')
    expect(store.remaining).toBe(0)
    expect(store.limitReached).toBe(true)
  })

  it('splits relations into three tabs with unread counts and badges', async () => {
    const api = fakeApi()
    api.relationsAnswer = [
      relation(1, { followed: 1, followedBy: 1, mutual: true, unread: 2, conversationId: 'c_1' }),
      relation(2, { followed: 1, followedBy: 1, mutual: true, unread: 3, conversationId: 'c_2' }),
      relation(3, { followedBy: 1 }),
      relation(4, { followed: 1 }),
    ]
    const store = new MatchStore(api)
    await store.loadRelations()
    expect(store.mutual.map((r) => r.personId)).toEqual(['p_1', 'p_2'])
    expect(store.interestedInMe.map((r) => r.personId)).toEqual(['p_3'])
    expect(store.mine.map((r) => r.personId)).toEqual(['p_4'])
    expect(store.badge('mutual')).toBe(5)
    expect(store.badge('interestedInMe')).toBe(1)
    expect(store.badge('mine')).toBe(0)
    store.setUnread('c_2', 0)
    expect(store.totalUnread).toBe(2)
    store.setTab('mine')
    expect(store.listOf(store.tab)).toHaveLength(1)
  })

  it('refuses a card by the shared rules and keeps what was typed', async () => {
    const store = new MatchStore(fakeApi())
    store.setField('company', 'Acme')
    expect(await store.saveCard()).toBe(false)
    expect(store.formError).toBe('nameRequired')
    expect(store.form.company).toBe('Acme')
    store.setField('name', 'A')
    store.setField('position', 'B')
    store.setField('country', 'C')
    store.toggleInterest(1)
    // shown to others only with the separate consent (issue 23)
    expect(await store.saveCard()).toBe(false)
    expect(store.consentMissing).toBe(true)
    store.setShareProfile(true)
    expect(await store.saveCard()).toBe(true)
  })

  it('refuses a 7th interest where it is tapped and keeps the six (issue 22 item 11)', () => {
    const store = new MatchStore(fakeApi())
    for (let id = 1; id <= 6; id++) expect(store.toggleInterest(id)).toBeNull()
    expect(store.toggleInterest(7)).toBe('interestsMax')
    expect(store.form.interests).toEqual([1, 2, 3, 4, 5, 6])
    expect(store.formError).toBe('interestsMax')
    // un-choosing one frees a place
    expect(store.toggleInterest(1)).toBeNull()
    expect(store.toggleInterest(7)).toBeNull()
    expect(store.form.interests).toEqual([2, 3, 4, 5, 6, 7])
  })

  it('a decision kept offline survives a reload: its card stays gone, counted, undoable without a request', async () => {
    const api = fakeApi(5)
    const net = { online: false }
    const sent: string[] = []
    const actionApi: ActionApi = {
      remind: async () => ({ remind: 0, leadMinutes: 15 }),
      likeEnquiry: async () => ({ liked: 0, interestedCount: 0 }),
      follow: async ({ targetPersonId, follow }) => {
        sent.push(`follow:${targetPersonId}`)
        return api.followOrCancel({ targetPersonId, follow })
      },
      lose: async ({ targetPersonId }) => {
        sent.push(`lose:${targetPersonId}`)
        return api.loseInterested({ targetPersonId })
      },
      sendChat: async () => {
        throw new Error('no chat here')
      },
    }
    const storage = memoryStorage()
    const queueOn = () => {
      const queue = registeredQueue(storage, actionApi, {
        online: () => net.online,
        notify: () => undefined,
        words: () => ({ refused: '{reason}', synced: 'synced' }),
      })
      queue.useVisitor('v1')
      return queue
    }
    const first = new MatchStore(api, undefined, async () => queue1)
    const queue1 = queueOn()
    await first.loadStack()
    expect(await first.decide('follow')).toBe('queued')
    expect(first.current?.personId).toBe('p_2')
    expect(first.remaining).toBe(4)

    // reloaded, still offline: the stack read again (kept data) still holds Person 1
    const queue2 = queueOn()
    const again = new MatchStore(api, undefined, async () => queue2)
    await again.loadStack()
    expect(again.stack.map((p) => p.personId)).toEqual(['p_2', 'p_3', 'p_4'])
    expect(again.remaining).toBe(4)
    expect(again.queuedDecision?.personId).toBe('p_1')
    expect(again.undoable).toEqual({ personId: 'p_1', name: 'Person 1', decision: 'follow' })
    // Undo takes it back on the device: nothing is ever sent
    expect(await again.undo()).toBe(true)
    expect(again.current?.personId).toBe('p_1')
    expect(again.remaining).toBe(5)
    net.online = true
    await queue2.flush()
    expect(sent).toEqual([])
  })
})

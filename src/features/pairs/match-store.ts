import { makeAutoObservable, runInAction } from 'mobx'
import type {
  FollowResult,
  ImRelation,
  JoinBody,
  MatchCandidate,
  MatchCardInput,
  MatchingUserResult,
  MatchUser,
  MyMatchCard,
  ReportReason,
} from '../../../types/api'
import { MATCH_LIMITS, validateMatchCard, type MatchCardRuleKey } from '../../../rules'
import { ApiError } from '../../services/api/client'
import { isRetryable, LatestRequest } from '../../utils/remote'
import type { ActionQueue, QueuedAction } from '../../stores/action-queue'
import type { MatchAction } from './queued-actions'

/** What the match store needs from the API (the typed endpoints satisfy it; tests pass a fake). */
export interface MatchApi {
  getMyMatchCard(): Promise<MyMatchCard>
  joinMatching(body: JoinBody): Promise<MyMatchCard>
  leaveMatching(): Promise<MyMatchCard>
  getMatchingUsers(q: { pageSize?: number }): Promise<MatchingUserResult>
  loseInterested(body: { targetPersonId: string }): Promise<{ remaining: number }>
  followOrCancel(body: { targetPersonId: string; follow: 0 | 1 }): Promise<FollowResult>
  undoMatchDecision(body: { targetPersonId: string }): Promise<{ remaining: number }>
  getImRelationList(q?: object, silent?: boolean): Promise<ImRelation[]>
  blockPerson(body: { targetPersonId: string; report: 0 | 1; reason?: ReportReason }): Promise<{ blocked: true }>
}

export type MatchTab = 'mutual' | 'interestedInMe' | 'mine'
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** The outcome of a decision, for the view to say (a match, the limit, an error toasted by the client). */
export type DecisionOutcome = 'done' | 'match' | 'limit' | 'failed' | 'queued'

export const EMPTY_CARD: MatchCardInput = {
  name: '',
  company: '',
  position: '',
  country: '',
  interests: [],
  role: 'buyer',
  lookingFor: '',
  contact: '',
}

/** How many candidates are asked for at a time (the stack shows the first; the next is ready). */
const STACK_SIZE = 10

/**
 * Matchmaking for one exhibition: whether the visitor takes part (their card), the recommended
 * stack with today's decisions left, undo, and the three relation lists with their unread counts.
 * `now` is injectable so tests move the clock across the UTC+8 midnight.
 */
export class MatchStore {
  cardStatus: LoadStatus = 'idle'
  me: MyMatchCard | null = null
  /** the form: kept when a save fails (the visitor's typing is never lost) */
  form: MatchCardInput = { ...EMPTY_CARD }
  formError: MatchCardRuleKey | null = null
  /** a server refusal of the form (content check …), in the server's words */
  formServerError: string | null = null
  saving = false
  editing = false
  /**
   * The separate consent to show the card to other attendees (issue 23): asked when joining; a card
   * already shown has it (withdrawing it takes the card out of matchmaking).
   */
  shareProfile = false
  /** joining was tried without that consent */
  consentMissing = false

  stackStatus: LoadStatus = 'idle'
  stack: MatchCandidate[] = []
  remaining = 0
  dailyLimit = 0
  resetsAt = ''
  undoable: MatchingUserResult['undoable'] = null
  deciding = false
  /** the card of the last decision while it waits for the network (Undo takes it back from the queue) */
  queuedDecision: MatchCandidate | null = null
  /** why the last decision failed (the server's words, or the network's), for the view to say */
  decideError = ''
  /**
   * The match just made (issue 22 item 5): who it is and their conversation, shown until the
   * visitor says hello or keeps browsing. A moment, not a toast over the next person's card.
   */
  matched: { person: MatchCandidate | MatchUser; conversationId: string | null } | null = null

  relationsStatus: LoadStatus = 'idle'
  relations: ImRelation[] = []
  tab: MatchTab = 'mutual'
  private readonly latestStack = new LatestRequest()
  private readonly latestRelations = new LatestRequest()

  constructor(
    private readonly api: MatchApi,
    private readonly now: () => number = () => Date.now(),
    /**
     * the visitor's action queue (stores/action-queue.ts): decisions go through it, so one made
     * offline is kept and sent when the network is back; without it (tests) they go directly
     */
    private readonly queue?: () => Promise<ActionQueue>,
  ) {
    makeAutoObservable<MatchStore, 'api' | 'now' | 'latestStack' | 'latestRelations' | 'queue'>(this, {
      api: false,
      now: false,
      latestStack: false,
      latestRelations: false,
      queue: false,
    })
  }

  /**
   * Decisions sent later (made offline): the server's count of today's decisions left, and a match
   * they made shows in the lists. Returns the unsubscribe.
   */
  follow(queue: ActionQueue): () => void {
    return queue.subscribe((event) => {
      if (event.action.kind !== 'match') return
      if (this.queuedDecision?.personId === event.action.personId) this.queuedDecision = null
      if (event.type === 'answered' && event.answer.kind === 'match') {
        this.remaining = event.answer.result.remaining
        if (event.answer.result.mutual) void this.loadRelations(true)
      }
    })
  }

  get joined(): boolean {
    return !!this.me?.joined
  }
  get chatEnabled(): boolean {
    return this.me?.chatEnabled ?? true
  }
  get current(): MatchCandidate | undefined {
    return this.stack[0]
  }
  /** today's decisions are used up (until resetsAt, the next midnight in UTC+8) */
  get limitReached(): boolean {
    return this.stackStatus === 'ready' && this.remaining <= 0 && !this.renewed
  }
  /** the day changed since the stack was loaded: the limit no longer holds (the view reloads) */
  get renewed(): boolean {
    return !!this.resetsAt && this.now() >= Date.parse(this.resetsAt)
  }
  get canDecide(): boolean {
    return !!this.current && !this.limitReached && !this.deciding
  }

  get mutual(): ImRelation[] {
    return this.relations.filter((r) => r.mutual)
  }
  get interestedInMe(): ImRelation[] {
    return this.relations.filter((r) => !r.mutual && r.followedBy === 1)
  }
  get mine(): ImRelation[] {
    return this.relations.filter((r) => !r.mutual && r.followed === 1)
  }
  listOf(tab: MatchTab): ImRelation[] {
    return tab === 'mutual' ? this.mutual : tab === 'interestedInMe' ? this.interestedInMe : this.mine
  }
  /**
   * A tab's badge: unread messages for matches, people waiting for an answer in "interested in me"
   * (new to the visitor until they decide), nothing for the visitor's own marks.
   */
  badge(tab: MatchTab): number {
    if (tab === 'mutual') return this.mutual.reduce((n, r) => n + r.unread, 0)
    if (tab === 'interestedInMe') return this.interestedInMe.length
    return 0
  }
  get totalUnread(): number {
    return this.badge('mutual')
  }

  setTab(tab: MatchTab): void {
    this.tab = tab
  }
  setField<K extends keyof MatchCardInput>(key: K, value: MatchCardInput[K]): void {
    this.form = { ...this.form, [key]: value }
    this.formError = null
    this.formServerError = null
  }
  /**
   * Chooses or un-chooses an interest. One more than MATCH_LIMITS.maxInterests is refused where it
   * is tapped ('interestsMax', said by the form), not only when the card is saved (issue 22 item 11).
   */
  toggleInterest(id: number): 'interestsMax' | null {
    const has = this.form.interests.includes(id)
    if (!has && this.form.interests.length >= MATCH_LIMITS.maxInterests) {
      this.formError = 'interestsMax'
      return 'interestsMax'
    }
    this.setField('interests', has ? this.form.interests.filter((x) => x !== id) : [...this.form.interests, id])
    return null
  }
  startEditing(): void {
    if (this.me?.card) this.form = { ...this.me.card }
    this.editing = true
  }
  stopEditing(): void {
    this.editing = false
  }

  async loadCard(): Promise<void> {
    if (this.cardStatus !== 'ready') this.cardStatus = 'loading'
    try {
      const me = await this.api.getMyMatchCard()
      runInAction(() => {
        this.me = me
        if (me.card && !this.editing) this.form = { ...me.card }
        this.cardStatus = 'ready'
      })
    } catch {
      runInAction(() => (this.cardStatus = 'failed'))
    }
  }

  setShareProfile(share: boolean): void {
    this.shareProfile = share
    if (share) this.consentMissing = false
  }

  /** Joins (or saves the card); false when a rule or the server refused (the form keeps what was typed). */
  async saveCard(): Promise<boolean> {
    const rule = validateMatchCard(this.form)
    if (rule) {
      this.formError = rule
      return false
    }
    if (!this.joined && !this.shareProfile) {
      this.consentMissing = true
      return false
    }
    this.saving = true
    try {
      const me = await this.api.joinMatching({
        ...this.form,
        name: this.form.name.trim(),
        company: this.form.company.trim(),
        position: this.form.position.trim(),
        country: this.form.country.trim(),
        lookingFor: this.form.lookingFor.trim(),
        contact: this.form.contact.trim(),
        ...(!this.joined && this.shareProfile ? { shareProfile: 1 as const } : {}),
      })
      runInAction(() => {
        this.me = me
        this.shareProfile = false
        this.editing = false
        this.saving = false
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.saving = false
        this.formServerError = error instanceof Error ? error.message : String(error)
      })
      return false
    }
  }

  async leave(): Promise<void> {
    const me = await this.api.leaveMatching()
    runInAction(() => {
      this.me = me
      this.stack = []
      this.relations = []
      this.stackStatus = 'idle'
    })
  }

  async loadStack(): Promise<void> {
    const isLatest = this.latestStack.start()
    if (this.stackStatus !== 'ready') this.stackStatus = 'loading'
    try {
      const res = await this.api.getMatchingUsers({ pageSize: STACK_SIZE })
      const held = await this.heldDecisions()
      if (!isLatest()) return
      runInAction(() => this.applyStack(res, held))
    } catch (error) {
      if (!isLatest()) return
      runInAction(() => {
        // the card was hidden elsewhere (left on another device): show the form again
        if (error instanceof ApiError && error.status === 403 && this.me) this.me = { ...this.me, joined: false }
        this.stackStatus = isRetryable(error) || this.stackStatus !== 'ready' ? 'failed' : this.stackStatus
      })
    }
  }

  /**
   * Decisions kept on the device that still wait for the network (made offline, the page reloaded
   * since): newer than any stack the server gave, which still holds their cards.
   */
  private async heldDecisions(): Promise<Array<QueuedAction & MatchAction>> {
    if (!this.queue) return []
    const queue = await this.queue().catch(() => null)
    return (queue?.entries ?? []).filter(
      (e): e is QueuedAction & MatchAction => e.kind === 'match' && e.waiting && !e.failed,
    )
  }

  private applyStack(res: MatchingUserResult, held: Array<QueuedAction & MatchAction> = []): void {
    // a decision still on the device shows as made: its card gone, counted, the last one undoable
    const decided = new Set(held.map((d) => d.personId))
    this.stack = res.list.filter((p) => !decided.has(p.personId))
    this.remaining = Math.max(0, res.remaining - held.length)
    this.dailyLimit = res.dailyLimit
    this.resetsAt = res.resetsAt
    this.undoable = res.undoable
    this.queuedDecision = null
    const last = held[held.length - 1]
    const person = last && res.list.find((p) => p.personId === last.personId)
    if (last && person) {
      this.undoable = { personId: person.personId, name: person.name, decision: last.to }
      this.queuedDecision = person
    }
    this.stackStatus = 'ready'
  }

  /** Interested (follow) or not interested on the card on top. */
  async decide(kind: 'follow' | 'lose'): Promise<DecisionOutcome> {
    const person = this.current
    if (!person || !this.canDecide) return this.limitReached ? 'limit' : 'failed'
    this.deciding = true
    try {
      let mutual = false
      let queued = false
      let conversationId: string | null = null
      if (this.queue) {
        const answer = await (await this.queue()).act({ kind: 'match', personId: person.personId, to: kind })
        if (answer?.kind === 'match') {
          mutual = !!answer.result.mutual
          conversationId = answer.result.conversationId ?? null
          runInAction(() => (this.remaining = answer.result.remaining))
        } else {
          // kept on the device: counted now, the server's count comes with its answer
          queued = true
          runInAction(() => (this.remaining = Math.max(0, this.remaining - 1)))
        }
      } else if (kind === 'follow') {
        const res = await this.api.followOrCancel({ targetPersonId: person.personId, follow: 1 })
        mutual = res.mutual
        conversationId = res.conversationId
        runInAction(() => (this.remaining = res.remaining))
      } else {
        const res = await this.api.loseInterested({ targetPersonId: person.personId })
        runInAction(() => (this.remaining = res.remaining))
      }
      runInAction(() => {
        this.stack = this.stack.filter((p) => p.personId !== person.personId)
        this.undoable = { personId: person.personId, name: person.name, decision: kind }
        this.queuedDecision = queued ? person : null
        this.deciding = false
        if (mutual) this.matched = { person, conversationId }
      })
      // offline the next cards cannot come: the stack keeps what it has
      if (!queued && this.stack.length < 2 && this.remaining > 0) void this.loadStack()
      if (mutual) void this.loadRelations(true)
      return queued ? 'queued' : mutual ? 'match' : 'done'
    } catch (error) {
      runInAction(() => {
        this.deciding = false
        this.decideError = error instanceof ApiError ? error.message : ''
        // the server's limit (another device used it up): show the limit state
        if (error instanceof ApiError && error.status === 429) this.remaining = 0
      })
      return error instanceof ApiError && error.status === 429 ? 'limit' : 'failed'
    }
  }

  /** The match moment is over (the visitor said hello, or keeps browsing). */
  dismissMatch(): void {
    this.matched = null
  }

  /**
   * The match that undoing today's last decision would end, with its conversation: undo then asks
   * first (it closes the chat too). Null when the last decision made no match.
   */
  get undoEndsMatch(): { name: string } | null {
    const last = this.undoable
    if (!last || last.decision !== 'follow') return null
    // the match just made (its lists may still be on their way), or one the lists know
    if (this.matched?.person.personId === last.personId) return { name: last.name }
    return this.relations.some((r) => r.personId === last.personId && r.mutual) ? { name: last.name } : null
  }

  /** Takes back today's last decision: the person returns to the top of the stack. */
  async undo(): Promise<boolean> {
    const last = this.undoable
    if (!last) return false
    const kept = this.queuedDecision
    if (
      kept &&
      kept.personId === last.personId &&
      this.queue &&
      (await this.queue()).cancel(`match:${kept.personId}`)
    ) {
      // still on the device: taken back there, nothing is sent
      runInAction(() => {
        this.stack = [kept, ...this.stack.filter((p) => p.personId !== kept.personId)]
        this.remaining += 1
        this.undoable = null
        this.queuedDecision = null
      })
      return true
    }
    try {
      const res = await this.api.undoMatchDecision({ targetPersonId: last.personId })
      runInAction(() => {
        this.remaining = res.remaining
        this.undoable = null
        if (this.matched?.person.personId === last.personId) this.matched = null
      })
      await this.loadStack()
      // the person undone comes first again, wherever the ranking puts them
      runInAction(() => {
        const i = this.stack.findIndex((p) => p.personId === last.personId)
        if (i > 0) this.stack = [this.stack[i]!, ...this.stack.slice(0, i), ...this.stack.slice(i + 1)]
      })
      if (last.decision === 'follow') void this.loadRelations(true)
      return true
    } catch {
      return false
    }
  }

  async loadRelations(silent = false): Promise<void> {
    const isLatest = this.latestRelations.start()
    if (this.relationsStatus !== 'ready') this.relationsStatus = 'loading'
    try {
      const list = await this.api.getImRelationList({}, silent)
      if (!isLatest()) return
      runInAction(() => {
        this.relations = list
        this.relationsStatus = 'ready'
      })
    } catch {
      if (!isLatest()) return
      runInAction(() => {
        if (this.relationsStatus !== 'ready') this.relationsStatus = 'failed'
      })
    }
  }

  /** Follow or cancel from a row of the lists; returns whether it made a match. */
  async setFollow(personId: string, follow: boolean): Promise<DecisionOutcome> {
    try {
      const res = await this.api.followOrCancel({ targetPersonId: personId, follow: follow ? 1 : 0 })
      runInAction(() => {
        this.remaining = res.remaining
        this.relations = this.relations
          .map((r) =>
            r.personId === personId
              ? { ...r, followed: res.followed, mutual: res.mutual, conversationId: res.conversationId }
              : r,
          )
          // cancelling someone who never marked the visitor removes the row
          .filter((r) => r.followed === 1 || r.followedBy === 1)
        const person = this.relations.find((r) => r.personId === personId)
        if (follow && res.mutual && person) this.matched = { person, conversationId: res.conversationId }
      })
      await this.loadRelations(true)
      return res.mutual ? 'match' : 'done'
    } catch (error) {
      return error instanceof ApiError && error.status === 429 ? 'limit' : 'failed'
    }
  }

  /** Blocks (and maybe reports, with a reason) a person: they leave every list at once. */
  async block(personId: string, report: boolean, reason?: ReportReason): Promise<boolean> {
    try {
      await this.api.blockPerson({
        targetPersonId: personId,
        report: report ? 1 : 0,
        ...(report && reason ? { reason } : {}),
      })
      runInAction(() => {
        this.relations = this.relations.filter((r) => r.personId !== personId)
        this.stack = this.stack.filter((p) => p.personId !== personId)
      })
      return true
    } catch {
      return false
    }
  }

  /** The visitor read a conversation (here or on another device): its badge follows without a reload. */
  setUnread(conversationId: string, unread: number): void {
    this.relations = this.relations.map((r) => (r.conversationId === conversationId ? { ...r, unread } : r))
  }
}

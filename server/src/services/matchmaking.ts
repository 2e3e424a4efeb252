import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import type * as C from '../../../types/api.js'
import type { Attendee, Decision, ImMessageRow, MatchRepository } from '../repositories/match.js'
import { tr, type Catalog } from '../repositories/catalog.js'
import type { DirectoryRepository } from '../repositories/directory.js'
import type { ChatBus } from '../plugins/chat-bus.js'
import type { Config } from '../config.js'
import { dayOf, type Clock } from '../lib/clock.js'
import { allAllowed, type ContentCheck } from '../lib/content-check.js'
import { badRequest, forbidden, notFound, tooMany } from '../lib/errors.js'
import { escapeHtml } from '../lib/html.js'
import type { Mailer } from '../lib/mailer.js'

/** Ranking weights (docs/decisions.md, "Matchmaking: ranking"). */
export const RANK = { sharedInterest: 10, complementaryRole: 6, likesYou: 4 } as const

/** What the organiser reads for each reason of a report (zh, en). */
const REPORT_REASONS: Record<C.ReportReason, [string, string]> = {
  spam: ['广告或骚扰信息', 'Spam or advertising'],
  abuse: ['辱骂或不当言论', 'Abusive or inappropriate'],
  fake: ['虚假身份', 'Fake identity'],
  other: ['其他', 'Other'],
}

const COMPLEMENTS: Record<string, string> = { buyer: 'exhibitor', exhibitor: 'buyer' }
const roleOf = (r: string): C.MatchRole => (r === 'buyer' || r === 'exhibitor' ? r : 'other')
export const interestIdsOf = (a: Attendee): number[] => a.interest_ids.split(',').filter(Boolean).map(Number)

interface Deps {
  match: MatchRepository
  chatBus: ChatBus
  directory: DirectoryRepository
  catalog: Catalog
  mailer: Mailer
  contentCheck: ContentCheck
  config: Config
  clock: Clock
}

/**
 * Matchmaking's rules, apart from HTTP (routes/show/match.ts calls them): cards and what others see
 * of them, the daily decision limit (MATCH_DAILY_LIMIT per visitor per day, UTC+8), the ranking of
 * candidates, the content check, the notices to both sides' open sockets, and reports to the
 * organiser.
 */
export class MatchmakingService {
  constructor(private readonly d: Deps) {}

  get dailyLimit(): number {
    return this.d.config.matchDailyLimit
  }
  nowIso(): string {
    return new Date(this.d.clock.now()).toISOString()
  }
  today(): string {
    return dayOf(this.d.clock.now())
  }
  /** The next midnight in UTC+8, when today's decisions renew. */
  resetsAt(): string {
    const shifted = this.d.clock.now() + 8 * 3600_000
    const nextDay = Math.floor(shifted / 86_400_000 + 1) * 86_400_000
    return new Date(nextDay - 8 * 3600_000).toISOString()
  }
  /** The decisions a visitor has left today. */
  async remainingToday(userId: string): Promise<number> {
    return Math.max(0, this.dailyLimit - (await this.d.match.decisionsOn(userId, this.today())))
  }

  /** A card as other visitors see it. */
  user(lang: C.Language, a: Attendee): C.MatchUser {
    return {
      personId: a.public_id,
      name: tr(lang, a.name_zh, a.name_en),
      company: tr(lang, a.company_zh, a.company_en),
      position: tr(lang, a.position_zh, a.position_en),
      avatar: a.avatar,
      country: tr(lang, a.country_zh, a.country_en),
      interests: tr(lang, a.interests_zh, a.interests_en).split(',').filter(Boolean),
      role: roleOf(a.role),
      lookingFor: a.looking_for,
    }
  }
  /** A message as `viewer` sees it. */
  message(m: ImMessageRow, viewer: string, conversationId: string): C.ImMessage {
    return {
      id: Number(m.id),
      clientId: m.client_id ?? `legacy-${m.id}`,
      conversationId,
      fromMe: m.from_user_id === viewer ? 1 : 0,
      content: m.content,
      createdAt: m.created_at,
      read: m.read_at ? 1 : 0,
    }
  }
  /** The attendee an opaque person id names (shown ones only); 'The attendee does not exist' otherwise. */
  async person(personId: string): Promise<Attendee> {
    const a = await this.d.match.attendeeByPublicId(personId)
    if (!a || !a.active) throw notFound('attendeeNotFound')
    return a
  }
  interestChoices(lang: C.Language): C.MatchInterest[] {
    return this.d.directory.categoryTree(lang).map((c) => ({ id: c.id, label: c.label }))
  }

  /** The caller's own card for the exhibition `eventCode` names, when they take part in it. */
  async ownCard(eventCode: string | undefined, userId: string): Promise<Attendee | null> {
    const ex = this.d.catalog.exhibition(eventCode)
    const mine = await this.d.match.attendeeByUser(userId)
    return mine && mine.active && mine.exhibition_id === ex.id ? mine : null
  }
  async requireCard(eventCode: string | undefined, userId: string): Promise<Attendee> {
    const mine = await this.ownCard(eventCode, userId)
    if (!mine) throw forbidden('pairs.joinFirst')
    return mine
  }
  async myCard(lang: C.Language, eventCode: string | undefined, userId: string): Promise<C.MyMatchCard> {
    const mine = await this.ownCard(eventCode, userId)
    return {
      joined: !!mine,
      personId: mine?.public_id ?? null,
      card: mine
        ? {
            name: mine.name_zh,
            company: mine.company_zh,
            position: mine.position_zh,
            country: mine.country_zh,
            interests: interestIdsOf(mine),
            role: roleOf(mine.role),
            lookingFor: mine.looking_for,
            contact: mine.contact,
          }
        : null,
      chatEnabled: this.d.config.chatEnabled,
      interestChoices: this.interestChoices(lang),
    }
  }

  /**
   * Candidates for `mine`, best first: shared interests, a complementary role (buyer ↔ exhibitor)
   * and whether they like the visitor already, each by its RANK weight; ties keep the repository's
   * order. Each with the interests it shares, in `lang`.
   */
  rank(
    lang: C.Language,
    mine: Attendee,
    candidates: Array<Attendee & { likes_me: boolean }>,
    size: number,
  ): C.MatchCandidate[] {
    const mineIds = new Set(interestIdsOf(mine))
    const wanted = COMPLEMENTS[mine.role]
    const ranked = candidates
      .map((a, order) => {
        const shared = interestIdsOf(a).filter((id) => mineIds.has(id)).length
        const complementary = !!wanted && a.role === wanted
        const score =
          shared * RANK.sharedInterest + (complementary ? RANK.complementaryRole : 0) + (a.likes_me ? RANK.likesYou : 0)
        return { a, score, complementary, order }
      })
      .sort((x, y) => y.score - x.score || x.order - y.order)
      .slice(0, size)
    const labels = new Map(this.interestChoices(lang).map((c) => [c.id, c.label]))
    return ranked.map(({ a, complementary }) => ({
      ...this.user(lang, a),
      sharedInterests: interestIdsOf(a)
        .filter((id) => mineIds.has(id))
        .map((id) => labels.get(id) ?? '')
        .filter(Boolean),
      complementary,
    }))
  }

  async checkContent(userId: string, scene: 'card' | 'message', texts: string[]): Promise<void> {
    if (!(await allAllowed(this.d.contentCheck, userId, scene, texts))) throw badRequest('pairs.contentRefused')
  }
  /** Tells these visitors' open sockets that their lists of people changed (best effort). */
  publishRelations(...users: string[]): void {
    void this.d.chatBus.publish({ kind: 'relations', users }).catch(() => {})
  }

  /** Records a decision on an attendee; a new one must fit in today's limit. Returns the decisions left. */
  async decide(userId: string, target: string, decision: Decision): Promise<number> {
    if (target === userId) throw badRequest('matchSelf')
    const remaining = await this.d.match.decide(userId, target, decision, this.today(), this.dailyLimit, this.nowIso())
    if (remaining === 'limit') throw tooMany('matchLimit')
    return remaining
  }
  /** Ends a mutual match's conversation on both sides' screens (an interest withdrawn, a block). */
  async closeConversation(a: string, b: string): Promise<void> {
    const conversationId = await this.d.match.conversationOf(a, b, this.nowIso())
    await this.d.chatBus.publish({ kind: 'closed', conversationId, users: [a, b] }).catch(() => {})
  }

  /**
   * A report reaches the organiser by email (SMTP or the outbox, like booking requests): the
   * reported card as shown to others (opaque person id, name, company) and the reason. Never the
   * reporter: a report names nobody's userId, phone or email. A failed email does not undo the block.
   */
  async reportToOrganiser(log: FastifyBaseLogger, target: Attendee, reason: C.ReportReason): Promise<void> {
    const { catalog, config } = this.d
    // the show of the card (not of the request's query: the block is done whatever it names)
    const editions = catalog.editionsOf(target.exhibition_id)
    const edition = editions.find((e) => e.is_current === 1) ?? editions[editions.length - 1]
    const edName = edition ? catalog.editionName('ZH-CN', edition.id) : ''
    const [reasonZh, reasonEn] = REPORT_REASONS[reason]
    const cell = (zh: string, en: string) => `<td>${escapeHtml(zh)}</td><td>${escapeHtml(en)}</td>`
    try {
      await this.d.mailer.send({
        to: config.organiserEmail,
        subject: `商贸配对举报 Matchmaking report: ${target.public_id}`,
        html: `<p>${escapeHtml(edName)} 一位参与者举报了以下名片并已屏蔽。A participant reported and blocked this card.</p>
<table>
<tr><td>名片编号 Person id</td><td><b>${escapeHtml(target.public_id)}</b></td></tr>
<tr><td>姓名 Name</td>${cell(target.name_zh, target.name_en === target.name_zh ? '' : target.name_en)}</tr>
<tr><td>公司 Company</td>${cell(target.company_zh, target.company_en === target.company_zh ? '' : target.company_en)}</tr>
<tr><td>原因 Reason</td>${cell(reasonZh, reasonEn)}</tr>
<tr><td>时间 Time</td><td>${this.nowIso()}</td></tr>
</table>
<p>名片可在后台按编号查找并下架。Find the card by its id to review or hide it.</p>`,
      })
    } catch (err) {
      log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'report email failed')
    }
    log.info({ reportedPerson: target.public_id, reason }, 'matchmaking: person reported')
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    matchmaking: MatchmakingService
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'matchmaking',
      new MatchmakingService({
        match: fastify.match,
        chatBus: fastify.chatBus,
        directory: fastify.directory,
        catalog: fastify.catalog,
        mailer: fastify.mailer,
        contentCheck: fastify.contentCheck,
        config: fastify.config,
        clock: fastify.clock,
      }),
    )
  },
  // 'sms' is the services plugin: it decorates the mailer too (plugins/services.ts)
  { name: 'matchmaking', dependencies: ['match', 'chat-bus', 'directory', 'catalog', 'sms', 'content-check'] },
)

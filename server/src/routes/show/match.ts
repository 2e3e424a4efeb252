import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import type { Attendee, Decision, ImMessageRow } from '../../repositories/match.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, badRequest, forbidden, notFound, tooMany } from '../../lib/errors.js'
import { visitorOf } from '../../plugins/visitor.js'
import { validateChatMessage, validateMatchCard } from '../../../../rules/index.js'
import { dayOf } from '../../lib/clock.js'
import { userIdOf } from '../../lib/identity.js'
import { tr } from '../../repositories/catalog.js'
import { escapeHtml } from '../../lib/html.js'
import { allAllowed } from '../../lib/content-check.js'
import {
  BlockBody,
  FollowBody,
  ImMessageListQuery,
  ImReadBody,
  ImRelationListQuery,
  ImSendBody,
  JoinBody,
  LoseInterestedBody,
  MatchingUserQuery,
  MyCardQuery,
  UndoBody,
} from '../../schemas/match.js'
import {
  BlockResponse,
  FollowResponse,
  ImMessageListResponse,
  ImReadResponse,
  ImRelationListResponse,
  ImSendResponse,
  JoinResponse,
  LeaveResponse,
  LoseInterestedResponse,
  MatchingUserResponse,
  MyCardResponse,
  UndoResponse,
} from '../../schemas/responses/match.js'

/** Ranking weights (docs/decisions.md, "Matchmaking: ranking"). */
export const RANK = { sharedInterest: 10, complementaryRole: 6, likesYou: 4 } as const

/** A visitor's chat sends: per visitor (not per address: a show's Wi-Fi puts many behind one). */
export const CHAT_SENDS_PER_MINUTE = 30

/** What the organiser reads for each reason of a report (zh, en). */
const REPORT_REASONS: Record<C.ReportReason, [string, string]> = {
  spam: ['广告或骚扰信息', 'Spam or advertising'],
  abuse: ['辱骂或不当言论', 'Abusive or inappropriate'],
  fake: ['虚假身份', 'Fake identity'],
  other: ['其他', 'Other'],
}

const COMPLEMENTS: Record<string, string> = { buyer: 'exhibitor', exhibitor: 'buyer' }
const roleOf = (r: string): C.MatchRole => (r === 'buyer' || r === 'exhibitor' ? r : 'other')
const idsOf = (a: Attendee): number[] => a.interest_ids.split(',').filter(Boolean).map(Number)

/**
 * show: matchmaking. A visitor takes part with a card (join / leave); each new decision on a person
 * (interested = follow, or not interested) counts towards MATCH_DAILY_LIMIT per visitor per day
 * (UTC+8); changing an earlier decision does not, and a decision undone the same day no longer
 * counts. Mutual interest opens a conversation (or, with CHAT_ENABLED=false, shows each other's
 * business card). Seeded attendees with follows_back = 1 follow back, so mutual interest can be shown.
 */
export default async function matchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { match, chatBus, config } = fastify
  const limit = config.matchDailyLimit
  const nowIso = () => new Date(fastify.clock.now()).toISOString()
  const today = () => dayOf(fastify.clock.now())
  /** The next midnight in UTC+8, when today's decisions renew. */
  const resetsAt = () => {
    const shifted = fastify.clock.now() + 8 * 3600_000
    const nextDay = Math.floor(shifted / 86_400_000 + 1) * 86_400_000
    return new Date(nextDay - 8 * 3600_000).toISOString()
  }

  const user = (lang: C.Language, a: Attendee): C.MatchUser => ({
    personId: a.public_id,
    name: tr(lang, a.name_zh, a.name_en),
    company: tr(lang, a.company_zh, a.company_en),
    position: tr(lang, a.position_zh, a.position_en),
    avatar: a.avatar,
    country: tr(lang, a.country_zh, a.country_en),
    interests: tr(lang, a.interests_zh, a.interests_en).split(',').filter(Boolean),
    role: roleOf(a.role),
    lookingFor: a.looking_for,
  })
  /** A message as `viewer` sees it. */
  const message = (m: ImMessageRow, viewer: string, conversationId: string): C.ImMessage => ({
    id: Number(m.id),
    clientId: m.client_id ?? `legacy-${m.id}`,
    conversationId,
    fromMe: m.from_user_id === viewer ? 1 : 0,
    content: m.content,
    createdAt: m.created_at,
    read: m.read_at ? 1 : 0,
  })
  /** The attendee an opaque person id names (shown ones only); 'The attendee does not exist' otherwise. */
  const person = async (personId: string): Promise<Attendee> => {
    const a = await match.attendeeByPublicId(personId)
    if (!a || !a.active) throw notFound('attendeeNotFound')
    return a
  }
  const interestChoices = (lang: C.Language): C.MatchInterest[] =>
    fastify.directory.categoryTree(lang).map((c) => ({ id: c.id, label: c.label }))

  /** The caller's own card for the exhibition of the request, when they take part in it. */
  const ownCard = async (req: FastifyRequest, userId: string): Promise<Attendee | null> => {
    const ex = fastify.catalog.exhibition((req.query as { eventCode?: string }).eventCode)
    const mine = await match.attendeeByUser(userId)
    return mine && mine.active && mine.exhibition_id === ex.id ? mine : null
  }
  const requireCard = async (req: FastifyRequest, userId: string): Promise<Attendee> => {
    const mine = await ownCard(req, userId)
    if (!mine) throw forbidden('pairs.joinFirst')
    return mine
  }
  const myCard = async (req: FastifyRequest, userId: string): Promise<C.MyMatchCard> => {
    const mine = await ownCard(req, userId)
    return {
      joined: !!mine,
      personId: mine?.public_id ?? null,
      card: mine
        ? {
            name: mine.name_zh,
            company: mine.company_zh,
            position: mine.position_zh,
            country: mine.country_zh,
            interests: idsOf(mine),
            role: roleOf(mine.role),
            lookingFor: mine.looking_for,
            contact: mine.contact,
          }
        : null,
      chatEnabled: config.chatEnabled,
      interestChoices: interestChoices(req.lang),
    }
  }
  const checkContent = async (userId: string, scene: 'card' | 'message', texts: string[]) => {
    if (!(await allAllowed(fastify.contentCheck, userId, scene, texts))) throw badRequest('pairs.contentRefused')
  }
  const publishRelations = (...users: string[]) => void chatBus.publish({ kind: 'relations', users }).catch(() => {})

  /** Records a decision on an attendee; a new one must fit in today's limit. Returns the decisions left. */
  const decide = async (userId: string, target: string, decision: Decision): Promise<number> => {
    if (target === userId) throw badRequest('matchSelf')
    const remaining = await match.decide(userId, target, decision, today(), limit, nowIso())
    if (remaining === 'limit') throw tooMany('matchLimit')
    return remaining
  }
  /** Ends a mutual match's conversation on both sides' screens (an interest withdrawn, a block). */
  const closeConversation = async (a: string, b: string) => {
    const conversationId = await match.conversationOf(a, b, nowIso())
    await chatBus.publish({ kind: 'closed', conversationId, users: [a, b] }).catch(() => {})
  }

  /**
   * A report reaches the organiser by email (SMTP or the outbox, like booking requests): the
   * reported card as shown to others (opaque person id, name, company) and the reason. Never the
   * reporter: a report names nobody's userId, phone or email. A failed email does not undo the block.
   */
  const reportToOrganiser = async (req: FastifyRequest, target: Attendee, reason: C.ReportReason) => {
    // the show of the card (not of the request's query: the block is done whatever it names)
    const editions = fastify.catalog.editionsOf(target.exhibition_id)
    const edition = editions.find((e) => e.is_current === 1) ?? editions[editions.length - 1]
    const edName = edition ? fastify.catalog.editionName('ZH-CN', edition.id) : ''
    const [reasonZh, reasonEn] = REPORT_REASONS[reason]
    const cell = (zh: string, en: string) => `<td>${escapeHtml(zh)}</td><td>${escapeHtml(en)}</td>`
    try {
      await fastify.mailer.send({
        to: config.organiserEmail,
        subject: `商贸配对举报 Matchmaking report: ${target.public_id}`,
        html: `<p>${escapeHtml(edName)} 一位参与者举报了以下名片并已屏蔽。A participant reported and blocked this card.</p>
<table>
<tr><td>名片编号 Person id</td><td><b>${escapeHtml(target.public_id)}</b></td></tr>
<tr><td>姓名 Name</td>${cell(target.name_zh, target.name_en === target.name_zh ? '' : target.name_en)}</tr>
<tr><td>公司 Company</td>${cell(target.company_zh, target.company_en === target.company_zh ? '' : target.company_en)}</tr>
<tr><td>原因 Reason</td>${cell(reasonZh, reasonEn)}</tr>
<tr><td>时间 Time</td><td>${nowIso()}</td></tr>
</table>
<p>名片可在后台按编号查找并下架。Find the card by its id to review or hide it.</p>`,
      })
    } catch (err) {
      req.log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'report email failed')
    }
    req.log.info({ reportedPerson: target.public_id, reason }, 'matchmaking: person reported')
  }

  app.get(
    '/api/v5/match/myCard',
    { preHandler: fastify.requireVisitor, schema: { querystring: MyCardQuery, response: MyCardResponse } },
    async (req): Promise<C.MyCardResponse> => ok(await myCard(req, visitorOf(req))),
  )

  app.post(
    '/api/v5/match/join',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: JoinBody, response: JoinResponse },
    },
    async (req): Promise<C.JoinResponse> => {
      const userId = visitorOf(req)
      const body = req.body
      const rule = validateMatchCard(body)
      if (rule) throw badRequest(`pairs.${rule}`)
      const ex = fastify.catalog.exhibition(req.query.eventCode)
      const ids = [...new Set(body.interests)]
      const zh = new Map(fastify.directory.categoryTree('ZH-CN').map((c) => [c.id, c.label]))
      const en = new Map(fastify.directory.categoryTree('EN').map((c) => [c.id, c.label]))
      if (ids.some((id) => !zh.has(id))) throw badRequest('pairs.interestUnknown')
      const texts = [body.name, body.company, body.position, body.country, body.lookingFor, body.contact].map((t) =>
        t.trim(),
      )
      await checkContent(userId, 'card', texts)
      // others see the card only with the visitor's separate consent (PIPL Art. 23), recorded first
      if (body.shareProfile === 1) {
        let version = body.policyVersion
        if (version !== undefined && !(await fastify.privacy.policyExists(version)))
          throw badRequest('consentPolicyUnknown')
        version ??= (await fastify.privacy.currentPolicy())?.version
        if (version === undefined) throw notFound('policyNotFound')
        await fastify.privacy.grant(userId, 'match_profile', '', version, nowIso())
      } else if (!(await fastify.privacy.active(userId, 'match_profile')))
        throw badRequest('consentMatchProfileRequired')
      const [name, company, position, country, lookingFor, contact] = texts as [
        string,
        string,
        string,
        string,
        string,
        string,
      ]
      await match.join(userId, ex.id, {
        name,
        company,
        position,
        country,
        role: body.role,
        interestIds: ids,
        interestsZh: ids.map((id) => zh.get(id)).join(','),
        interestsEn: ids.map((id) => en.get(id)).join(','),
        lookingFor,
        contact,
      })
      const { following, followers } = await match.relations(userId)
      publishRelations(...following, ...followers)
      return ok(await myCard(req, userId))
    },
  )

  app.post(
    '/api/v5/match/leave',
    {
      preHandler: fastify.requireVisitor,
      // nothing to send: the visitor is the session's
      schema: { querystring: CommonQuery, body: MyCardQuery, response: LeaveResponse },
    },
    async (req): Promise<C.LeaveResponse> => {
      const userId = visitorOf(req)
      await match.leave(userId)
      const { following, followers } = await match.relations(userId)
      publishRelations(userId, ...following, ...followers)
      return ok(await myCard(req, userId))
    },
  )

  app.get(
    '/api/v5/match/matchingUser',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: MatchingUserQuery, response: MatchingUserResponse },
    },
    async (req): Promise<C.MatchingUserResponse> => {
      const userId = visitorOf(req)
      const mine = await requireCard(req, userId)
      const remaining = Math.max(0, limit - (await match.decisionsOn(userId, today())))
      const mineIds = new Set(idsOf(mine))
      const wanted = COMPLEMENTS[mine.role]
      // only cards whose owners' consent stands (privacy, issue 23): the repository asks the consents
      const ranked = (await match.candidates(userId, mine.exhibition_id))
        .map((a, order) => {
          const shared = idsOf(a).filter((id) => mineIds.has(id)).length
          const complementary = !!wanted && a.role === wanted
          const score =
            shared * RANK.sharedInterest +
            (complementary ? RANK.complementaryRole : 0) +
            (a.likes_me ? RANK.likesYou : 0)
          return { a, score, complementary, order }
        })
        .sort((x, y) => y.score - x.score || x.order - y.order)
        .slice(0, req.query.pageSize ?? 10)
      const labels = new Map(interestChoices(req.lang).map((c) => [c.id, c.label]))
      const list = ranked.map(({ a, complementary }) => ({
        ...user(req.lang, a),
        sharedInterests: idsOf(a)
          .filter((id) => mineIds.has(id))
          .map((id) => labels.get(id) ?? '')
          .filter(Boolean),
        complementary,
      }))
      const last = await match.lastDecision(userId, today())
      const lastPerson = last ? (await match.activeAttendees([last.target_user_id]))[0] : undefined
      return ok({
        list,
        remaining,
        dailyLimit: limit,
        resetsAt: resetsAt(),
        undoable:
          last && lastPerson
            ? {
                personId: lastPerson.public_id,
                name: user(req.lang, lastPerson).name,
                decision: last.decision === 'follow' ? 'follow' : 'lose',
              }
            : null,
      })
    },
  )

  app.post(
    '/api/v5/match/loseInterested',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: LoseInterestedBody, response: LoseInterestedResponse },
    },
    async (req): Promise<C.LoseInterestedResponse> => {
      const userId = visitorOf(req)
      await requireCard(req, userId)
      const target = await person(req.body.targetPersonId)
      const wasMutual = await match.mutual(userId, target.user_id)
      const remaining = await decide(userId, target.user_id, 'lose')
      await match.unfollow(userId, target.user_id)
      if (wasMutual) await closeConversation(userId, target.user_id)
      publishRelations(target.user_id)
      return ok({ remaining })
    },
  )

  app.post(
    '/api/v5/match/undo',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: UndoBody, response: UndoResponse },
    },
    async (req): Promise<C.UndoResponse> => {
      const userId = visitorOf(req)
      await requireCard(req, userId)
      const target = await match.attendeeByPublicId(req.body.targetPersonId)
      if (!target) throw notFound('attendeeNotFound')
      const wasMutual = await match.mutual(userId, target.user_id)
      if (!(await match.undo(userId, target.user_id, today()))) throw badRequest('pairs.nothingToUndo')
      if (wasMutual) await closeConversation(userId, target.user_id)
      publishRelations(target.user_id)
      return ok({ remaining: Math.max(0, limit - (await match.decisionsOn(userId, today()))) })
    },
  )

  app.post(
    '/api/followOrCancelFriend.do',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: FollowBody, response: FollowResponse },
    },
    async (req): Promise<C.FollowResponse> => {
      const userId = visitorOf(req)
      await requireCard(req, userId)
      const target = await person(req.body.targetPersonId)
      if (target.user_id === userId) throw badRequest('matchSelf')
      if (await match.isBlocked(userId, target.user_id)) throw forbidden('pairs.blocked')
      let remaining: number
      const wasMutual = await match.mutual(userId, target.user_id)
      if (req.body.follow === 1) {
        remaining = await decide(userId, target.user_id, 'follow')
        await match.follow(userId, target, nowIso())
      } else {
        await match.unfollow(userId, target.user_id)
        remaining = Math.max(0, limit - (await match.decisionsOn(userId, today())))
        if (wasMutual) await closeConversation(userId, target.user_id)
      }
      const mutual = req.body.follow === 1 && (await match.follows(target.user_id, userId))
      const conversationId = mutual ? await match.conversationOf(userId, target.user_id, nowIso()) : null
      publishRelations(target.user_id, ...(mutual ? [userId] : []))
      return ok({ followed: req.body.follow, mutual, remaining, conversationId })
    },
  )

  app.get(
    '/api/getImRelationList.do',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: ImRelationListQuery, response: ImRelationListResponse },
    },
    async (req): Promise<C.ImRelationListResponse> => {
      const userId = visitorOf(req)
      await requireCard(req, userId)
      const { following, followers } = await match.relations(userId)
      const attendees = await match.relationAttendees([...new Set([...following, ...followers])])
      const mutuals = attendees
        .filter((a) => following.has(a.user_id) && followers.has(a.user_id))
        .map((a) => a.user_id)
      // a GET writes nothing: conversations are created when a match forms (followOrCancelFriend);
      // one query each for every row's unread count, conversation and last message
      const [unread, conversations, lastMessages] = await Promise.all([
        match.unreadBySender(userId),
        match.conversationsWith(userId, mutuals),
        config.chatEnabled ? match.lastMessages(userId, mutuals) : Promise.resolve(new Map<string, ImMessageRow>()),
      ])
      const result: C.ImRelation[] = attendees.map((a) => {
        const mutual = following.has(a.user_id) && followers.has(a.user_id)
        const last = mutual ? lastMessages.get(a.user_id) : undefined
        return {
          ...user(req.lang, a),
          followed: following.has(a.user_id) ? 1 : 0,
          followedBy: followers.has(a.user_id) ? 1 : 0,
          mutual,
          conversationId: mutual ? (conversations.get(a.user_id) ?? null) : null,
          contact: mutual ? a.contact : null,
          unread: mutual && config.chatEnabled ? (unread.get(a.user_id) ?? 0) : 0,
          lastMessage: last?.content ?? null,
          lastMessageAt: last?.created_at ?? null,
        }
      })
      // the latest conversations first, then the rest by name
      result.sort(
        (x, y) => (y.lastMessageAt ?? '').localeCompare(x.lastMessageAt ?? '') || x.name.localeCompare(y.name),
      )
      return ok(result)
    },
  )

  /**
   * The conversation a member asks for: 404 when there is none, 403 for anyone else — even with the
   * right id, a third person reads and writes nothing.
   */
  const membership = async (userId: string, conversationId: string) => {
    if (!config.chatEnabled) throw forbidden('pairs.chatDisabled')
    const conv = await match.conversationByPublicId(conversationId)
    if (!conv) throw notFound('pairs.conversationNotFound')
    if (conv.user_a !== userId && conv.user_b !== userId) throw forbidden('pairs.notMember')
    const otherId = conv.user_a === userId ? conv.user_b : conv.user_a
    const other = await match.attendeeByUser(otherId)
    if (!other) throw notFound('pairs.conversationNotFound')
    return { conversationId: conv.public_id, other }
  }
  /** Members may write while they are a mutual match, both take part and neither blocked the other. */
  const isOpen = async (userId: string, other: Attendee) =>
    !!other.active &&
    !!(await match.attendeeByUser(userId))?.active &&
    (await match.mutual(userId, other.user_id)) &&
    !(await match.isBlocked(userId, other.user_id))

  app.get(
    '/api/getImMessageList.do',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: ImMessageListQuery, response: ImMessageListResponse },
    },
    async (req): Promise<C.ImMessageListResponse> => {
      const userId = visitorOf(req)
      const { conversationId, other } = await membership(userId, req.query.conversationId)
      const { rows, hasEarlier } = await match.messages(userId, other.user_id, {
        before: req.query.before,
        after: req.query.after,
        limit: req.query.limit ?? 30,
      })
      const open = await isOpen(userId, other)
      return ok({
        conversationId,
        person: user(req.lang, other),
        messages: rows.map((m) => message(m, userId, conversationId)),
        hasEarlier,
        open,
        // the card's contact goes to matches only: a match undone or a block takes it back
        contact: open && other.contact ? other.contact : null,
      })
    },
  )

  app.post(
    '/api/sendImMessage.do',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: ImSendBody, response: ImSendResponse },
      config: {
        rateLimit: {
          max: CHAT_SENDS_PER_MINUTE,
          timeWindow: 60_000,
          // per visitor; the id is only a bucket name here (requireVisitor checks who it is)
          keyGenerator: (req: FastifyRequest) => `im-send:${userIdOf(req) ?? req.ip}`,
        },
      },
    },
    async (req): Promise<C.ImSendResponse> => {
      const userId = visitorOf(req)
      const rule = validateChatMessage(req.body.content)
      if (rule) throw badRequest(`pairs.${rule}`)
      const content = req.body.content.trim()
      const { conversationId, other } = await membership(userId, req.body.conversationId)
      if (await match.isBlocked(userId, other.user_id)) throw forbidden('pairs.blocked')
      if (!(await isOpen(userId, other))) throw forbidden('notMutual')
      await checkContent(userId, 'message', [content])
      const { row, created } = await match.sendMessage(userId, other.user_id, content, req.body.clientId, nowIso())
      if (row.to_user_id !== other.user_id) throw new ApiError('invalidRequest', 409, 'CLIENT_ID_REUSED')
      if (created) {
        await chatBus
          .publish({
            kind: 'message',
            conversationId,
            id: Number(row.id),
            clientId: req.body.clientId,
            from: userId,
            to: other.user_id,
            content: row.content,
            createdAt: row.created_at,
          })
          .catch((err) => req.log.warn({ err: (err as Error).message }, 'chat bus publish failed'))
      }
      return ok(message(row, userId, conversationId))
    },
  )

  app.post(
    '/api/markImRead.do',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: ImReadBody, response: ImReadResponse },
    },
    async (req): Promise<C.ImReadResponse> => {
      const userId = visitorOf(req)
      const { conversationId, other } = await membership(userId, req.body.conversationId)
      const changed = await match.markRead(userId, other.user_id, req.body.upTo, nowIso())
      const unread = (await match.unreadBySender(userId)).get(other.user_id) ?? 0
      if (changed) {
        await chatBus
          .publish({
            kind: 'read',
            conversationId,
            reader: userId,
            other: other.user_id,
            upTo: req.body.upTo,
            readerUnread: unread,
          })
          .catch(() => {})
      }
      return ok({ unread })
    },
  )

  app.post(
    '/api/v5/match/block',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: BlockBody, response: BlockResponse },
    },
    async (req): Promise<C.BlockResponse> => {
      const userId = visitorOf(req)
      const target = await match.attendeeByPublicId(req.body.targetPersonId)
      if (!target) throw notFound('attendeeNotFound')
      if (target.user_id === userId) throw badRequest('matchSelf')
      const wasMutual = await match.mutual(userId, target.user_id)
      await match.block(userId, target.user_id, req.body.report === 1, nowIso())
      if (req.body.report === 1) await reportToOrganiser(req, target, req.body.reason ?? 'other')
      if (wasMutual) await closeConversation(userId, target.user_id)
      publishRelations(userId, target.user_id)
      return ok({ blocked: true as const })
    },
  )
}

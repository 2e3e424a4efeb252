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
import type { ContentCheck } from '../../lib/content-check.js'
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
export default async function matchRoutes(fastify: FastifyInstance, opts: { contentCheck: ContentCheck }) {
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
    for (const text of texts) {
      if (text && !(await opts.contentCheck.allows({ text, scene, userId }))) throw badRequest('pairs.contentRefused')
    }
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
      const attendees = await match.activeAttendees([...new Set([...following, ...followers])])
      const unread = await match.unreadBySender(userId)
      const result: C.ImRelation[] = []
      for (const a of attendees) {
        const mutual = following.has(a.user_id) && followers.has(a.user_id)
        const last = mutual && config.chatEnabled ? await match.lastMessage(userId, a.user_id) : undefined
        result.push({
          ...user(req.lang, a),
          followed: following.has(a.user_id) ? 1 : 0,
          followedBy: followers.has(a.user_id) ? 1 : 0,
          mutual,
          conversationId: mutual ? await match.conversationOf(userId, a.user_id, nowIso()) : null,
          contact: mutual ? a.contact : null,
          unread: mutual && config.chatEnabled ? (unread.get(a.user_id) ?? 0) : 0,
          lastMessage: last?.content ?? null,
          lastMessageAt: last?.created_at ?? null,
        })
      }
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
      return ok({
        conversationId,
        person: user(req.lang, other),
        messages: rows.map((m) => message(m, userId, conversationId)),
        hasEarlier,
        open: await isOpen(userId, other),
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
      if (changed) {
        await chatBus
          .publish({ kind: 'read', conversationId, reader: userId, other: other.user_id, upTo: req.body.upTo })
          .catch(() => {})
      }
      return ok({ unread: (await match.unreadBySender(userId)).get(other.user_id) ?? 0 })
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
      if (req.body.report === 1) req.log.warn({ reportedPerson: target.public_id }, 'matchmaking: person reported')
      if (wasMutual) await closeConversation(userId, target.user_id)
      publishRelations(userId, target.user_id)
      return ok({ blocked: true as const })
    },
  )
}

import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import type { Attendee, ImMessageRow } from '../../repositories/match.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.js'
import { visitorOf } from '../../plugins/visitor.js'
import { validateChatMessage, validateMatchCard } from '../../../../rules/index.js'
import { userIdOf } from '../../lib/identity.js'
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

/** A visitor's chat sends: per visitor (not per address: a show's Wi-Fi puts many behind one). */
export const CHAT_SENDS_PER_MINUTE = 30

/** The exhibition a request names (its eventCode; the current one when it names none). */
const eventCodeOf = (req: FastifyRequest) => (req.query as { eventCode?: string }).eventCode

/**
 * show: matchmaking. A visitor takes part with a card (join / leave); each new decision on a person
 * (interested = follow, or not interested) counts towards MATCH_DAILY_LIMIT per visitor per day
 * (UTC+8); changing an earlier decision does not, and a decision undone the same day no longer
 * counts. Mutual interest opens a conversation (or, with CHAT_ENABLED=false, shows each other's
 * business card). Seeded attendees with follows_back = 1 follow back, so mutual interest can be shown.
 * The rules are the matchmaking service's (services/matchmaking.ts); these routes read and check
 * the request, call it and the repository, and shape the answer.
 */
export default async function matchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { match, chatBus, config, matchmaking: mm } = fastify
  const nowIso = () => mm.nowIso()
  const today = () => mm.today()

  app.get(
    '/api/v5/match/myCard',
    { preHandler: fastify.requireVisitor, schema: { querystring: MyCardQuery, response: MyCardResponse } },
    async (req): Promise<C.MyCardResponse> => ok(await mm.myCard(req.lang, eventCodeOf(req), visitorOf(req))),
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
      await mm.checkContent(userId, 'card', texts)
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
      mm.publishRelations(...following, ...followers)
      return ok(await mm.myCard(req.lang, eventCodeOf(req), userId))
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
      mm.publishRelations(userId, ...following, ...followers)
      return ok(await mm.myCard(req.lang, eventCodeOf(req), userId))
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
      const mine = await mm.requireCard(eventCodeOf(req), userId)
      const remaining = await mm.remainingToday(userId)
      // only cards whose owners' consent stands (privacy, issue 23): the repository asks the consents
      const candidates = await match.candidates(userId, mine.exhibition_id)
      const list = mm.rank(req.lang, mine, candidates, req.query.pageSize ?? 10)
      const last = await match.lastDecision(userId, today())
      const lastPerson = last ? (await match.activeAttendees([last.target_user_id]))[0] : undefined
      return ok({
        list,
        remaining,
        dailyLimit: mm.dailyLimit,
        resetsAt: mm.resetsAt(),
        undoable:
          last && lastPerson
            ? {
                personId: lastPerson.public_id,
                name: mm.user(req.lang, lastPerson).name,
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
      await mm.requireCard(eventCodeOf(req), userId)
      const target = await mm.person(req.body.targetPersonId)
      const wasMutual = await match.mutual(userId, target.user_id)
      const remaining = await mm.decide(userId, target.user_id, 'lose')
      await match.unfollow(userId, target.user_id)
      if (wasMutual) await mm.closeConversation(userId, target.user_id)
      mm.publishRelations(target.user_id)
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
      await mm.requireCard(eventCodeOf(req), userId)
      const target = await match.attendeeByPublicId(req.body.targetPersonId)
      if (!target) throw notFound('attendeeNotFound')
      const wasMutual = await match.mutual(userId, target.user_id)
      if (!(await match.undo(userId, target.user_id, today()))) throw badRequest('pairs.nothingToUndo')
      if (wasMutual) await mm.closeConversation(userId, target.user_id)
      mm.publishRelations(target.user_id)
      return ok({ remaining: await mm.remainingToday(userId) })
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
      await mm.requireCard(eventCodeOf(req), userId)
      const target = await mm.person(req.body.targetPersonId)
      if (target.user_id === userId) throw badRequest('matchSelf')
      if (await match.isBlocked(userId, target.user_id)) throw forbidden('pairs.blocked')
      let remaining: number
      const wasMutual = await match.mutual(userId, target.user_id)
      if (req.body.follow === 1) {
        remaining = await mm.decide(userId, target.user_id, 'follow')
        await match.follow(userId, target, nowIso())
      } else {
        await match.unfollow(userId, target.user_id)
        remaining = await mm.remainingToday(userId)
        if (wasMutual) await mm.closeConversation(userId, target.user_id)
      }
      const mutual = req.body.follow === 1 && (await match.follows(target.user_id, userId))
      const conversationId = mutual ? await match.conversationOf(userId, target.user_id, nowIso()) : null
      mm.publishRelations(target.user_id, ...(mutual ? [userId] : []))
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
      await mm.requireCard(eventCodeOf(req), userId)
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
          ...mm.user(req.lang, a),
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
        person: mm.user(req.lang, other),
        messages: rows.map((m) => mm.message(m, userId, conversationId)),
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
      await fastify.assertMayPost(userId)
      await mm.checkContent(userId, 'message', [content])
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
      return ok(mm.message(row, userId, conversationId))
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
      if (req.body.report === 1) {
        // kept in the console's moderation queue; the email still tells the organiser at once
        await fastify.organisers.report({
          kind: 'person',
          editionId: null,
          targetId: null,
          reported: target.user_id,
          reporter: userId,
          reason: req.body.reason ?? 'other',
          excerpt: [target.name_zh || target.name_en, target.company_zh || target.company_en]
            .filter(Boolean)
            .join(' · '),
          now: fastify.clock.now(),
        })
        await mm.reportToOrganiser(req.log, target, req.body.reason ?? 'other')
      }
      if (wasMutual) await mm.closeConversation(userId, target.user_id)
      mm.publishRelations(userId, target.user_id)
      return ok({ blocked: true as const })
    },
  )
}

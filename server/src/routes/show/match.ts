import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import type { Attendee, Decision, ImMessageRow } from '../../repositories/match.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, forbidden, notFound, tooMany } from '../../lib/errors.js'
import { visitorOf } from '../../plugins/visitor.js'
import { LIMITS, charCount } from '../../../../rules/index.js'
import { dayOf } from '../../lib/clock.js'
import { tr } from '../../repositories/catalog.js'
import {
  FollowBody,
  ImMessageListQuery,
  ImRelationListQuery,
  ImSendBody,
  LoseInterestedBody,
  MatchingUserQuery,
} from '../../schemas/match.js'
import {
  FollowResponse,
  ImMessageListResponse,
  ImRelationListResponse,
  ImSendResponse,
  LoseInterestedResponse,
  MatchingUserResponse,
} from '../../schemas/responses/match.js'

/**
 * show: matchmaking. Each new decision on a person (interested = follow, or not interested) counts
 * towards MATCH_DAILY_LIMIT per user per day (UTC+8); changing an earlier decision does not.
 * Seeded attendees with follows_back = 1 follow back, so mutual interest (and chat) can be shown.
 */
export default async function matchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { match } = fastify
  const limit = fastify.config.matchDailyLimit
  const nowIso = () => new Date(fastify.clock.now()).toISOString()

  const user = (lang: C.Language, a: Attendee): C.MatchUser => ({
    personId: a.public_id,
    name: tr(lang, a.name_zh, a.name_en),
    company: tr(lang, a.company_zh, a.company_en),
    position: tr(lang, a.position_zh, a.position_en),
    avatar: a.avatar,
    country: tr(lang, a.country_zh, a.country_en),
    interests: tr(lang, a.interests_zh, a.interests_en).split(',').filter(Boolean),
  })
  /** A message as the caller sees it: who the other person is (opaque), and whether the caller wrote it. */
  const message = (m: ImMessageRow, caller: string, other: Attendee): C.ImMessage => ({
    id: m.id,
    personId: other.public_id,
    fromMe: m.from_user_id === caller ? 1 : 0,
    content: m.content,
    createdAt: m.created_at,
  })
  /** The attendee an opaque person id names; 'The attendee does not exist' otherwise. */
  const person = async (personId: string): Promise<Attendee> => {
    const a = await match.attendeeByPublicId(personId)
    if (!a) throw notFound('attendeeNotFound')
    return a
  }

  const today = () => dayOf(fastify.clock.now())

  /** Records a decision on an attendee; a new one must fit in today's limit. Returns the decisions left. */
  const decide = async (userId: string, target: string, decision: Decision): Promise<number> => {
    if (target === userId) throw badRequest('matchSelf')
    const remaining = await match.decide(userId, target, decision, today(), limit, nowIso())
    if (remaining === 'limit') throw tooMany('matchLimit')
    return remaining
  }

  app.get(
    '/api/v5/match/matchingUser',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: MatchingUserQuery, response: MatchingUserResponse },
    },
    async (req): Promise<C.MatchingUserResponse> => {
      const userId = visitorOf(req)
      const ex = fastify.catalog.exhibition(req.query.eventCode)
      const remaining = Math.max(0, limit - (await match.decisionsOn(userId, today())))
      if (remaining === 0) throw tooMany('matchLimit')
      const rows = await match.candidates(userId, ex.id, Math.min(req.query.pageSize ?? 10, remaining))
      return ok({ list: rows.map((a) => user(req.lang, a)), remaining, dailyLimit: limit })
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
      const target = await person(req.body.targetPersonId)
      const remaining = await decide(userId, target.user_id, 'lose')
      await match.unfollow(userId, target.user_id)
      return ok({ remaining })
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
      const target = await person(req.body.targetPersonId)
      let remaining: number
      if (req.body.follow === 1) {
        remaining = await decide(userId, target.user_id, 'follow')
        await match.follow(userId, target, nowIso())
      } else {
        if (target.user_id === userId) throw badRequest('matchSelf')
        await match.unfollow(userId, target.user_id)
        remaining = Math.max(0, limit - (await match.decisionsOn(userId, today())))
      }
      const mutual = req.body.follow === 1 && (await match.follows(target.user_id, userId))
      return ok({ followed: req.body.follow, mutual, remaining })
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
      const { following, followers } = await match.relations(userId)
      const attendees = await match.attendees([...new Set([...following, ...followers])])
      const result: C.ImRelation[] = []
      for (const a of attendees) {
        const last = await match.lastMessage(userId, a.user_id)
        result.push({
          ...user(req.lang, a),
          followed: following.has(a.user_id) ? 1 : 0,
          followedBy: followers.has(a.user_id) ? 1 : 0,
          mutual: following.has(a.user_id) && followers.has(a.user_id),
          lastMessage: last?.content ?? null,
          lastMessageAt: last?.created_at ?? null,
        })
      }
      return ok(result)
    },
  )

  app.get(
    '/api/getImMessageList.do',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: ImMessageListQuery, response: ImMessageListResponse },
    },
    async (req): Promise<C.ImMessageListResponse> => {
      const userId = visitorOf(req)
      const other = await person(req.query.targetPersonId)
      const rows = await match.conversation(userId, other.user_id)
      return ok(rows.map((m) => message(m, userId, other)))
    },
  )

  app.post(
    '/api/sendImMessage.do',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: ImSendBody, response: ImSendResponse },
    },
    async (req): Promise<C.ImSendResponse> => {
      const userId = visitorOf(req)
      const content = req.body.content.trim()
      if (!content) throw badRequest('messageEmpty')
      if (charCount(content) > LIMITS.chatMessageMaxChars) throw badRequest('messageTooLong')
      const other = await person(req.body.targetPersonId)
      if (!(await match.mutual(userId, other.user_id))) throw forbidden('notMutual')
      return ok(message(await match.sendMessage(userId, other.user_id, content, nowIso()), userId, other))
    },
  )
}

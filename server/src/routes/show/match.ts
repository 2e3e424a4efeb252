import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import type { Attendee, Decision, ImMessageRow } from '../../repositories/match.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, forbidden, notFound, tooMany } from '../../lib/errors.js'
import { visitorOf } from '../../plugins/auth.js'
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
    userId: a.user_id,
    name: tr(lang, a.name_zh, a.name_en),
    company: tr(lang, a.company_zh, a.company_en),
    position: tr(lang, a.position_zh, a.position_en),
    avatar: a.avatar,
    country: tr(lang, a.country_zh, a.country_en),
    interests: tr(lang, a.interests_zh, a.interests_en).split(',').filter(Boolean),
  })
  const message = (m: ImMessageRow): C.ImMessage => ({
    id: m.id,
    fromUserId: m.from_user_id,
    toUserId: m.to_user_id,
    content: m.content,
    createdAt: m.created_at,
  })

  const today = () => dayOf(fastify.clock.now())

  /** Records a decision on an attendee; a new one must fit in today's limit. Returns the decisions left. */
  const decide = async (userId: string, target: string, decision: Decision): Promise<number> => {
    if (target === userId) throw badRequest('matchSelf')
    if (!(await match.attendee(target))) throw notFound('attendeeNotFound')
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
      const remaining = await decide(userId, req.body.targetUserId, 'lose')
      await match.unfollow(userId, req.body.targetUserId)
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
      const target = req.body.targetUserId
      let remaining: number
      if (req.body.follow === 1) {
        remaining = await decide(userId, target, 'follow')
        await match.follow(userId, (await match.attendee(target))!, nowIso())
      } else {
        if (target === userId) throw badRequest('matchSelf')
        await match.unfollow(userId, target)
        remaining = Math.max(0, limit - (await match.decisionsOn(userId, today())))
      }
      const mutual = req.body.follow === 1 && (await match.follows(target, userId))
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
      const rows = await match.conversation(visitorOf(req), req.query.targetUserId)
      return ok(rows.map(message))
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
      const other = req.body.targetUserId
      if (!(await match.mutual(userId, other))) throw forbidden('notMutual')
      return ok(message(await match.sendMessage(userId, other, content, nowIso())))
    },
  )
}

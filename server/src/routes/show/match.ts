import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Selectable } from 'kysely'
import type * as C from '../../../../types/api.js'
import type { AttendeesTable } from '../../db/schema.js'
import { S } from '../../schemas/index.js'
import { R } from '../../schemas/responses.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, forbidden, notFound, tooMany } from '../../lib/errors.js'
import { requireUserId } from '../../lib/identity.js'
import { dayOf } from '../../lib/clock.js'
import { tr } from '../../repositories/catalog.js'

/**
 * show: matchmaking. Each new decision on a person (interested = follow, or not interested) counts
 * towards MATCH_DAILY_LIMIT per user per day (UTC+8); changing an earlier decision does not.
 * Seeded attendees with follows_back = 1 follow back, so mutual interest (and chat) can be shown.
 */
export default async function matchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = fastify.database
  const limit = fastify.config.matchDailyLimit
  const nowIso = () => new Date(fastify.clock.now()).toISOString()

  const user = (lang: C.Language, a: Selectable<AttendeesTable>): C.MatchUser => ({
    userId: a.user_id,
    name: tr(lang, a.name_zh, a.name_en),
    company: tr(lang, a.company_zh, a.company_en),
    position: tr(lang, a.position_zh, a.position_en),
    avatar: a.avatar,
    country: tr(lang, a.country_zh, a.country_en),
    interests: tr(lang, a.interests_zh, a.interests_en).split(',').filter(Boolean),
  })

  const usedToday = async (userId: string) => {
    const row = await db
      .selectFrom('match_decisions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('day', '=', dayOf(fastify.clock.now()))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** Records a decision; a new one must fit in today's limit. Returns the decisions left today. */
  const decide = async (userId: string, target: string, decision: 'follow' | 'lose'): Promise<number> => {
    if (target === userId) throw badRequest('matchSelf')
    const attendee = await db.selectFrom('attendees').select('user_id').where('user_id', '=', target).executeTakeFirst()
    if (!attendee) throw notFound('attendeeNotFound')
    const existing = await db
      .selectFrom('match_decisions')
      .select('decision')
      .where('user_id', '=', userId)
      .where('target_user_id', '=', target)
      .executeTakeFirst()
    const used = await usedToday(userId)
    if (!existing) {
      if (used >= limit) throw tooMany('matchLimit')
      await db
        .insertInto('match_decisions')
        .values({
          user_id: userId,
          target_user_id: target,
          decision,
          day: dayOf(fastify.clock.now()),
          created_at: nowIso(),
        })
        .execute()
      return limit - used - 1
    }
    await db
      .updateTable('match_decisions')
      .set({ decision })
      .where('user_id', '=', userId)
      .where('target_user_id', '=', target)
      .execute()
    return Math.max(0, limit - used)
  }

  app.get(
    '/api/v5/match/matchingUser',
    { schema: { querystring: S.MatchingUserQuery, response: R('MatchingUserResponse') } },
    async (req): Promise<C.MatchingUserResponse> => {
      const userId = requireUserId(req)
      const ex = fastify.catalog.exhibition(req.query.eventCode)
      const remaining = Math.max(0, limit - (await usedToday(userId)))
      if (remaining === 0) throw tooMany('matchLimit')
      const rows = await db
        .selectFrom('attendees')
        .selectAll()
        .where('exhibition_id', '=', ex.id)
        .where('user_id', '!=', userId)
        .where(
          'user_id',
          'not in',
          db.selectFrom('match_decisions').select('target_user_id').where('user_id', '=', userId),
        )
        .orderBy('user_id')
        .limit(Math.min(req.query.pageSize ?? 10, remaining))
        .execute()
      return ok({ list: rows.map((a) => user(req.lang, a)), remaining, dailyLimit: limit })
    },
  )

  app.post(
    '/api/v5/match/loseInterested',
    { schema: { body: S.LoseInterestedBody, response: R('LoseInterestedResponse') } },
    async (req): Promise<C.LoseInterestedResponse> => {
      const userId = requireUserId(req)
      const remaining = await decide(userId, req.body.targetUserId, 'lose')
      await db
        .deleteFrom('follows')
        .where('user_id', '=', userId)
        .where('target_user_id', '=', req.body.targetUserId)
        .execute()
      return ok({ remaining })
    },
  )

  app.post(
    '/api/followOrCancelFriend.do',
    { schema: { body: S.FollowBody, response: R('FollowResponse') } },
    async (req): Promise<C.FollowResponse> => {
      const userId = requireUserId(req)
      const target = req.body.targetUserId
      let remaining: number
      if (req.body.follow === 1) {
        remaining = await decide(userId, target, 'follow')
        await db
          .insertInto('follows')
          .values({ user_id: userId, target_user_id: target, created_at: nowIso() })
          .onConflict((oc) => oc.columns(['user_id', 'target_user_id']).doNothing())
          .execute()
        const a = await db
          .selectFrom('attendees')
          .select('follows_back')
          .where('user_id', '=', target)
          .executeTakeFirst()
        if (a?.follows_back) {
          await db
            .insertInto('follows')
            .values({ user_id: target, target_user_id: userId, created_at: nowIso() })
            .onConflict((oc) => oc.columns(['user_id', 'target_user_id']).doNothing())
            .execute()
        }
      } else {
        if (target === userId) throw badRequest('matchSelf')
        await db.deleteFrom('follows').where('user_id', '=', userId).where('target_user_id', '=', target).execute()
        remaining = Math.max(0, limit - (await usedToday(userId)))
      }
      const back = await db
        .selectFrom('follows')
        .select('user_id')
        .where('user_id', '=', target)
        .where('target_user_id', '=', userId)
        .executeTakeFirst()
      return ok({ followed: req.body.follow, mutual: req.body.follow === 1 && !!back, remaining })
    },
  )

  app.get(
    '/api/getImRelationList.do',
    { schema: { querystring: S.ImRelationListQuery, response: R('ImRelationListResponse') } },
    async (req): Promise<C.ImRelationListResponse> => {
      const userId = requireUserId(req)
      const [out, inc] = await Promise.all([
        db.selectFrom('follows').select('target_user_id as other').where('user_id', '=', userId).execute(),
        db.selectFrom('follows').select('user_id as other').where('target_user_id', '=', userId).execute(),
      ])
      const following = new Set(out.map((r) => r.other))
      const followers = new Set(inc.map((r) => r.other))
      const others = [...new Set([...following, ...followers])]
      if (!others.length) return ok([])
      const attendees = await db
        .selectFrom('attendees')
        .selectAll()
        .where('user_id', 'in', others)
        .orderBy('user_id')
        .execute()
      const result: C.ImRelation[] = []
      for (const a of attendees) {
        const last = await db
          .selectFrom('im_messages')
          .select(['content', 'created_at'])
          .where((eb) =>
            eb.or([
              eb.and([eb('from_user_id', '=', userId), eb('to_user_id', '=', a.user_id)]),
              eb.and([eb('from_user_id', '=', a.user_id), eb('to_user_id', '=', userId)]),
            ]),
          )
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
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
    { schema: { querystring: S.ImMessageListQuery, response: R('ImMessageListResponse') } },
    async (req): Promise<C.ImMessageListResponse> => {
      const userId = requireUserId(req)
      const other = req.query.targetUserId
      const rows = await db
        .selectFrom('im_messages')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('from_user_id', '=', userId), eb('to_user_id', '=', other)]),
            eb.and([eb('from_user_id', '=', other), eb('to_user_id', '=', userId)]),
          ]),
        )
        .orderBy('id')
        .limit(500)
        .execute()
      return ok(
        rows.map((m) => ({
          id: m.id,
          fromUserId: m.from_user_id,
          toUserId: m.to_user_id,
          content: m.content,
          createdAt: m.created_at,
        })),
      )
    },
  )

  app.post(
    '/api/sendImMessage.do',
    { schema: { body: S.ImSendBody, response: R('ImSendResponse') } },
    async (req): Promise<C.ImSendResponse> => {
      const userId = requireUserId(req)
      const content = req.body.content.trim()
      if (!content) throw badRequest('messageEmpty')
      if ([...content].length > 500) throw badRequest('messageTooLong')
      const other = req.body.targetUserId
      const pair = await db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('target_user_id', '=', other)]),
            eb.and([eb('user_id', '=', other), eb('target_user_id', '=', userId)]),
          ]),
        )
        .executeTakeFirstOrThrow()
      if (Number(pair.n) < 2) throw forbidden('notMutual')
      const created = nowIso()
      const res = await db
        .insertInto('im_messages')
        .values({ from_user_id: userId, to_user_id: other, content, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow()
      return ok({ id: Number(res.id), fromUserId: userId, toUserId: other, content, createdAt: created })
    },
  )
}

import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Selectable } from 'kysely'
import type * as C from '../../../../types/api.js'
import type { SessionsTable, SpeakersTable } from '../../db/schema.js'
import { S } from '../../schemas/index.js'
import { R } from '../../schemas/responses.js'
import { ok } from '../../lib/envelope.js'
import { notFound } from '../../lib/errors.js'
import { requireUserId, userIdOf } from '../../lib/identity.js'
import { tr } from '../../repositories/catalog.js'

/** show: sessions (meetings) and speakers; keynote and previous sessions of a speaker; reminders. */
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = fastify.database
  const { catalog } = fastify

  const summary = (lang: C.Language, s: Selectable<SessionsTable>): C.SessionSummary => ({
    id: s.id,
    title: tr(lang, s.title_zh, s.title_en),
    startTime: s.start_time,
    endTime: s.end_time,
    room: tr(lang, s.room_zh, s.room_en),
    isKeynote: s.is_keynote ? 1 : 0,
  })
  const speaker = (lang: C.Language, p: Selectable<SpeakersTable>): C.SpeakerSummary => ({
    personId: p.id,
    name: tr(lang, p.name_zh, p.name_en),
    title: tr(lang, p.title_zh, p.title_en),
    company: tr(lang, p.company_zh, p.company_en),
    avatar: p.avatar,
  })
  const visible = (s: Selectable<SessionsTable>) => {
    const ed = catalog.editions.get(s.edition_id)
    return !!ed && catalog.isViewable(ed)
  }

  app.get(
    '/api/v5/session/getSessionList',
    { schema: { querystring: S.SessionListQuery, response: R('SessionListResponse') } },
    async (req): Promise<C.SessionListResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      const pageNo = req.query.pageNo ?? 1
      const pageSize = req.query.pageSize ?? 20
      let q = db.selectFrom('sessions').where('edition_id', '=', ed.id)
      if (req.query.keynote !== undefined) q = q.where('is_keynote', '=', req.query.keynote)
      const [rows, total] = await Promise.all([
        q
          .selectAll()
          .orderBy('start_time')
          .orderBy('id')
          .limit(pageSize + 1)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return ok({
        list: rows.slice(0, pageSize).map((s) => summary(req.lang, s)),
        total: Number(total.n),
        pageNo,
        pageSize,
        hasMore: rows.length > pageSize,
      })
    },
  )

  app.get(
    '/api/v5/session/getSessionDetail',
    { schema: { querystring: S.SessionDetailQuery, response: R('SessionDetailResponse') } },
    async (req): Promise<C.SessionDetailResponse> => {
      const s = await db.selectFrom('sessions').selectAll().where('id', '=', req.query.id).executeTakeFirst()
      if (!s || !visible(s)) throw notFound('sessionNotFound')
      const userId = userIdOf(req)
      const [speakers, remind] = await Promise.all([
        db
          .selectFrom('speakers')
          .innerJoin('session_speakers', 'session_speakers.speaker_id', 'speakers.id')
          .selectAll('speakers')
          .where('session_speakers.session_id', '=', s.id)
          .orderBy('speakers.id')
          .execute(),
        userId
          ? db
              .selectFrom('session_reminders')
              .select('session_id')
              .where('user_id', '=', userId)
              .where('session_id', '=', s.id)
              .executeTakeFirst()
          : Promise.resolve(undefined),
      ])
      return ok({
        ...summary(req.lang, s),
        description: tr(req.lang, s.desc_zh, s.desc_en),
        eventEditionId: s.edition_id,
        eventEditionName: catalog.editionName(req.lang, s.edition_id),
        speakers: speakers.map((p) => speaker(req.lang, p)),
        remind: remind ? 1 : 0,
      })
    },
  )

  app.get(
    '/api/v5/session/getPersonDetail',
    { schema: { querystring: S.PersonDetailQuery, response: R('PersonDetailResponse') } },
    async (req): Promise<C.PersonDetailResponse> => {
      const p = await db.selectFrom('speakers').selectAll().where('id', '=', req.query.id).executeTakeFirst()
      if (!p) throw notFound('personNotFound')
      const sessions = (
        await db
          .selectFrom('sessions')
          .innerJoin('session_speakers', 'session_speakers.session_id', 'sessions.id')
          .selectAll('sessions')
          .where('session_speakers.speaker_id', '=', p.id)
          .orderBy('sessions.start_time', 'desc')
          .execute()
      ).filter(visible)
      // keynote: keynote sessions of current editions; previous: every session of past editions
      const isCurrent = (s: Selectable<SessionsTable>) => catalog.editions.get(s.edition_id)?.is_current === 1
      return ok({
        ...speaker(req.lang, p),
        introduction: tr(req.lang, p.intro_zh, p.intro_en),
        country: tr(req.lang, p.country_zh, p.country_en),
        keynoteSessions: sessions.filter((s) => isCurrent(s) && s.is_keynote === 1).map((s) => summary(req.lang, s)),
        previousSessions: sessions.filter((s) => !isCurrent(s)).map((s) => summary(req.lang, s)),
      })
    },
  )

  app.post(
    '/api/v5/session/remind',
    { schema: { body: S.SessionRemindBody, response: R('SessionRemindResponse') } },
    async (req): Promise<C.SessionRemindResponse> => {
      const userId = requireUserId(req)
      const s = await db.selectFrom('sessions').selectAll().where('id', '=', req.body.id).executeTakeFirst()
      if (!s || !visible(s)) throw notFound('sessionNotFound')
      if (req.body.remind === 1) {
        await db
          .insertInto('session_reminders')
          .values({ user_id: userId, session_id: s.id, created_at: new Date(fastify.clock.now()).toISOString() })
          .onConflict((oc) => oc.columns(['user_id', 'session_id']).doNothing())
          .execute()
      } else {
        await db.deleteFrom('session_reminders').where('user_id', '=', userId).where('session_id', '=', s.id).execute()
      }
      return ok({ remind: req.body.remind })
    },
  )
}

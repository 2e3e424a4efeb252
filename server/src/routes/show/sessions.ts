import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import type { ConferenceSession, Speaker } from '../../repositories/conference.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { notFound } from '../../lib/errors.js'
import { visitorIdOf, visitorOf } from '../../plugins/visitor.js'
import { tr } from '../../repositories/catalog.js'
import { PersonDetailQuery, SessionDetailQuery, SessionListQuery, SessionRemindBody } from '../../schemas/conference.js'
import {
  PersonDetailResponse,
  SessionDetailResponse,
  SessionListResponse,
  SessionRemindResponse,
} from '../../schemas/responses/conference.js'

/** show: sessions (meetings) and speakers; keynote and previous sessions of a speaker; reminders. */
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, conference } = fastify

  const summary = (lang: C.Language, s: ConferenceSession): C.SessionSummary => ({
    id: s.id,
    title: tr(lang, s.title_zh, s.title_en),
    startTime: s.start_time,
    endTime: s.end_time,
    room: tr(lang, s.room_zh, s.room_en),
    isKeynote: s.is_keynote ? 1 : 0,
  })
  const speaker = (lang: C.Language, p: Speaker): C.SpeakerSummary => ({
    personId: p.id,
    name: tr(lang, p.name_zh, p.name_en),
    title: tr(lang, p.title_zh, p.title_en),
    company: tr(lang, p.company_zh, p.company_en),
    avatar: p.avatar,
  })
  const visible = (s: ConferenceSession) => {
    const ed = catalog.editions.get(s.edition_id)
    return !!ed && catalog.isViewable(ed)
  }

  app.get(
    '/api/v5/session/getSessionList',
    { schema: { querystring: SessionListQuery, response: SessionListResponse } },
    async (req): Promise<C.SessionListResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      const pageNo = req.query.pageNo ?? 1
      const pageSize = req.query.pageSize ?? 20
      const page = await conference.list(ed.id, req.query.keynote, pageNo, pageSize)
      return ok({
        list: page.rows.map((s) => summary(req.lang, s)),
        total: page.total,
        pageNo,
        pageSize,
        hasMore: page.hasMore,
      })
    },
  )

  app.get(
    '/api/v5/session/getSessionDetail',
    { schema: { querystring: SessionDetailQuery, response: SessionDetailResponse } },
    async (req): Promise<C.SessionDetailResponse> => {
      const s = await conference.session(req.query.id)
      if (!s || !visible(s)) throw notFound('sessionNotFound')
      const userId = visitorIdOf(req)
      const [speakers, remind] = await Promise.all([
        conference.speakersOf(s.id),
        userId ? conference.isReminded(userId, s.id) : Promise.resolve(false),
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
    { schema: { querystring: PersonDetailQuery, response: PersonDetailResponse } },
    async (req): Promise<C.PersonDetailResponse> => {
      const p = await conference.speaker(req.query.id)
      if (!p) throw notFound('personNotFound')
      const sessions = (await conference.sessionsOf(p.id)).filter(visible)
      // keynote: keynote sessions of current editions; previous: every session of past editions
      const isCurrent = (s: ConferenceSession) => catalog.editions.get(s.edition_id)?.is_current === 1
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
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: SessionRemindBody, response: SessionRemindResponse },
    },
    async (req): Promise<C.SessionRemindResponse> => {
      const s = await conference.session(req.body.id)
      if (!s || !visible(s)) throw notFound('sessionNotFound')
      await conference.setReminder(visitorOf(req), s.id, req.body.remind, new Date(fastify.clock.now()).toISOString())
      return ok({ remind: req.body.remind })
    },
  )
}

/**
 * The schedule in the organiser console (issue 26 item 3): an edition's sessions with the visitors
 * a change would reach, a preview of a move and the move itself — through lib/reschedule.ts, the
 * code of `npm --prefix server run conference:reschedule`, so the reminder scheduler tells them.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Selectable } from 'kysely'
import type * as C from '../../../../types/api/organiser.js'
import type { SessionsTable } from '../../db/schema.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { planReschedule, rescheduleSession, RescheduleError, type RescheduleRequest } from '../../lib/reschedule.js'
import { venueClock, venueDay } from '../../lib/venue-time.js'
import { organiserOf } from '../../plugins/organiser.js'
import { IdParams, OrganiserCancelBody, OrganiserMoveBody, OrganiserQuery } from '../../schemas/organiser.js'
import { OrganiserMoveResponse, OrganiserSessionListResponse } from '../../schemas/responses/organiser.js'

export default async function organiserScheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { organisers, conference } = fastify
  const zoneOf = (editionId: number) => fastify.catalog.editions.get(editionId)?.time_zone ?? 'Asia/Shanghai'
  const at = (iso: string, tz: string) => `${venueDay(iso, tz)} ${venueClock(iso, tz)}`

  const shape = (s: Selectable<SessionsTable>, reminders: number): C.OrganiserSession => {
    const tz = zoneOf(s.edition_id)
    return {
      id: Number(s.id),
      code: s.code,
      titleZh: s.title_zh,
      titleEn: s.title_en,
      start: at(s.start_time, tz),
      end: at(s.end_time, tz),
      roomId: s.room_id,
      roomZh: s.room_zh,
      roomEn: s.room_en,
      reminders,
    }
  }
  /** a refused move, in the organiser's language (the command's own text names the detail) */
  const refused = (err: unknown): never => {
    if (err instanceof RescheduleError) throw new ApiError('organiser.moveRefused', 400, 'MOVE_REFUSED')
    throw err
  }
  const request = (id: number, b: C.OrganiserMoveBody): RescheduleRequest => ({
    sessionId: id,
    ...(b.start ? { start: b.start } : {}),
    ...(b.end ? { end: b.end } : {}),
    ...(b.roomId ? { roomId: b.roomId } : {}),
  })

  app.get(
    '/api/organiser/editions/:id/sessions',
    {
      preValidation: fastify.requireOrganiser,
      schema: { params: IdParams, querystring: OrganiserQuery, response: OrganiserSessionListResponse },
    },
    async (req): Promise<C.OrganiserSessionListResponse> => {
      const editionId = Number(req.params.id)
      if (!fastify.catalog.editions.get(editionId)) throw notFound('organiser.editionNotFound')
      const [sessions, rooms] = await Promise.all([organisers.editionSessions(editionId), conference.rooms(editionId)])
      const counts = await organisers.reminderCounts(sessions.map((s) => Number(s.id)))
      return ok({
        sessions: sessions.map((s) => shape(s, counts.get(Number(s.id)) ?? 0)),
        rooms: rooms.map((r) => ({ id: Number(r.id), nameZh: r.name_zh, nameEn: r.name_en })),
      })
    },
  )

  // a preview answers what the move would: the same guard and shapes
  const moveOptions = {
    preValidation: fastify.requireOrganiser,
    schema: {
      params: IdParams,
      querystring: OrganiserQuery,
      body: OrganiserMoveBody,
      response: OrganiserMoveResponse,
    },
  }
  app.post('/api/organiser/sessions/:id/preview', moveOptions, async (req): Promise<C.OrganiserMoveResponse> => {
    const id = Number(req.params.id)
    if (!(await conference.session(id))) throw notFound('sessionNotFound')
    const plan = await planReschedule(conference, zoneOf, request(id, req.body)).catch(refused)
    const told = (await organisers.reminderCounts([id])).get(id) ?? 0
    const after = {
      ...plan.before,
      start_time: plan.change.startTime,
      end_time: plan.change.endTime,
      room_id: plan.change.roomId || null,
      room_zh: plan.change.roomZh,
      room_en: plan.change.roomEn,
    }
    return ok({ session: shape(after, told), told })
  })

  app.post('/api/organiser/sessions/:id/move', moveOptions, async (req): Promise<C.OrganiserMoveResponse> => {
    const id = Number(req.params.id)
    if (!(await conference.session(id))) throw notFound('sessionNotFound')
    const { after } = await rescheduleSession(conference, zoneOf, request(id, req.body), fastify.clock.now()).catch(
      refused,
    )
    const told = (await organisers.reminderCounts([id])).get(id) ?? 0
    await organisers.log({
      reportId: null,
      organiserId: organiserOf(req).id,
      action: 'moveSession',
      targetUserId: null,
      targetId: id,
      now: fastify.clock.now(),
    })
    return ok({ session: shape(after, told), told })
  })

  // A cancel: the session is hidden from visitors and every visitor with a reminder is told through
  // the reminder scheduler, as a schedule change (conference.cancel, lib/reminders.ts).
  app.post(
    '/api/organiser/sessions/:id/cancel',
    {
      preValidation: fastify.requireOrganiser,
      schema: {
        params: IdParams,
        querystring: OrganiserQuery,
        body: OrganiserCancelBody,
        response: OrganiserMoveResponse,
      },
    },
    async (req): Promise<C.OrganiserMoveResponse> => {
      const id = Number(req.params.id)
      const before = await conference.session(id)
      if (!before) throw notFound('sessionNotFound')
      if (before.hidden) throw new ApiError('organiser.sessionCancelled', 409, 'SESSION_CANCELLED')
      const after = await conference.cancel(id, fastify.clock.now())
      if (!after) throw new ApiError('organiser.sessionCancelled', 409, 'SESSION_CANCELLED')
      const told = (await organisers.reminderCounts([id])).get(id) ?? 0
      await organisers.log({
        reportId: null,
        organiserId: organiserOf(req).id,
        action: 'cancelSession',
        targetUserId: null,
        targetId: id,
        now: fastify.clock.now(),
      })
      return ok({ session: shape(after, told), told })
    },
  )
}

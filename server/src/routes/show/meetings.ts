import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, forbidden } from '../../lib/errors.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import {
  MeetingAnswerBody,
  MeetingBookBody,
  MeetingCheckInBody,
  MeetingCodeQuery,
  MeetingClashQuery,
  MeetingPlacesQuery,
  MeetingProposalClashQuery,
  MeetingProposeBody,
  MeetingPublishBody,
  MeetingReplyBody,
  MeetingSlotsQuery,
  MeetingStandQuery,
  MeetingUpdateBody,
  MyMeetingsQuery,
} from '../../schemas/meetings.js'
import {
  MeetingClashResponse,
  MeetingPlacesResponse,
  MeetingProposalClashResponse,
  MeetingResponse,
  MeetingSlotsResponse,
  MeetingStandCodeResponse,
  MeetingStandResponse,
  MyMeetingsResponse,
  StandMeetingResponse,
} from '../../schemas/responses/meetings.js'

declare module 'fastify' {
  interface FastifyRequest {
    meetingStand: number | null
  }
}

/**
 * show: meetings at the stand (issue 29). Visitors read an exhibitor's slots, book, cancel and mark;
 * the stand (its contact or staff phone, verified as for leads: an edit token of this visitor)
 * publishes slots, reads its day, answers and marks. The rules are in services/meetings.ts.
 */
export default async function meetingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { meetingDesk: desk, editTokens, directory } = fastify
  fastify.decorateRequest('meetingStand', null)

  /** The stand's phone: the exhibitor's contact phone or a staff phone it added (as leads). */
  const requireStand = async (req: FastifyRequest) => {
    // the header, or the query as the app's client sends it (as leads)
    const header = req.headers['x-edit-token']
    const query = (req.query as { editToken?: unknown } | undefined)?.editToken
    const token = (typeof header === 'string' && header) || (typeof query === 'string' && query) || ''
    const grant = token ? await editTokens.grantOf(token, fastify.clock.now()) : null
    if (!grant || grant.userId !== visitorOf(req)) throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
    const src = (req.method === 'GET' ? req.query : req.body) as { companyProfileId: number }
    const company = await directory.companyRow(src.companyProfileId)
    // the same answer as leads and editing (plugins/auth.ts standRole): a contact or a staff phone
    if (!(await fastify.standRole(company.id, grant.phoneHash))) throw forbidden('leadNotAllowed')
    req.meetingStand = company.id
  }
  const standOf = (req: FastifyRequest) => req.meetingStand!

  app.get(
    '/api/v5/meetings/slots',
    { preHandler: fastify.requireVisitor, schema: { querystring: MeetingSlotsQuery, response: MeetingSlotsResponse } },
    async (req): Promise<C.MeetingSlotsResponse> => ok(await desk.slots(req.query.companyProfileId, visitorOf(req))),
  )

  app.post(
    '/api/v5/meetings/publish',
    {
      preHandler: [fastify.requireVisitor, requireStand],
      config: { rateLimit: perMinute(30) },
      schema: { querystring: MyMeetingsQuery, body: MeetingPublishBody, response: MeetingSlotsResponse },
    },
    async (req): Promise<C.MeetingSlotsResponse> => ok(await desk.publish(standOf(req), visitorOf(req), req.body)),
  )

  app.get(
    '/api/v5/meetings/clashes',
    { preHandler: fastify.requireVisitor, schema: { querystring: MeetingClashQuery, response: MeetingClashResponse } },
    async (req): Promise<C.MeetingClashResponse> => ok(await desk.clashes(visitorOf(req), req.lang, req.query.slotId)),
  )

  app.post(
    '/api/v5/meetings/book',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(60) },
      schema: { querystring: MyMeetingsQuery, body: MeetingBookBody, response: MeetingResponse },
    },
    async (req): Promise<C.MeetingResponse> => ok(await desk.book(visitorOf(req), req.lang, req.body)),
  )

  app.get(
    '/api/v5/meetings/mine',
    { preHandler: fastify.requireVisitor, schema: { querystring: MyMeetingsQuery, response: MyMeetingsResponse } },
    async (req): Promise<C.MyMeetingsResponse> => ok(await desk.mine(visitorOf(req), req.lang)),
  )

  app.post(
    '/api/v5/meetings/update',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: MyMeetingsQuery, body: MeetingUpdateBody, response: MeetingResponse },
    },
    async (req): Promise<C.MeetingResponse> => ok(await desk.visitorUpdate(visitorOf(req), req.lang, req.body)),
  )

  app.get(
    '/api/v5/meetings/stand',
    {
      preHandler: [fastify.requireVisitor, requireStand],
      schema: { querystring: MeetingStandQuery, response: MeetingStandResponse },
    },
    async (req): Promise<C.MeetingStandResponse> => ok(await desk.standDay(standOf(req), req.query.day)),
  )

  app.post(
    '/api/v5/meetings/answer',
    {
      preHandler: [fastify.requireVisitor, requireStand],
      schema: { querystring: MyMeetingsQuery, body: MeetingAnswerBody, response: StandMeetingResponse },
    },
    async (req): Promise<C.StandMeetingResponse> => ok(await desk.answer(standOf(req), req.body)),
  )

  // check-in (issue 29.4): the stand shows its code, the visitor scans it for their meeting
  app.get(
    '/api/v5/meetings/code',
    {
      preHandler: [fastify.requireVisitor, requireStand],
      schema: { querystring: MeetingCodeQuery, response: MeetingStandCodeResponse },
    },
    async (req): Promise<C.MeetingStandCodeResponse> => ok(await desk.standCode(standOf(req), req.lang)),
  )

  app.post(
    '/api/v5/meetings/checkin',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(30) },
      schema: { querystring: MyMeetingsQuery, body: MeetingCheckInBody, response: MeetingResponse },
    },
    async (req): Promise<C.MeetingResponse> => ok(await desk.checkIn(visitorOf(req), req.lang, req.body)),
  )

  // meetings between matched attendees (issue 29.2): only mutual matches, either side's clashes first
  app.get(
    '/api/v5/meetings/places',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: MeetingPlacesQuery, response: MeetingPlacesResponse },
    },
    async (req): Promise<C.MeetingPlacesResponse> =>
      ok(await desk.places(visitorOf(req), req.lang, req.query.personId)),
  )

  app.get(
    '/api/v5/meetings/proposalClashes',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: MeetingProposalClashQuery, response: MeetingProposalClashResponse },
    },
    async (req): Promise<C.MeetingProposalClashResponse> =>
      ok(await desk.proposalClashes(visitorOf(req), req.lang, req.query)),
  )

  app.post(
    '/api/v5/meetings/propose',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(60) },
      schema: { querystring: MyMeetingsQuery, body: MeetingProposeBody, response: MeetingResponse },
    },
    async (req): Promise<C.MeetingResponse> => ok(await desk.propose(visitorOf(req), req.lang, req.body)),
  )

  app.post(
    '/api/v5/meetings/reply',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: MyMeetingsQuery, body: MeetingReplyBody, response: MeetingResponse },
    },
    async (req): Promise<C.MeetingResponse> => ok(await desk.reply(visitorOf(req), req.lang, req.body)),
  )
}

/**
 * The moderation queue (issue 26 item 3): reports of people, chat messages and RFQs with their
 * reason; an organiser hides an RFQ, warns or blocks a visitor (from chat and RFQ posting, enforced
 * by `assertMayPost` on the visitor's routes), or dismisses a report. Every action is logged with
 * who and when. Visitors appear by an opaque label, never by their userId; these answers go to
 * organisers only, so the reported never learns who reported them.
 */
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api/organiser.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { organiserOf } from '../../plugins/organiser.js'
import type { ReportRow } from '../../repositories/organisers.js'
import { IdParams, ModerationActionBody, OrganiserQuery, ReportListQuery } from '../../schemas/organiser.js'
import {
  ModerationLogResponse,
  ModerationReportListResponse,
  ModerationReportResponse,
} from '../../schemas/responses/organiser.js'

export default async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { organisers } = fastify
  const label = (userId: string) =>
    crypto.createHmac('sha256', fastify.secret).update(`moderation:${userId}`).digest('hex').slice(0, 8).toUpperCase()

  const shape = async (rows: ReportRow[]): Promise<C.ModerationReport[]> => {
    const people = rows.flatMap((r) => [r.reported_user_id, r.reporter_user_id])
    const [names, restrictions, hidden] = await Promise.all([
      organisers.cardNames(people),
      organisers.restrictionsOf(people),
      organisers.rfqHidden(rows.filter((r) => r.kind === 'rfq' && r.target_id !== null).map((r) => r.target_id!)),
    ])
    const person = (userId: string): C.ModerationPerson => ({
      label: label(userId),
      name: names.get(userId) ?? '',
      restriction: restrictions.get(userId) ?? 'none',
    })
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      reason: r.reason,
      excerpt: r.excerpt,
      reported: person(r.reported_user_id),
      reporter: person(r.reporter_user_id),
      status: r.status,
      rfqHidden: r.kind === 'rfq' && hidden.has(Number(r.target_id)),
      createdAt: new Date(Number(r.created_at)).toISOString(),
    }))
  }

  app.get(
    '/api/organiser/reports',
    {
      preValidation: fastify.requireOrganiser,
      schema: { querystring: ReportListQuery, response: ModerationReportListResponse },
    },
    async (req): Promise<C.ModerationReportListResponse> =>
      ok(await shape(await organisers.reports(req.query.status ?? 'open'))),
  )

  app.post(
    '/api/organiser/reports/:id/action',
    {
      preValidation: fastify.requireOrganiser,
      schema: {
        params: IdParams,
        querystring: OrganiserQuery,
        body: ModerationActionBody,
        response: ModerationReportResponse,
      },
    },
    async (req): Promise<C.ModerationReportResponse> => {
      const who = organiserOf(req)
      const report = await organisers.reportById(Number(req.params.id))
      if (!report) throw notFound('organiser.reportNotFound')
      const now = fastify.clock.now()
      const action = req.body.action
      switch (action) {
        case 'hideRfq':
          if (report.kind !== 'rfq' || report.target_id === null) throw badRequest('organiser.reportNotRfq')
          await organisers.setRfqHidden(report.target_id, true)
          break
        case 'warn':
          await organisers.restrict(report.reported_user_id, 'warned', who.id, now)
          break
        case 'block':
          await organisers.restrict(report.reported_user_id, 'blocked', who.id, now)
          break
        case 'unblock':
          await organisers.restrict(report.reported_user_id, 'none', who.id, now)
          break
        case 'dismiss':
          break
      }
      await organisers.log({
        reportId: Number(report.id),
        organiserId: who.id,
        action,
        targetUserId: action === 'dismiss' ? null : report.reported_user_id,
        targetId: action === 'hideRfq' ? report.target_id : null,
        now,
      })
      if (action !== 'unblock')
        await organisers.resolve(Number(report.id), action === 'dismiss' ? 'dismissed' : 'actioned', now)
      const [shaped] = await shape([(await organisers.reportById(Number(report.id)))!])
      return ok(shaped!)
    },
  )

  app.get(
    '/api/organiser/actions',
    {
      preValidation: fastify.requireOrganiser,
      schema: { querystring: OrganiserQuery, response: ModerationLogResponse },
    },
    async (): Promise<C.ModerationLogResponse> =>
      ok(
        (await organisers.actions()).map((a) => ({
          id: Number(a.id),
          action: a.action,
          reportId: a.report_id === null ? null : Number(a.report_id),
          by: a.email ?? 'ORGANISER_TOKEN',
          at: new Date(Number(a.created_at)).toISOString(),
        })),
      ),
  )
}

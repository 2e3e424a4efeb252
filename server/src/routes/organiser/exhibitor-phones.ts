/**
 * Exhibitor phones in the organiser console (issue 26.3): who may edit which exhibitor. The organiser
 * finds an exhibitor of an edition and lists, adds or removes the further phones that may edit it
 * (`company_contacts`, which every exhibitor gate already reads: `standRole` in plugins/auth.ts), so
 * an added phone verifies by SMS code and edits, scans leads and serves the stand's meetings, and a
 * removed one is refused at its next request. These answers carry phones in full: they go to
 * organisers only (everyone else sees a phone masked, if at all). Each change is logged with who
 * and when, in the console's action log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api/organiser.js'
import { EXHIBITOR_PHONE_LIMITS, validateExhibitorPhone } from '../../../../rules/index.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { organiserOf } from '../../plugins/organiser.js'
import { IdParams, OrganiserExhibitorQuery, OrganiserPhoneBody, OrganiserQuery } from '../../schemas/organiser.js'
import { OrganiserExhibitorListResponse, OrganiserExhibitorPhonesResponse } from '../../schemas/responses/organiser.js'

export default async function exhibitorPhoneRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { selfService, leads } = fastify

  const exhibitorOf = (c: {
    id: number
    edition_id: number
    name_zh: string
    name_en: string
    stand: string
    code: string | null
  }): C.OrganiserExhibitor => ({
    id: Number(c.id),
    editionId: Number(c.edition_id),
    nameZh: c.name_zh,
    nameEn: c.name_en,
    stand: c.stand,
    code: c.code ?? null,
  })

  const phonesOf = async (companyId: number): Promise<C.OrganiserExhibitorPhones> => {
    const c = await selfService.exhibitorWithContact(companyId)
    if (!c) throw notFound('organiser.exhibitorNotFound')
    const [further, staff] = await Promise.all([selfService.furtherContacts(companyId), leads.staffOf(companyId)])
    return {
      exhibitor: exhibitorOf(c),
      contactPhone: c.contact_phone ?? '',
      // the published contact phone may stand in the table too (the seed's, an import's): shown once
      phones: further.filter((p) => p !== c.contact_phone).map((phone) => ({ phone })),
      staff: staff.map((s) => ({ maskedPhone: s.masked_phone, addedAt: s.added_at })),
      max: EXHIBITOR_PHONE_LIMITS.maxPhones,
    }
  }

  const log = (req: FastifyRequest, action: string, companyId: number) =>
    fastify.organisers.log({
      reportId: null,
      organiserId: organiserOf(req).id,
      action,
      targetUserId: null,
      targetId: companyId,
      now: fastify.clock.now(),
    })

  app.get(
    '/api/organiser/exhibitors',
    {
      preValidation: fastify.requireOrganiser,
      schema: { querystring: OrganiserExhibitorQuery, response: OrganiserExhibitorListResponse },
    },
    async (req): Promise<C.OrganiserExhibitorListResponse> =>
      ok((await selfService.findExhibitors(req.query.editionId, req.query.q ?? '')).map(exhibitorOf)),
  )

  app.get(
    '/api/organiser/exhibitors/:id/phones',
    {
      preValidation: fastify.requireOrganiser,
      schema: { params: IdParams, querystring: OrganiserQuery, response: OrganiserExhibitorPhonesResponse },
    },
    async (req): Promise<C.OrganiserExhibitorPhonesResponse> => ok(await phonesOf(Number(req.params.id))),
  )

  app.post(
    '/api/organiser/exhibitors/:id/phones',
    {
      preValidation: fastify.requireOrganiser,
      schema: {
        params: IdParams,
        querystring: OrganiserQuery,
        body: OrganiserPhoneBody,
        response: OrganiserExhibitorPhonesResponse,
      },
    },
    async (req): Promise<C.OrganiserExhibitorPhonesResponse> => {
      const id = Number(req.params.id)
      const before = await phonesOf(id)
      const phone = req.body.phone.trim()
      const wrong = validateExhibitorPhone(
        phone,
        before.phones.map((p) => p.phone),
        before.contactPhone,
      )
      if (wrong) throw badRequest(`organiser.${wrong}`)
      await selfService.addContact(id, phone)
      await log(req, 'addExhibitorPhone', id)
      return ok(await phonesOf(id))
    },
  )

  app.post(
    '/api/organiser/exhibitors/:id/phones/remove',
    {
      preValidation: fastify.requireOrganiser,
      schema: {
        params: IdParams,
        querystring: OrganiserQuery,
        body: OrganiserPhoneBody,
        response: OrganiserExhibitorPhonesResponse,
      },
    },
    async (req): Promise<C.OrganiserExhibitorPhonesResponse> => {
      const id = Number(req.params.id)
      await phonesOf(id)
      // the published contact phone is the import's (its contact mobile column), not removed here
      await selfService.removeContact(id, req.body.phone.trim())
      await log(req, 'removeExhibitorPhone', id)
      return ok(await phonesOf(id))
    },
  )
}

import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Selectable } from 'kysely'
import type { CompaniesTable } from '../db/schema.js'
import { ApiError, forbidden } from '../lib/errors.js'
import { visitorOf } from './visitor.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler factory for the editing routes (after requireVisitor): the caller's edit token must
     * be theirs and belong to the exhibitor `companyOf` names
     */
    requireEditorOf: (companyOf: (req: FastifyRequest) => number | Promise<number>) => preHandlerAsyncHookHandler
    /**
     * What a verified phone (its HMAC) is to an exhibitor: 'contact' (its published contact phone or
     * a phone the organiser added: edits, scans leads, serves stand meetings, manages staff),
     * 'staff' (added by a contact on Scan leads: scans leads and serves stand meetings), or null.
     * The one answer every exhibitor gate asks (editing, leads, stand meetings).
     */
    standRole: (companyId: number, phoneHash: string) => Promise<'contact' | 'staff' | null>
  }
  interface FastifyRequest {
    /** the exhibitor the caller may edit (set by requireEditorOf) */
    editable: Selectable<CompaniesTable> | null
  }
}

/** The exhibitor an editing route may change (its requireEditorOf preHandler has checked it). */
export function editableOf(req: FastifyRequest): Selectable<CompaniesTable> {
  if (!req.editable) throw new Error(`${req.routeOptions.url}: requireEditorOf preHandler missing`)
  return req.editable
}

/**
 * What an editor may edit. Rule: a phone verified by SMS code gets an edit token, issued to the
 * visitor who verified it; the token may read and change an exhibitor (and its products) only for
 * that visitor, and only when that phone is one of the exhibitor's contact phones (its published
 * contact phone or a further contact the organiser added in the console: `standRole`). Each contact
 * may edit; staff phones (added on Scan leads) may not.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorateRequest('editable', null)

    fastify.decorate('standRole', async (companyId: number, phoneHash: string) => {
      const phones = await fastify.selfService.contactPhones(companyId)
      if (phones.some((phone) => fastify.sms.phoneHash(phone) === phoneHash)) return 'contact' as const
      return (await fastify.leads.isStaff(companyId, phoneHash)) ? ('staff' as const) : null
    })

    fastify.decorate('requireEditorOf', (companyOf: (req: FastifyRequest) => number | Promise<number>) => {
      return async (req: FastifyRequest) => {
        const header = req.headers['x-edit-token']
        const query = (req.query as { editToken?: unknown } | undefined)?.editToken
        const token = (typeof header === 'string' && header) || (typeof query === 'string' && query) || ''
        if (!token) throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
        const grant = await fastify.editTokens.grantOf(token, fastify.clock.now())
        // a token works only for the visitor it was issued to: a leaked token alone edits nothing
        if (!grant || grant.userId !== visitorOf(req)) throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
        const company = await fastify.directory.companyRow(await companyOf(req))
        // any of the exhibitor's contact phones: the published one and those the organiser added
        if ((await fastify.standRole(company.id, grant.phoneHash)) !== 'contact') throw forbidden('editNotAllowed')
        req.editable = company
      }
    })
  },
  { name: 'auth', dependencies: ['editTokens', 'directory', 'selfService', 'leads', 'sms', 'visitor'] },
)

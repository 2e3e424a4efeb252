import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Selectable } from 'kysely'
import type { CompaniesTable } from '../db/schema.js'
import { ApiError, forbidden } from '../lib/errors.js'
import { requireUserId } from '../lib/identity.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every private route: the caller must be an identified visitor */
    requireVisitor: preHandlerAsyncHookHandler
    /** preHandler factory: the caller's edit token must belong to the exhibitor `companyOf` names */
    requireEditorOf: (companyOf: (req: FastifyRequest) => number | Promise<number>) => preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    visitorId: string | null
    /** the exhibitor the caller may edit (set by requireEditorOf) */
    editable: Selectable<CompaniesTable> | null
  }
}

/** The visitor a private route serves (its requireVisitor preHandler has checked it). */
export function visitorOf(req: FastifyRequest): string {
  if (!req.visitorId) throw new Error(`${req.routeOptions.url}: requireVisitor preHandler missing`)
  return req.visitorId
}

/** The exhibitor an editing route may change (its requireEditorOf preHandler has checked it). */
export function editableOf(req: FastifyRequest): Selectable<CompaniesTable> {
  if (!req.editable) throw new Error(`${req.routeOptions.url}: requireEditorOf preHandler missing`)
  return req.editable
}

/** Authorisation, as preHandlers routes declare: who the visitor is, and what an editor may edit. */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorateRequest('visitorId', null)
    fastify.decorateRequest('editable', null)

    fastify.decorate('requireVisitor', async (req: FastifyRequest) => {
      req.visitorId = requireUserId(req)
    })

    /**
     * Rule: a phone verified by SMS code gets an edit token; the token may read and change an
     * exhibitor (and its products) only when the exhibitor's contact phone is that phone.
     */
    fastify.decorate('requireEditorOf', (companyOf: (req: FastifyRequest) => number | Promise<number>) => {
      return async (req: FastifyRequest) => {
        const header = req.headers['x-edit-token']
        const query = (req.query as { editToken?: unknown } | undefined)?.editToken
        const token = (typeof header === 'string' && header) || (typeof query === 'string' && query) || ''
        if (!token) throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
        const phoneHash = await fastify.editTokens.phoneOf(token, fastify.clock.now())
        if (!phoneHash) throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
        const company = await fastify.directory.companyRow(await companyOf(req))
        if (fastify.sms.phoneHash(company.contact_phone) !== phoneHash) throw forbidden('editNotAllowed')
        req.editable = company
      }
    })
  },
  { name: 'auth', dependencies: ['editTokens', 'directory', 'sms'] },
)

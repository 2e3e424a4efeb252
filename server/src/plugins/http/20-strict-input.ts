import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError, badRequest } from '../../lib/errors.js'
import { coerceTextObject, containsNul, jsonDepthExceeds } from '../../lib/strict-input.js'

/** Deeper JSON is refused before it is parsed: nothing the API takes nests beyond a few levels. */
export const MAX_JSON_DEPTH = 32

/** Routes that need no query / body schema: the static files (they read only their path). */
const STATIC_ROUTES = new Set(['/console/*', '/uploads/*', '/*'])
/** CORS preflights (@fastify/cors) read only their headers. */
const isPreflight = (route: RouteOptions) => [route.method].flat().every((m) => m === 'OPTIONS')

function isForm(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
}

/**
 * Every route reads only validated input (house rule): it must declare a schema for its query, its
 * path parameters and (POST / PUT) its body — a multipart upload says so with `config.multipart`.
 * Checked when the route is registered, so a route without one does not start.
 */
function requireSchemas(route: RouteOptions) {
  if (STATIC_ROUTES.has(route.url) || isPreflight(route)) return
  const schema = route.schema ?? {}
  const where = `${String(route.method)} ${route.url}`
  if (!schema.querystring) throw new Error(`${where}: no querystring schema`)
  if (/[:*]/.test(route.url) && !schema.params) throw new Error(`${where}: no params schema`)
  const methods = [route.method].flat()
  const multipart = (route.config as { multipart?: boolean } | undefined)?.multipart === true
  if (methods.some((m) => m === 'POST' || m === 'PUT') && !schema.body && !multipart)
    throw new Error(`${where}: no body schema`)
}

/**
 * Input is read strictly (see lib/strict-input.ts): text values become numbers only when they are
 * exactly numbers, JSON bodies are not coerced and nest at most MAX_JSON_DEPTH levels, NUL
 * characters are refused, and every route declares its schemas.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const parseJson = fastify.getDefaultJsonParser('error', 'error')
    fastify.removeContentTypeParser('application/json')
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      // a deeply nested body overflows the stack of whatever walks it next (validation, logging)
      if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
        done(new ApiError('invalidRequest', 400, 'TOO_DEEP'), undefined)
        return
      }
      parseJson(req, body as string, done)
    })

    fastify.addHook('preValidation', async (req) => {
      const schema = req.routeOptions.schema
      if (schema?.querystring) req.query = coerceTextObject(schema.querystring, req.query)
      if (schema?.params) req.params = coerceTextObject(schema.params, req.params)
      if (schema?.body && isForm(req)) req.body = coerceTextObject(schema.body, req.body)
      if (containsNul(req.query) || containsNul(req.params) || containsNul(req.body)) throw badRequest('invalidRequest')
    })

    fastify.addHook('onRoute', requireSchemas)
  },
  { name: 'strict-input' },
)

/**
 * The app's routes as its onRoute hook sees them, for tests that must cover every route (the fuzz
 * test) or every private one (the session test): a route added later is covered without editing
 * a hand-written list.
 */
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify'

/**
 * Registered routes the route-by-route tests leave out, with the reason. Fastify's automatic HEAD
 * (and any OPTIONS) routes are left out too: they answer as their GET does.
 */
export const SKIPPED_ROUTES: Record<string, string> = {
  '/*': 'static files and the SPA fallback (when a build exists): fuzzed with hostile paths instead',
  '/uploads/*': 'uploaded files: no parameters, fuzzed with hostile paths instead',
  '/console/*': "the organiser console's built files (when built): no parameters",
}

export function methodOf(route: RouteOptions): string {
  return [route.method].flat().find((m) => m !== 'HEAD' && m !== 'OPTIONS') ?? 'GET'
}

/** "METHOD url" of a route, the key tests compare route sets by. */
export function routeKey(route: RouteOptions): string {
  return `${methodOf(route)} ${route.url}`
}

/** The routes each test of a route runs over: all registered, less the skips. */
export function testedRoutes(routes: RouteOptions[]): RouteOptions[] {
  return routes.filter(
    (r) => ![r.method].flat().every((m) => m === 'OPTIONS' || m === 'HEAD') && !(r.url in SKIPPED_ROUTES),
  )
}

/** The routes that need the visitor's session: their preHandler is (or starts with) requireVisitor. */
export function privateRoutes(app: FastifyInstance, routes: RouteOptions[]): RouteOptions[] {
  return testedRoutes(routes).filter((r) => [r.preHandler].flat().includes(app.requireVisitor))
}

type Schema = {
  type?: string
  anyOf?: Schema[]
  const?: unknown
  enum?: unknown[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  pattern?: string
}

/** Values for parameters known by name (a made-up string would fail their rules before the preHandler). */
const EXAMPLES: Record<string, unknown> = {
  eventCode: 'CGA',
  language: 'EN',
  phone: '13800138000',
  email: 'a@example.com',
  code: '123456',
}

/** The first value its schema accepts, roughly (required properties only). */
function example(schema: Schema, name: string): unknown {
  if (name in EXAMPLES) return EXAMPLES[name]
  if (schema.anyOf) return example(schema.anyOf[0]!, name)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity)
    case 'boolean':
      return true
    case 'string': {
      const min = Math.max(schema.minLength ?? 1, 1)
      if (!schema.pattern) return 'x'.repeat(min)
      const [s] = fc.sample(
        fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((v) => v.length >= min && v.length <= (schema.maxLength ?? Infinity)),
        { numRuns: 1, seed: 1 },
      )
      return s
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => example(schema.items ?? {}, name))
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, example(schema.properties![k] ?? {}, k)]))
    default:
      return 'x'
  }
}

/** A request its route's schemas accept, naming `userId` (so only the route's preHandler can refuse it). */
export function validRequest(route: RouteOptions, userId: string): InjectOptions {
  const schema = (route.schema ?? {}) as { querystring?: Schema; params?: Schema; body?: Schema }
  let url = route.url
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    url = url.replace(`:${name}`, encodeURIComponent(String(example(schema.params?.properties?.[name!] ?? {}, name!))))
  }
  const query = new URLSearchParams()
  for (const [k, v] of Object.entries(example(schema.querystring ?? { type: 'object' }, '') as object)) {
    query.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  query.set('userId', userId)
  query.set('language', 'EN')
  return {
    method: methodOf(route) as InjectOptions['method'],
    url: `${url}?${query}`,
    ...(schema.body ? { payload: example(schema.body, '') as object } : {}),
  }
}

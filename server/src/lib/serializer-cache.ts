import crypto from 'node:crypto'
import type { FastifyServerOptions } from 'fastify'
import fastJsonStringify from 'fast-json-stringify'

type Serialize = (doc: unknown) => string
type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>

/**
 * Fastify's response serializers, built once per process instead of once per app.
 *
 * Fastify compiles a serializer (fast-json-stringify) for every response schema of every route
 * when an app boots: about 200 routes with shared definitions take 3–4 s of CPU here. A deployed
 * process builds one app and pays that once; the server tests build a fresh app per test and paid it
 * hundreds of times, most of the suite's time. The compiled function depends only on the route's
 * schema, the shared schemas and the serializer options, so it is kept under a digest of the three
 * and reused by the next app with the same ones. This is fastify's own default factory
 * (@fastify/fast-json-stringify-compiler) with a cache in front.
 */
const built = new Map<string, Serialize>()

const digest = (...parts: unknown[]) => crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url')

export const cachedSerializerFactory: SerializerFactory = (externalSchemas, serializerOpts) => {
  const shared = digest(externalSchemas ?? null, serializerOpts ?? null)
  return ({ schema: routeSchema }) => {
    const schema = (routeSchema ?? {}) as { $id?: string }
    const key = `${shared}:${digest(schema)}`
    let serialize = built.get(key)
    if (!serialize) {
      let external = externalSchemas as Record<string, unknown> | undefined
      // as the default factory does: a schema registered under its own $id is not its own external
      if (external && schema.$id && external[schema.$id]) {
        external = { ...external }
        delete external[schema.$id]
      }
      serialize = fastJsonStringify(
        schema as object,
        {
          ...(serializerOpts as object),
          schema: external,
        } as Parameters<typeof fastJsonStringify>[1],
      ) as Serialize
      built.set(key, serialize)
    }
    return serialize
  }
}

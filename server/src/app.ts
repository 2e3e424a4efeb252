import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Writable } from 'node:stream'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import fastifyStatic from '@fastify/static'
import { badRequest } from './lib/errors.js'
import { REPO_ROOT, type Config } from './config.js'
import { uploadStoreOf, type UploadStore } from './lib/upload-store.js'
import { fail } from './lib/envelope.js'
import { languageOf, msg } from './lib/messages.js'
import { redactUrl } from './lib/redact.js'
import { SERVICE_WORKER } from './lib/service-worker.js'
import { SettableClock, systemClock, type Clock } from './lib/clock.js'
import { autoload } from './lib/autoload.js'
import { badgeKeys, type BadgeKeys } from './lib/badge.js'
import type { Language } from '../../types/api.js'
import type { PluginOptions } from './plugin-options.js'
import { clientErrorHandler, frameworkErrors } from './plugins/http/10-error-handler.js'
import { DEMO_MODE_HEADER } from './plugins/visitor.js'
import { apiDefinitions } from './schemas/responses/definitions.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    clock: Clock
    secret: string
    /** the e-badge key pair (config.badgeSigningKey; lib/badge.ts) */
    badgeKeys: BadgeKeys
    /** where uploaded pictures are kept: a shared directory or an S3-compatible bucket (lib/upload-store.ts) */
    uploads: UploadStore
  }
  interface FastifyRequest {
    lang: Language
  }
}

export interface BuildOptions extends PluginOptions {
  config: Config
  /** a stream receiving the JSON log lines (tests capture it); default: stdout at config.logLevel */
  logStream?: Writable
  clock?: Clock
  /** called with every route as it is registered (the fuzz test generates requests from their schemas) */
  onRoute?: (route: RouteOptions) => void
}

/** The folders the app is made of (lib/autoload.ts registers each file; see server/README.md). */
const here = import.meta.dirname
const folder = (...parts: string[]) => path.join(here, ...parts)

/** API and asset prefixes: never answered by the SPA fallback. */
const NO_FALLBACK = /^\/(api|wxApi|upload|uploads|media|console)(\/|$)/

function loadSecret(config: Config): string {
  if (config.appSecret) return config.appSecret
  const file = path.join(config.dataDir, 'secret.key')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true })
    const s = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, s, { mode: 0o600 })
    return s
  }
}

/**
 * The application, in the order of fastify/demo: the HTTP plugins, then the database, the
 * repositories, services and authorisation, then the routes — each loaded from its folder
 * (lib/autoload.ts), so a new plugin, repository, service or route is a new file and nothing here.
 */
import { cachedSerializerFactory } from './lib/serializer-cache.js'

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts
  const app = Fastify({
    // the first start seeds the database inside the database plugin: on a busy machine, on
    // PostgreSQL or with a large SEED_EXHIBITORS that takes longer than avvio's 10 s default
    pluginTimeout: 120_000,
    logger: {
      level: config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      serializers: {
        // personal query parameters (email, phone, codes, tokens) are redacted before logging
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    // no coercion: query, path and form values are converted by exact rules (plugins/http/20-strict-input.ts)
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allErrors: false } },
    bodyLimit: 1024 * 1024,
    // behind a reverse proxy: the visitor's address from X-Forwarded-For, only from the proxies named
    // (a hop count as the function it means: the first n addresses are proxies)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    schemaController: { compilersFactory: { buildSerializer: cachedSerializerFactory } },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>()
  app.decorate('config', config)
  const clock = opts.clock ?? (config.testClock ? new SettableClock() : systemClock)
  app.decorate('clock', clock)
  app.decorate('secret', loadSecret(config))
  app.decorate('badgeKeys', badgeKeys(config.badgeSigningKey))
  const uploads = uploadStoreOf(config.uploadStore)
  app.decorate('uploads', uploads)
  app.addHook('onClose', async () => uploads.close())
  // (a reachable server with the public development key does not start: config.ts)
  app.decorateRequest('lang', 'ZH-CN')
  app.addHook('onRequest', async (req, reply) => {
    req.lang = languageOf((req.query as Record<string, unknown> | undefined)?.language)
    // test logins on a reachable server: every answer says so, and the app shows a demo banner
    if (config.demoMode) reply.header(DEMO_MODE_HEADER, '1')
  })
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute)

  const plugins: PluginOptions = {
    sms: opts.sms,
    mailer: opts.mailer,
    reminders: opts.reminders,
    contentCheck: opts.contentCheck,
  }
  // the contract types every response schema points at (`api#/definitions/…`, schemas/responses/)
  app.addSchema(apiDefinitions)
  // 1. how every request is received and answered: the error handler, strict input, CORS, security
  //    headers, rate limits, compression and body parsers — in their files' numeric order, because
  //    hooks run in the order they were added (plugins/http/)
  await autoload(app, [{ dir: folder('plugins', 'http') }], plugins)
  // 2. the database, the repositories decorated onto the instance, the services and authorisation:
  //    one load, each after the plugins its fastify-plugin `dependencies` name
  await autoload(
    app,
    [{ dir: folder('plugins') }, { dir: folder('repositories') }, { dir: folder('services') }],
    plugins,
  )
  // 3. the routes, each file an encapsulated plugin (routes/rxweb, routes/show, routes/*.ts)
  await autoload(app, [{ dir: folder('routes'), recursive: true }], plugins)
  // browser and mini-program tests set the server's clock as they set the device's (TEST_CLOCK=1)
  if (clock instanceof SettableClock) {
    app.put(
      '/__test/clock',
      {
        schema: {
          querystring: Type.Object({}),
          body: Type.Object({ at: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]) }),
        },
      },
      async (req) => {
        const at = req.body.at === null ? null : Date.parse(req.body.at)
        if (Number.isNaN(at)) throw badRequest('invalidRequest')
        clock.set(at)
        return { result: 'OK', resultList: { now: new Date(clock.now()).toISOString() } }
      },
    )
  }

  // --- uploads and the H5 build --------------------------------------------------------------
  if (config.uploadStore.kind === 'local') {
    fs.mkdirSync(config.uploadStore.dir, { recursive: true })
    await app.register(fastifyStatic, {
      root: config.uploadStore.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '30d',
    })
  } else {
    // a bucket's pictures through this server, at the same URLs the local store has: the app,
    // the mini-program's domain allow-list and the offline pack need no second origin
    app.get(
      '/uploads/:key',
      { schema: { querystring: Type.Object({}), params: Type.Object({ key: Type.String({ maxLength: 200 }) }) } },
      async (req, reply) => {
        const { key } = req.params as { key: string }
        const file = /^[A-Za-z0-9._-]+$/.test(key) ? await uploads.get(key) : null
        if (!file) return reply.code(404).send(fail(msg(req.lang, 'routeNotFound'), 'NOT_FOUND'))
        return reply
          .header('content-type', file.mime)
          .header('content-length', String(file.size))
          .header('cache-control', 'public, max-age=2592000, immutable')
          .send(file.body)
      },
    )
  }
  // the organiser console: a separate small H5 app (console/, built by console/build.mjs), never part
  // of the visitor's bundle; its API is /api/organiser/*
  const consoleDir = path.join(REPO_ROOT, 'console', 'dist')
  if (fs.existsSync(path.join(consoleDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/console/',
      decorateReply: false,
      index: ['index.html'],
    })
    app.get('/console', { schema: { querystring: Type.Object({}) } }, (_req, reply) => reply.redirect('/console/'))
  }
  const indexHtml = path.join(config.staticDir, 'index.html')
  const hasH5 = fs.existsSync(indexHtml)
  if (hasH5) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      preCompressed: true,
      index: ['index.html'],
    })
    // The shell and the service worker are checked on every load, so a new build takes over on the
    // next one (hashed files keep @fastify/static's caching: their names change with them). Set
    // when sending: @fastify/static writes its own Cache-Control after its setHeaders option.
    // The shell is also every deep link's answer (the SPA fallback below).
    const worker = `/${SERVICE_WORKER}`
    app.addHook('onSend', async (req, reply, payload) => {
      if (reply.statusCode !== 200) return payload
      const type = String(reply.getHeader('content-type') ?? '')
      if (type.startsWith('text/html') || req.url.split('?')[0] === worker) reply.header('cache-control', 'no-cache')
      return payload
    })
  } else {
    app.log.warn(`No H5 build in ${config.staticDir}: serving the API only`)
  }
  app.setNotFoundHandler((req, reply) => {
    const urlPath = req.url.split('?')[0]!
    const wantsHtml = (req.headers.accept ?? '').includes('text/html')
    if (hasH5 && (req.method === 'GET' || req.method === 'HEAD') && !NO_FALLBACK.test(urlPath) && wantsHtml) {
      // SPA deep links (/exhibitors/detail?companyProfileId=…) get the app shell
      return reply.sendFile('index.html')
    }
    return reply.status(404).send(fail(msg(req.lang, 'routeNotFound'), 'NOT_FOUND'))
  })

  return app
}

import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Writable } from 'node:stream'
import zlib from 'node:zlib'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { badRequest } from './lib/errors.js'
import cors from '@fastify/cors'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import compress from '@fastify/compress'
import { isLoopbackHost, type Config } from './config.js'
import { fail } from './lib/envelope.js'
import { languageOf, msg } from './lib/messages.js'
import { redactUrl } from './lib/redact.js'
import { SERVICE_WORKER } from './lib/service-worker.js'
import { SettableClock, systemClock, type Clock } from './lib/clock.js'
import type { SmsProvider } from './lib/sms.js'
import type { Mailer } from './lib/mailer.js'
import type { Language } from '../../types/api.js'
import database from './plugins/database.js'
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler.js'
import strictInput from './plugins/strict-input.js'
import rateLimits from './plugins/rate-limits.js'
import securityHeaders from './plugins/security-headers.js'
import services from './plugins/services.js'
import reminders from './plugins/reminders.js'
import type { ReminderProvider } from './lib/reminders.js'
import auth from './plugins/auth.js'
import visitor, { DEMO_MODE_HEADER, VISITOR_SESSION_HEADER } from './plugins/visitor.js'
import visitorSessions from './repositories/visitor-sessions.js'
import visitorRoutes from './routes/visitor.js'
import catalog from './repositories/catalog.js'
import directory from './repositories/directory.js'
import plans from './repositories/plan.js'
import enquiries from './repositories/enquiries.js'
import match from './repositories/match.js'
import conference from './repositories/conference.js'
import behaviour from './repositories/behaviour.js'
import integral from './repositories/integral.js'
import editTokens from './repositories/edit-tokens.js'
import smsCodes from './repositories/sms-codes.js'
import selfService from './repositories/self-service.js'
import directoryRoutes from './routes/rxweb/directory.js'
import planRoutes from './routes/rxweb/plan.js'
import editRoutes from './routes/rxweb/edit.js'
import uploadRoutes from './routes/rxweb/upload.js'
import mediaRoutes from './routes/rxweb/media.js'
import behaviourRoutes from './routes/show/behaviour.js'
import sessionRoutes from './routes/show/sessions.js'
import matchRoutes from './routes/show/match.js'
import chatSocketRoutes from './routes/show/chat-socket.js'
import chatBus from './plugins/chat-bus.js'
import { KeywordContentCheck, type ContentCheck } from './lib/content-check.js'
import enquiryRoutes from './routes/show/enquiry.js'
import smsRoutes from './routes/show/sms.js'
import integralRoutes from './routes/show/integral.js'
import venue from './repositories/venue.js'
import content from './repositories/content.js'
import rankings from './repositories/rankings.js'
import registrations from './repositories/registrations.js'
import venueRoutes from './routes/rxweb/venue.js'
import contentRoutes from './routes/rxweb/content.js'
import visitRoutes from './routes/show/visit.js'
import rankingRoutes from './routes/show/rankings.js'
import offlinePack from './repositories/offline-pack.js'
import offlineRoutes, { PACK_BYTES_HEADER } from './routes/rxweb/offline.js'
import myData from './repositories/my-data.js'
import myDataRoutes from './routes/show/my-data.js'
import retention from './plugins/retention.js'
import privacy from './repositories/privacy.js'
import privacyRoutes from './routes/show/privacy.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    clock: Clock
    secret: string
  }
  interface FastifyRequest {
    lang: Language
  }
}

export interface BuildOptions {
  config: Config
  /** a stream receiving the JSON log lines (tests capture it); default: stdout at config.logLevel */
  logStream?: Writable
  clock?: Clock
  sms?: SmsProvider
  mailer?: Mailer
  /** where session reminders go (default: files in DATA_DIR/outbox/reminders) */
  reminders?: ReminderProvider
  /** called with every route as it is registered (the fuzz test generates requests from their schemas) */
  onRoute?: (route: RouteOptions) => void
  /** the content check of matchmaking cards and messages (default: the configured keyword list) */
  contentCheck?: ContentCheck
}

/** API and asset prefixes: never answered by the SPA fallback. */
const NO_FALLBACK = /^\/(api|wxApi|upload|uploads|media)(\/|$)/

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
 * The application, in the order of fastify/demo: external plugins, then the database and the
 * repositories decorated onto the instance, services and authorisation, then the routes.
 */
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
    // no coercion: query, path and form values are converted by exact rules (plugins/strict-input.ts)
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
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>()
  app.decorate('config', config)
  const clock = opts.clock ?? (config.testClock ? new SettableClock() : systemClock)
  app.decorate('clock', clock)
  app.decorate('secret', loadSecret(config))
  app.decorateRequest('lang', 'ZH-CN')
  app.addHook('onRequest', async (req, reply) => {
    req.lang = languageOf((req.query as Record<string, unknown> | undefined)?.language)
    // test logins on a reachable server: every answer says so, and the app shows a demo banner
    if (config.demoMode) reply.header(DEMO_MODE_HEADER, '1')
  })
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute)
  await app.register(errorHandler)
  await app.register(strictInput)

  // --- external plugins -------------------------------------------------------------------
  await app.register(cors, {
    credentials: true,
    // the app reads a newly issued session secret from this header (plugins/visitor.ts)
    // …and a pack download's progress from this one (routes/rxweb/offline.ts), and demo mode
    exposedHeaders: [VISITOR_SESSION_HEADER, PACK_BYTES_HEADER, DEMO_MODE_HEADER],
    origin: (origin, cb) => {
      // same-origin and non-browser clients (weapp requests carry no Origin)
      if (!origin) return cb(null, true)
      if (config.corsOrigins.includes('*') || config.corsOrigins.includes(origin)) return cb(null, true)
      // local development servers (taro dev, playwright) on any port, when this server is local too:
      // on a reachable server a page on the visitor's own machine must not send their credentials
      const local = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)
      if (local && isLoopbackHost(config.host)) return cb(null, true)
      cb(null, false)
    },
  })
  // CSP, Referrer-Policy, HSTS, frame policy, nosniff (browsers must not guess the type of an upload)
  await app.register(securityHeaders)
  await app.register(rateLimits)
  // API answers (a listPage is ~7 KB of JSON) compressed for clients that accept it; the H5
  // build's files are precompressed and keep their own encoding (@fastify/static preCompressed).
  // Brotli at quality 4: most of the saving of 11 at a small fraction of the CPU per response.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(cookie)
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 } })

  // --- database and repositories ------------------------------------------------------------
  await app.register(database)
  await app.register(catalog)
  await app.register(directory)
  await app.register(plans)
  await app.register(enquiries)
  await app.register(match)
  await app.register(conference)
  await app.register(behaviour)
  await app.register(integral)
  await app.register(editTokens)
  await app.register(smsCodes)
  await app.register(selfService)
  await app.register(visitorSessions)
  await app.register(chatBus)
  // the home menu (issue 15)
  await app.register(venue)
  await app.register(content)
  await app.register(rankings)
  await app.register(registrations)
  // the whole-edition offline pack (issue 16)
  await app.register(offlinePack)
  // privacy policy and consents (issue 23 item 7)
  await app.register(privacy)

  // --- services and authorisation -----------------------------------------------------------
  await app.register(services, { sms: opts.sms, mailer: opts.mailer })
  await app.register(reminders, { provider: opts.reminders })
  // My data (issue 23 item 8): summary, export and erasure; retention of uploads and view records
  await app.register(myData)
  await app.register(retention)
  await app.register(visitor)
  await app.register(auth)

  // --- routes ------------------------------------------------------------------------------
  await app.register(directoryRoutes)
  await app.register(planRoutes)
  await app.register(editRoutes)
  await app.register(uploadRoutes)
  await app.register(mediaRoutes)
  await app.register(behaviourRoutes)
  await app.register(sessionRoutes)
  // one content check for every text other people read: matchmaking cards, chat, RFQs and replies
  const contentCheck = opts.contentCheck ?? new KeywordContentCheck(config.contentKeywords)
  await app.register(matchRoutes, { contentCheck })
  await app.register(chatSocketRoutes)
  await app.register(enquiryRoutes, { contentCheck })
  await app.register(smsRoutes)
  await app.register(integralRoutes)
  await app.register(visitorRoutes)
  // the home menu (issue 15)
  await app.register(venueRoutes)
  await app.register(contentRoutes)
  await app.register(visitRoutes)
  await app.register(rankingRoutes)
  await app.register(offlineRoutes)
  await app.register(myDataRoutes)
  await app.register(privacyRoutes)
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
  const uploadsDir = path.join(config.dataDir, 'uploads')
  fs.mkdirSync(uploadsDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '30d',
  })
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

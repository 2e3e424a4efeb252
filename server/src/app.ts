import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Writable } from 'node:stream'
import zlib from 'node:zlib'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import cors from '@fastify/cors'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import type { Config } from './config.js'
import { isSeeded, migrateToLatest, openDatabase, type Database_ } from './db/index.js'
import { seedDatabase } from './db/seed.js'
import { Catalog } from './repositories/catalog.js'
import { DirectoryRepository } from './repositories/directory.js'
import { PlanRepository } from './repositories/plan.js'
import { ApiError } from './lib/errors.js'
import { fail } from './lib/envelope.js'
import { languageOf, msg } from './lib/messages.js'
import { redactUrl } from './lib/redact.js'
import { systemClock, type Clock } from './lib/clock.js'
import { FileSmsProvider, SmsService, type SmsProvider } from './lib/sms.js'
import { createMailer, type Mailer } from './lib/mailer.js'
import type { Language } from '../../types/api.js'
import directoryRoutes from './routes/rxweb/directory.js'
import planRoutes from './routes/rxweb/plan.js'
import editRoutes from './routes/rxweb/edit.js'
import uploadRoutes from './routes/rxweb/upload.js'
import mediaRoutes from './routes/rxweb/media.js'
import behaviourRoutes from './routes/show/behaviour.js'
import sessionRoutes from './routes/show/sessions.js'
import matchRoutes from './routes/show/match.js'
import enquiryRoutes from './routes/show/enquiry.js'
import smsRoutes from './routes/show/sms.js'
import integralRoutes from './routes/show/integral.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database_
    catalog: Catalog
    directory: DirectoryRepository
    plans: PlanRepository
    sms: SmsService
    mailer: Mailer
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
}

/** Requests per minute per IP on the abusable calls. */
const LIMITS: Record<string, number> = {
  '/upload/uploadQiNiu': 30,
  '/api/sendCode.do': 20,
  '/api/v5/verifyPhone': 30,
  '/api/v5/enquiryPool/pushEnquiryPool': 20,
  '/api/v1/plan/sendEmail': 20,
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

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      serializers: {
        // personal query parameters (email, phone, codes, tokens) are redacted before logging
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>()

  // --- external plugins -------------------------------------------------------------------
  await app.register(cors, {
    credentials: true,
    origin: (origin, cb) => {
      // same-origin and non-browser clients (weapp requests carry no Origin)
      if (!origin) return cb(null, true)
      if (config.corsOrigins.includes('*') || config.corsOrigins.includes(origin)) return cb(null, true)
      // local development servers (taro dev, playwright) on any port
      if (/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)) return cb(null, true)
      cb(null, false)
    },
  })
  // per-route limits only (see LIMITS): an attacker could otherwise fill the disk with uploads or
  // burn SMS / mail quota from one address. The hook runs before the plugin's own onRoute hook.
  app.addHook('onRoute', (route) => {
    const max = config.rateLimit !== 'off' ? LIMITS[route.url] : undefined
    if (max)
      route.config = { ...(route.config as object), rateLimit: { max, timeWindow: 60_000 } } as typeof route.config
  })
  await app.register(rateLimit, {
    global: false,
    allowList: config.rateLimit === 'strict' ? [] : ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    errorResponseBuilder: () => new ApiError('tooManyRequests', 429, 'RATE_LIMITED'),
  })
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

  // --- database, services -----------------------------------------------------------------
  const database = await openDatabase(config)
  const applied = await migrateToLatest(database)
  if (applied.length) app.log.info({ migrations: applied }, 'Database migrated')
  if (!(await isSeeded(database))) {
    app.log.info('Empty database: creating the seed data')
    await seedDatabase(database, { exhibitors: config.seedExhibitors, products: config.seedProducts }, (m) =>
      app.log.info(m),
    )
  }
  const catalog = new Catalog(database.db)
  await catalog.load()
  const clock = opts.clock ?? systemClock
  const secret = loadSecret(config)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('catalog', catalog)
  app.decorate('directory', new DirectoryRepository(database.db, database.dialect, catalog))
  app.decorate('plans', new PlanRepository(database.db, catalog))
  app.decorate('clock', clock)
  app.decorate('secret', secret)
  app.decorate(
    'sms',
    new SmsService(
      database.db,
      opts.sms ?? new FileSmsProvider(path.join(config.dataDir, 'outbox', 'sms')),
      clock,
      secret,
    ),
  )
  app.decorate(
    'mailer',
    opts.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom }),
  )
  app.decorateRequest('lang', 'ZH-CN')
  app.addHook('onRequest', async (req) => {
    req.lang = languageOf((req.query as Record<string, unknown> | undefined)?.language)
  })
  // browsers must not guess types (uploaded files are served with the type their content was checked as)
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff')
  })
  app.addHook('onClose', async () => {
    await database.close()
  })

  // --- one central error handler: client mistakes become a localised FAIL envelope -----------
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    const lang = req.lang ?? languageOf((req.query as Record<string, unknown> | undefined)?.language)
    if (err instanceof ApiError) {
      return reply.status(err.statusCode).send(fail(msg(lang, err.key), err.code))
    }
    const fe = err as FastifyError
    if (fe.validation) {
      const v = fe.validation[0]
      const field =
        (v?.params as { missingProperty?: string } | undefined)?.missingProperty ??
        (v?.instancePath ? v.instancePath.replace(/^\//, '').replace(/\//g, '.') : '')
      const where = fe.validationContext ? `${fe.validationContext}${field ? '.' + field : ''}` : field
      return reply.status(400).send(fail(`${msg(lang, 'invalidRequest')}${where ? ': ' + where : ''}`, 'VALIDATION'))
    }
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(fail(msg(lang, 'uploadTooLarge'), 'TOO_LARGE'))
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send(fail(msg(lang, 'invalidRequest'), 'BAD_REQUEST'))
    }
    req.log.error({ err }, 'unhandled error')
    return reply.status(500).send(fail(msg(lang, 'internalError'), 'INTERNAL'))
  })

  // --- routes ------------------------------------------------------------------------------
  await app.register(directoryRoutes)
  await app.register(planRoutes)
  await app.register(editRoutes)
  await app.register(uploadRoutes)
  await app.register(mediaRoutes)
  await app.register(behaviourRoutes)
  await app.register(sessionRoutes)
  await app.register(matchRoutes)
  await app.register(enquiryRoutes)
  await app.register(smsRoutes)
  await app.register(integralRoutes)

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
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('cache-control', 'no-cache')
      },
    })
  } else {
    app.log.warn(`No H5 build in ${config.staticDir}: serving the API only`)
  }
  app.setNotFoundHandler((req, reply) => {
    const urlPath = req.url.split('?')[0]!
    const wantsHtml = (req.headers.accept ?? '').includes('text/html')
    if (hasH5 && (req.method === 'GET' || req.method === 'HEAD') && !NO_FALLBACK.test(urlPath) && wantsHtml) {
      // SPA deep links (/exhibitors/detail?companyProfileId=…) get the app shell
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send(fail(msg(req.lang, 'routeNotFound'), 'NOT_FOUND'))
  })

  return app
}

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_KEYWORDS } from './lib/content-check.js'
import { readPushConfig, type WebPushConfig } from './lib/push-config.js'
import { readDeliveryConfig, type SmsConfig, type WeappRemindersConfig } from './lib/delivery-config.js'
import { isShowStart } from '../seed/calendar.js'
import { isEmail } from '../../rules/index.js'
import { DEV_BADGE_SEED } from './lib/badge-dev-key.js'
import { DEFAULT_PG_POOL_MAX } from './db/pool-size.js'

const here = path.dirname(fileURLToPath(import.meta.url))
/** Repository root (server/src/.. /..). */
export const REPO_ROOT = path.resolve(here, '..', '..')

export interface Config {
  host: string
  port: number
  dataDir: string
  /** postgres://… switches the database to PostgreSQL; unset = SQLite file <dataDir>/expo.sqlite */
  databaseUrl: string | null
  staticDir: string
  smtpUrl: string | null
  mailFrom: string
  publicUrl: string | null
  matchDailyLimit: number
  /** CHAT_ENABLED=false: no user-to-user messages (mini-program categories without a social licence); mutual matches exchange business cards */
  chatEnabled: boolean
  /** the default content check's words (CONTENT_KEYWORDS, CONTENT_KEYWORDS_FILE, else lib/content-check.ts DEFAULT_KEYWORDS) */
  contentKeywords: string[]
  corsOrigins: string[]
  /** secret for hashing phone numbers and SMS codes; generated into <dataDir>/secret.key when unset */
  appSecret: string | null
  uploadMaxBytes: number
  /** per-IP limits on the costly / abusable calls (upload, SMS, RFQ post, verification, email):
   *  'on' (loopback exempt: local dev and browser tests), 'strict' (loopback too), 'off' */
  rateLimit: 'on' | 'strict' | 'off'
  logLevel: string
  /** seed size used when the database is created on first start */
  seedExhibitors: number
  seedProducts: number
  /** SEED_SHOW_START: first day of the seeded current show (YYYY-MM-DD); null = a few days after the first start */
  seedShowStart: string | null
  /**
   * How a mini-program login code is exchanged: 'test' (local use: any code is accepted, unverified)
   * or WeChat's code2session with the mini-program's app id and secret.
   */
  weappLogin: { mode: 'test' } | { mode: 'wechat'; appId: string; appSecret: string; apiBase: string }
  /**
   * DEMO_MODE=1: a public demonstration. The test providers (any login accepted) may then run on a
   * server reachable from other machines, and every answer says so (DEMO_MODE_HEADER) so the app
   * shows a "demo" banner. Off, they run only on a loopback-bound server.
   */
  demoMode: boolean
  /**
   * TRUST_PROXY: whose X-Forwarded-For to believe, so rate limits and logs see the visitor's address
   * behind a reverse proxy: false (default: the socket's peer), true (any), a hop count, or
   * addresses / CIDR ranges of the proxies (Fastify's trustProxy).
   */
  trustProxy: boolean | number | string[]
  /** How the native app's userId + sessionId are checked: 'test' (accepted, unverified) or a URL the server asks */
  appSessionCheck: 'test' | URL
  /** CSP frame-ancestors: the pages that may show the H5 app in a frame ("'self'" by default) */
  frameAncestors: string[]
  /** minutes before a session's start its reminders are sent (REMINDER_LEAD_MIN) */
  reminderLeadMin: number
  /** seconds between two rounds of the reminder scheduler; 0 = no timer (REMINDER_CHECK_SEC) */
  reminderCheckSec: number
  /** seconds between two retention rounds (unused uploads, old view records); 0 = none (RETENTION_CHECK_SEC) */
  retentionCheckSec: number
  /** where booth booking requests are sent (the organiser's sales desk) */
  organiserEmail: string
  /**
   * TEST_CLOCK=1: the browser and mini-program test servers' clock can be set by the tests
   * (PUT /__test/clock, lib/clock.ts SettableClock); refused on a deployed server
   */
  testClock: boolean
  /** WEB_SESSION_IDLE_DAYS: a browser's visitor secret unused this many days ends (default 90) */
  webSessionIdleDays: number
  /**
   * GATE_KEY: the key the entrance gates' scanners send (x-gate-key) to let a badge in; unset, the
   * gate check-in is off (the scanners can still only verify a badge)
   */
  gateKey: string | null
  /**
   * BADGE_SIGNING_KEY: the Ed25519 seed (32 bytes, base64url) e-badges are signed with; the app is
   * built with its public key (BADGE_PUBLIC_KEY). Unset: the public development pair
   * (lib/badge-dev-key.ts), which proves nothing on a deployed server.
   */
  badgeSigningKey: string
  /** true when badgeSigningKey is the development key */
  badgeKeyIsDev: boolean
  /** where SMS go (SMS_PROVIDER and its keys, sign name, template ids; lib/delivery-config.ts) */
  sms: SmsConfig
  /** WeChat subscription messages for mini-program reminders (WEAPP_REMINDERS; lib/delivery-config.ts) */
  weappReminders: WeappRemindersConfig
  /**
   * The organiser console's first account (ORGANISER_PASSWORD, with ORGANISER_EMAIL as its sign-in):
   * created at start when no account has that email; null = none from configuration
   */
  organiserPassword: string | null
  /**
   * REMINDER_STALE_SEC: a reminder claimed longer ago than this by a process that has not finished
   * it (it stopped mid-send) is taken over by another round (default 120)
   */
  reminderStaleSec: number
  /**
   * ORGANISER_TOKEN: the organiser's bearer token for the organiser's API (GET /api/organiser/…);
   * unset, those routes answer 401 to everyone
   */
  organiserToken: string | null
  /**
   * WORKERS: server processes behind one port (node:cluster, src/cluster.ts). More than one needs
   * PostgreSQL: a SQLite file belongs to one process.
   */
  workers: number
  /** seconds between two tries of a waiting process to become the reminder scheduler (SCHEDULER_RETRY_SEC) */
  schedulerRetrySec: number
  /**
   * PG_POOL_MAX: the most pooled query connections each process opens to PostgreSQL (default
   * DEFAULT_PG_POOL_MAX); unused on SQLite. Size it so workers × (pool + PG_EXTRA_CONNECTIONS) fits
   * under the server's max_connections with headroom (docs/deploy.md)
   */
  pgPoolMax: number
  /** where uploaded pictures are kept (UPLOAD_DIR, or an S3-compatible bucket: S3_BUCKET …) */
  uploadStore: UploadStoreConfig
  /** web push for browsers' reminders (VAPID_*; lib/push-config.ts) */
  webPush: WebPushConfig
}

/**
 * Where uploaded pictures are kept: a directory (UPLOAD_DIR), shared by the hosts when there are
 * several, or an S3-compatible bucket (lib/upload-store.ts).
 */
export type UploadStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3'
      bucket: string
      endpoint: string | null
      region: string
      prefix: string
      forcePathStyle: boolean
      credentials: { accessKeyId: string; secretAccessKey: string } | null
    }

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number, errors: string[]): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return def
  if (!/^\d+$/.test(raw.trim())) {
    errors.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`)
    return def
  }
  const n = Number(raw)
  if (n < min || n > max) errors.push(`${name} must be between ${min} and ${max} (got ${n})`)
  return n
}

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
}

/** Reads and validates configuration; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const errors: string[] = []
  const port = int(env, 'PORT', 3000, 0, 65535, errors)
  const host = env.HOST?.trim() || '127.0.0.1'
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, 'data'))
  const staticDir = path.resolve(env.STATIC_DIR?.trim() || path.join(REPO_ROOT, 'dist'))
  const databaseUrl = env.DATABASE_URL?.trim() || null
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    errors.push('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset to use SQLite)')
  }
  const smtpUrl = env.SMTP_URL?.trim() || null
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) errors.push('SMTP_URL must start with smtp:// or smtps://')
  const mailFrom = env.MAIL_FROM?.trim() || 'Expo Directory <no-reply@expo.local>'
  const publicUrl = env.PUBLIC_URL?.trim() || null
  if (publicUrl && !/^https?:\/\/[^\s]+$/.test(publicUrl)) errors.push('PUBLIC_URL must be an http(s) URL')
  const matchDailyLimit = int(env, 'MATCH_DAILY_LIMIT', 20, 1, 100000, errors)
  const chatRaw = (env.CHAT_ENABLED ?? 'true').trim().toLowerCase()
  if (!['true', 'false', '1', '0'].includes(chatRaw)) errors.push('CHAT_ENABLED must be true or false')
  const chatEnabled = chatRaw === 'true' || chatRaw === '1'
  let contentKeywords: string[] = DEFAULT_KEYWORDS
  if (env.CONTENT_KEYWORDS !== undefined && env.CONTENT_KEYWORDS.trim() !== '') {
    contentKeywords = env.CONTENT_KEYWORDS.split(',')
      .map((w) => w.trim())
      .filter(Boolean)
  } else if (env.CONTENT_KEYWORDS_FILE?.trim()) {
    try {
      contentKeywords = fs
        .readFileSync(env.CONTENT_KEYWORDS_FILE.trim(), 'utf8')
        .split('\n')
        .map((w) => w.trim())
        .filter((w) => w && !w.startsWith('#'))
    } catch {
      errors.push(`CONTENT_KEYWORDS_FILE cannot be read (${env.CONTENT_KEYWORDS_FILE})`)
    }
  }
  const uploadMaxBytes = int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024, errors)
  const seedExhibitors = int(env, 'SEED_EXHIBITORS', 320, 10, 10_000_000, errors)
  const seedProducts = int(env, 'SEED_PRODUCTS', 1600, 10, 100_000_000, errors)
  const seedShowStart = env.SEED_SHOW_START?.trim() || null
  if (seedShowStart && !isShowStart(seedShowStart))
    errors.push(`SEED_SHOW_START must be a date like 2026-09-15 (got "${seedShowStart}")`)
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const o of corsOrigins) {
    if (o !== '*' && !/^https?:\/\/[^\s/]+$/.test(o))
      errors.push(`CORS_ORIGINS entry "${o}" must be an origin like http://localhost:10086`)
  }
  const rateLimitRaw = (env.RATE_LIMIT ?? 'on').trim().toLowerCase()
  if (!['on', 'strict', 'off'].includes(rateLimitRaw)) errors.push('RATE_LIMIT must be on, strict or off')
  const appSecret = env.APP_SECRET?.trim() || null
  if (appSecret && appSecret.length < 16) errors.push('APP_SECRET must be at least 16 characters')
  const logLevel = env.LOG_LEVEL?.trim() || 'info'
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    errors.push('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent')
  }
  // visitor logins: unverified test providers by default (local use); a deployment must choose
  const deployed = !!publicUrl && publicUrl.startsWith('https://')
  const trustRaw = (env.TRUST_PROXY ?? '').trim()
  let trustProxy: Config['trustProxy'] = false
  if (/^(true|false)$/i.test(trustRaw)) trustProxy = trustRaw.toLowerCase() === 'true'
  else if (/^\d+$/.test(trustRaw)) {
    trustProxy = Number(trustRaw)
    if (trustProxy < 1 || trustProxy > 10) errors.push('TRUST_PROXY as a hop count must be between 1 and 10')
  } else if (trustRaw) {
    trustProxy = trustRaw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    for (const a of trustProxy) {
      if (!/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a))
        errors.push(`TRUST_PROXY entry "${a}" must be an IP address, a CIDR range, loopback, linklocal or uniquelocal`)
    }
  }
  const demoRaw = (env.DEMO_MODE ?? '').trim().toLowerCase()
  if (demoRaw && !['0', '1', 'true', 'false'].includes(demoRaw)) errors.push('DEMO_MODE must be 1 or 0')
  const demoMode = demoRaw === '1' || demoRaw === 'true'
  const weappMode = (env.WEAPP_LOGIN ?? '').trim().toLowerCase()
  let weappLogin: Config['weappLogin'] = { mode: 'test' }
  if (weappMode === 'wechat') {
    const appId = env.WEAPP_APPID?.trim() ?? ''
    const appSecret = env.WEAPP_SECRET?.trim() ?? ''
    const apiBase = env.WEAPP_API_BASE?.trim() || 'https://api.weixin.qq.com'
    if (!appId || !appSecret) errors.push("WEAPP_LOGIN=wechat needs WEAPP_APPID and WEAPP_SECRET (the mini-program's)")
    if (!/^https?:\/\/[^\s]+$/.test(apiBase)) errors.push('WEAPP_API_BASE must be an http(s) URL')
    weappLogin = { mode: 'wechat', appId, appSecret, apiBase: apiBase.replace(/\/+$/, '') }
  } else if (weappMode && weappMode !== 'test') {
    errors.push('WEAPP_LOGIN must be wechat or test')
  }
  const appCheckRaw = (env.APP_SESSION_CHECK ?? '').trim()
  let appSessionCheck: Config['appSessionCheck'] = 'test'
  if (/^https?:\/\/[^\s]+$/.test(appCheckRaw)) appSessionCheck = new URL(appCheckRaw)
  else if (appCheckRaw && appCheckRaw !== 'test') errors.push('APP_SESSION_CHECK must be test or an http(s) URL')
  // The test providers take anyone's word for who they are (any wx.login code, any app session,
  // `test-phone:<number>`): on a server other machines reach, anyone could become anyone — read
  // another visitor's plan, get an exhibitor's edit token. They run only on a loopback-bound server
  // (a developer's machine, the tests), or in an explicit, visibly labelled demo; a server behind
  // an https PUBLIC_URL is deployed even when it listens on loopback behind a proxy.
  const testProviders = [
    weappLogin.mode === 'test' ? 'WEAPP_LOGIN=test (the default)' : null,
    appSessionCheck === 'test' ? 'APP_SESSION_CHECK=test (the default)' : null,
  ].filter((x): x is string => x !== null)
  if (testProviders.length && !demoMode && (!isLoopbackHost(host) || deployed)) {
    const where = deployed ? `PUBLIC_URL is ${publicUrl}` : `HOST=${host} is not a loopback address`
    errors.push(
      `${where}: ${testProviders.join(' and ')} would let anyone sign in as anyone. ` +
        "Set WEAPP_LOGIN=wechat (with WEAPP_APPID and WEAPP_SECRET) and APP_SESSION_CHECK to the native app's " +
        'session check URL, or DEMO_MODE=1 for a public demo (the app then shows a demo banner)',
    )
  }
  const frameRaw = (env.FRAME_ANCESTORS ?? '').trim()
  const frameAncestors = frameRaw ? frameRaw.split(/[\s,]+/).filter(Boolean) : ["'self'"]
  for (const f of frameAncestors) {
    if (!['self', 'none', "'self'", "'none'"].includes(f) && !/^https?:\/\/(\*\.)?[^\s/*]+$/.test(f)) {
      errors.push(`FRAME_ANCESTORS entry "${f}" must be self, none or an origin like https://portal.example.com`)
    }
  }
  const reminderLeadMin = int(env, 'REMINDER_LEAD_MIN', 15, 1, 24 * 60, errors)
  const reminderCheckSec = int(env, 'REMINDER_CHECK_SEC', 30, 0, 3600, errors)
  const retentionCheckSec = int(env, 'RETENTION_CHECK_SEC', 3600, 0, 7 * 86400, errors)
  const organiserEmail = env.ORGANISER_EMAIL?.trim() || 'organiser@expo.local'
  if (!isEmail(organiserEmail)) errors.push('ORGANISER_EMAIL must be an email address')
  const organiserPassword = env.ORGANISER_PASSWORD || null
  if (organiserPassword !== null && organiserPassword.length < 10)
    errors.push('ORGANISER_PASSWORD must be at least 10 characters')
  const testClock = env.TEST_CLOCK === '1'
  // a clock anyone can set reopens ended shows: test servers only, on this machine
  if (testClock && (deployed || !isLoopbackHost(host) || demoMode))
    errors.push('TEST_CLOCK is for test servers: it needs a loopback HOST, no https PUBLIC_URL and no DEMO_MODE')
  const webSessionIdleDays = int(env, 'WEB_SESSION_IDLE_DAYS', 90, 1, 3650, errors)
  const gateKey = env.GATE_KEY?.trim() || null
  if (gateKey && gateKey.length < 16) errors.push('GATE_KEY must be at least 16 characters')
  const badgeKeyRaw = env.BADGE_SIGNING_KEY?.trim() || null
  if (badgeKeyRaw && !/^[A-Za-z0-9_-]{43}$/.test(badgeKeyRaw))
    errors.push('BADGE_SIGNING_KEY must be a 32-byte Ed25519 seed in base64url (43 characters)')
  // the development pair is in the code: on a reachable server anyone could sign a badge that passes
  // the door and an exhibitor's scan, as the test identities would let anyone sign in (issue 23)
  const badgeKeyIsDev = !badgeKeyRaw || badgeKeyRaw === DEV_BADGE_SEED
  if (badgeKeyIsDev && !demoMode && (deployed || !isLoopbackHost(host)))
    errors.push(
      `${deployed ? `PUBLIC_URL is ${publicUrl}` : `HOST=${host} is not a loopback address`}: e-badges would be ` +
        'signed with the public development key, which anyone can forge. Set BADGE_SIGNING_KEY (a 32-byte ' +
        'Ed25519 seed, base64url) and build the app with its BADGE_PUBLIC_KEY, or DEMO_MODE=1 for a public demo',
    )
  const { sms, weappReminders } = readDeliveryConfig(env, errors, { deployed, demoMode, weappLogin })
  const workers = int(env, 'WORKERS', 1, 1, 64, errors)
  if (workers > 1 && !databaseUrl)
    errors.push(
      `WORKERS=${workers} needs PostgreSQL (DATABASE_URL): with SQLite the server is one process (leave WORKERS unset or 1)`,
    )
  const schedulerRetrySec = int(env, 'SCHEDULER_RETRY_SEC', 10, 1, 600, errors)
  const pgPoolMax = int(env, 'PG_POOL_MAX', DEFAULT_PG_POOL_MAX, 1, 1000, errors)
  const uploadStore = readUploadStore(env, dataDir, errors)
  const webPush = readPushConfig(env, errors, { deployed, loopback: isLoopbackHost(host), organiserEmail })
  const reminderStaleSec = int(env, 'REMINDER_STALE_SEC', 120, 5, 3600, errors)
  const organiserToken = env.ORGANISER_TOKEN?.trim() || null
  if (organiserToken && organiserToken.length < 32) errors.push('ORGANISER_TOKEN must be at least 32 characters')
  if (errors.length) throw new ConfigError('Invalid configuration:\n  - ' + errors.join('\n  - '))
  return {
    host,
    port,
    dataDir,
    databaseUrl,
    staticDir,
    smtpUrl,
    mailFrom,
    publicUrl,
    matchDailyLimit,
    chatEnabled,
    contentKeywords,
    corsOrigins,
    appSecret,
    uploadMaxBytes,
    rateLimit: rateLimitRaw as Config['rateLimit'],
    logLevel,
    seedExhibitors,
    seedProducts,
    seedShowStart,
    weappLogin,
    demoMode,
    trustProxy,
    appSessionCheck,
    frameAncestors: frameAncestors.map((f) => (f === 'self' || f === 'none' ? `'${f}'` : f)),
    reminderLeadMin,
    reminderCheckSec,
    retentionCheckSec,
    organiserEmail,
    organiserPassword,
    testClock,
    webSessionIdleDays,
    gateKey,
    badgeSigningKey: badgeKeyRaw ?? DEV_BADGE_SEED,
    badgeKeyIsDev,
    sms,
    weappReminders,
    workers,
    schedulerRetrySec,
    pgPoolMax,
    uploadStore,
    webPush,
    reminderStaleSec,
    organiserToken,
    ...overrides,
  }
}

/**
 * S3_BUCKET set: an S3-compatible bucket (S3_ENDPOINT for one that is not AWS, S3_REGION,
 * S3_PREFIX, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY or the AWS SDK's own
 * chain). Else UPLOAD_DIR, else <DATA_DIR>/uploads (a directory every process and host shares).
 */
function readUploadStore(env: NodeJS.ProcessEnv, dataDir: string, errors: string[]): UploadStoreConfig {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return { kind: 'local', dir: path.resolve(env.UPLOAD_DIR?.trim() || path.join(dataDir, 'uploads')) }
  if (env.UPLOAD_DIR?.trim()) errors.push('UPLOAD_DIR and S3_BUCKET both set: uploads go to one store, unset one')
  const endpoint = env.S3_ENDPOINT?.trim() || null
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint))
    errors.push(`S3_ENDPOINT must be an http(s) URL, got ${endpoint}`)
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? ''
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? ''
  if (!accessKeyId !== !secretAccessKey) errors.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  let prefix = env.S3_PREFIX?.trim().replace(/^\/+/, '') ?? ''
  if (prefix && !prefix.endsWith('/')) prefix += '/'
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim()
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false')
    errors.push(`S3_FORCE_PATH_STYLE must be true or false, got ${pathStyle}`)
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    prefix,
    // S3-compatible stores (MinIO, Ceph) usually answer on one host: path-style by default there
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== null,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  }
}

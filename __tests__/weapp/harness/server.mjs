// The reference server the simulated wx talks to, and a small client for tests to read what the
// server holds (the ids of real exhibitors, what a visitor collected).
import path from 'node:path'
import { startReferenceServer } from '../../../scripts/lib/reference-server.mjs'

/**
 * The server of this test run: the one the runner started (WEAPP_SERVER_URL), else one started here
 * on WEAPP_PORT (default: E2E_PORT + 1, or 3101) with a fresh temporary database.
 */
export async function referenceServer() {
  if (process.env.WEAPP_SERVER_URL)
    return { url: process.env.WEAPP_SERVER_URL, dataDir: process.env.WEAPP_SERVER_DATA_DIR, stop() {} }
  const port = Number(process.env.WEAPP_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 3101))
  const server = await startReferenceServer({
    port,
    // The mini-program needs the API only (no H5 build to serve).
    staticDir: path.join(server_tmp(), 'no-h5-build'),
    readyPath: '/api/v4/getExhibitorCountList?eventCode=SIE',
    // TEST_CLOCK: tests set the server's clock as they set the device's (support.mjs serverClockAt)
    // RETENTION_CHECK_SEC 0: no retention round removes seeded views while the tests move the clock
    // SEED_SHOW_START: the seeded show at the dates the tests name (SIE 15–18 Sep 2026), whatever today is
    env: { LOG_LEVEL: 'error', TEST_CLOCK: '1', RETENTION_CHECK_SEC: '0', SEED_SHOW_START: '2026-09-15' },
  })
  process.env.WEAPP_SERVER_URL = server.baseUrl
  // its data folder: tests read what it sent (data/outbox/sms/ holds the SMS codes)
  process.env.WEAPP_SERVER_DATA_DIR = server.dataDir
  // the server's data folder: tests read what it sent (the SMS outbox) as a person reads their phone
  process.env.WEAPP_DATA_DIR = server.dataDir
  return {
    url: server.baseUrl,
    dataDir: server.dataDir,
    stop() {
      delete process.env.WEAPP_SERVER_URL
      delete process.env.WEAPP_SERVER_DATA_DIR
      delete process.env.WEAPP_DATA_DIR
      server.stop()
    },
  }
}

function server_tmp() {
  return process.env.TMPDIR ?? '/tmp'
}

/** The header that carries a visitor's session secret, both ways (docs/api.md). */
export const SESSION_HEADER = 'x-visitor-session'
/** userId → the session secret the server issued to it, as the tests met them */
const sessions = new Map()

/** Remembers a visitor's secret (one the mini-program got at login, read from its storage). */
export function rememberSession(userId, secret) {
  if (userId && secret) sessions.set(String(userId), secret)
}

/** The secret the server issued to this visitor in a test's own call, if any. */
export function sessionOf(userId) {
  return sessions.get(String(userId))
}

/** Calls the server's API as a client would; returns resultList and throws on a FAIL answer. */
export async function api(method, route, { query = {}, body } = {}) {
  const base = process.env.WEAPP_SERVER_URL
  if (!base) throw new Error('api(): no server (call referenceServer() first)')
  const url = new URL(route, base)
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v))
  const headers = body ? { 'content-type': 'application/json' } : {}
  // A visitor's private calls need the session the server issued them (docs/api.md).
  const secret = query.userId ? sessions.get(String(query.userId)) : undefined
  if (secret) headers[SESSION_HEADER] = secret
  const res = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined })
  const issued = res.headers.get(SESSION_HEADER)
  if (issued && query.userId) sessions.set(String(query.userId), issued)
  const json = await res.json()
  if (String(json.result).toUpperCase() !== 'OK') {
    throw new Error(`${method} ${route} → ${res.status} ${json.resultDesc ?? JSON.stringify(json)}`)
  }
  return json.resultList
}

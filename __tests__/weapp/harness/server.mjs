// The reference server the simulated wx talks to, and a small client for tests to read what the
// server holds (the ids of real exhibitors, what a visitor collected).
import path from 'node:path'
import { startReferenceServer } from '../../../scripts/lib/reference-server.mjs'

/**
 * The server of this test run: the one the runner started (WEAPP_SERVER_URL), else one started here
 * on WEAPP_PORT (default: E2E_PORT + 1, or 3101) with a fresh temporary database.
 */
export async function referenceServer() {
  if (process.env.WEAPP_SERVER_URL) return { url: process.env.WEAPP_SERVER_URL, stop() {} }
  const port = Number(process.env.WEAPP_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 3101))
  const server = await startReferenceServer({
    port,
    // The mini-program needs the API only (no H5 build to serve).
    staticDir: path.join(server_tmp(), 'no-h5-build'),
    readyPath: '/api/v4/getExhibitorCountList?eventCode=SIE',
    env: { LOG_LEVEL: 'error' },
  })
  process.env.WEAPP_SERVER_URL = server.baseUrl
  return {
    url: server.baseUrl,
    stop() {
      delete process.env.WEAPP_SERVER_URL
      server.stop()
    },
  }
}

function server_tmp() {
  return process.env.TMPDIR ?? '/tmp'
}

/** Calls the server's API as a client would; returns resultList and throws on a FAIL answer. */
export async function api(method, route, { query = {}, body } = {}) {
  const base = process.env.WEAPP_SERVER_URL
  if (!base) throw new Error('api(): no server (call referenceServer() first)')
  const url = new URL(route, base)
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v))
  const res = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json()
  if (String(json.result).toUpperCase() !== 'OK') {
    throw new Error(`${method} ${route} → ${res.status} ${json.resultDesc ?? JSON.stringify(json)}`)
  }
  return json.resultList
}

import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { SERVICE_WORKER } from '../../lib/service-worker.js'

/** What the H5 build says about its index.html (config/index.ts, CspManifest). */
interface CspManifest {
  scriptHashes: string[]
  apiOrigins: string[]
}

function readManifest(staticDir: string): CspManifest {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(staticDir, 'csp.json'), 'utf8')) as Partial<CspManifest>
    return { scriptHashes: m.scriptHashes ?? [], apiOrigins: m.apiOrigins ?? [] }
  } catch {
    // no H5 build (the API alone): no inline code to allow
    return { scriptHashes: [], apiOrigins: [] }
  }
}

/**
 * Security headers on every answer (helmet):
 * - Content-Security-Policy: scripts only from this origin plus the build's own inline scripts (by
 *   hash), so an injected <script> or event handler does not run. Styles also inline, as measured
 *   in the browser (e2e/csp.test.mjs): Taro's router injects three <style> elements whose text it
 *   computes at start-up from its options, style-loader injects @tarojs/components' global.css,
 *   the app stylesheet is inlined in index.html and components write style attributes. Images also
 *   from data:/blob: and https (exhibitors' own logos); requests to this origin and the configured
 *   API origins; frames only from FRAME_ANCESTORS;
 * - frame-src 'self' https: the native app's iOS bridge (WKWebViewJavascriptBridge) loads when the
 *   page frames https://__bridge_loaded__ (src/platform/native-bridge.ts); blocked, the bridge never
 *   comes and Collect, share and login do nothing in the app. CSP's host grammar has no underscore,
 *   so that host cannot be named: https frames are allowed (scripts stay limited, and a framed page
 *   of another origin cannot reach this one's DOM) — docs/decisions.md;
 * - Referrer-Policy strict-origin-when-cross-origin: URLs carry the visitor's id, and an
 *   exhibitor's website or an image host must not see it in the Referer;
 * - HSTS only when PUBLIC_URL is https (a plain-http local server must stay reachable).
 */
/**
 * The headers a helmet middleware writes, read once: none of ours depends on the request (no CSP
 * nonces), so every answer gets the same list without running a dozen middlewares per request.
 * Helmet's middlewares call next() at once, so this runs synchronously.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = []
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  }
  let failed: unknown = null
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => (failed = err ?? null))
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed))
  return headers
}

export default fp(
  async (fastify: FastifyInstance) => {
    const { config } = fastify
    const manifest = readManifest(config.staticDir)
    const https = !!config.publicUrl?.startsWith('https://')
    const ownFramesOnly = config.frameAncestors.every((f) => f === "'self'" || f === "'none'")
    // one helmet middleware per policy, built once (the fastify wrapper builds a new one, parsing
    // the policy again, for every request)
    const policy = (connectSrc: string[]) =>
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...manifest.scriptHashes],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...manifest.apiOrigins],
            fontSrc: ["'self'", 'data:'],
            connectSrc,
            // the app's service worker, from this origin only
            workerSrc: ["'self'"],
            mediaSrc: ["'self'", 'blob:', 'https:'],
            frameSrc: ["'self'", 'https:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: config.frameAncestors,
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
        // X-Frame-Options cannot name other sites: frame-ancestors alone decides when they are allowed
        xFrameOptions: ownFramesOnly
          ? { action: config.frameAncestors.includes("'none'") ? 'deny' : 'sameorigin' }
          : false,
        // images and uploads are drawn by pages of other origins too (an H5 build hosted elsewhere)
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      })
    const pageHeaders = headersOf(policy(["'self'", ...manifest.apiOrigins]))
    // The service worker's own policy (a worker obeys the header of its script): it fetches the
    // pictures the page shows to keep them for offline use, so it may connect wherever img-src
    // lets the page load them from (https hosts of exhibitors' logos); the page itself may not.
    const workerHeaders = headersOf(policy(["'self'", 'https:', ...manifest.apiOrigins]))
    const workerPath = `/${SERVICE_WORKER}`
    fastify.addHook('onRequest', (req, reply, done) => {
      const res = reply.raw
      for (const [name, value] of req.url.split('?')[0] === workerPath ? workerHeaders : pageHeaders)
        res.setHeader(name, value)
      // what helmet's X-Powered-By middleware does: neither Node nor fastify sets the header, and
      // removing one that is not there still cost more than the other headers together
      if (res.hasHeader('x-powered-by')) res.removeHeader('x-powered-by')
      done()
    })
  },
  { name: 'security-headers' },
)

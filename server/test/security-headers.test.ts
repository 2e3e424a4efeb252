/** Security headers: CSP with the build's inline-script hashes, frame policy, Referrer-Policy, HSTS. */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { DEPLOYED_DELIVERY_ENV, makeApp, type TestApp } from './helpers.js'
import { ConfigError, loadConfig } from '../src/config.js'

const BOOT = 'console.log("boot")'
const SW = `self.addEventListener('fetch', () => undefined) // ${'x'.repeat(600)}`
const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`

/** A minimal H5 build: index.html with an inline script, and the manifest the build writes. */
function fakeBuild(apiOrigins: string[] = []): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-csp-dist-'))
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script>${BOOT}</script><div id="app"></div>`)
  fs.writeFileSync(path.join(dist, 'csp.json'), JSON.stringify({ scriptHashes: [sha(BOOT)], apiOrigins }))
  // the service worker, plain and precompressed as scripts/compress-dist.mjs writes it
  fs.writeFileSync(path.join(dist, 'sw.js'), SW)
  fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync(SW))
  return dist
}

/** The CSP as directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

describe('security headers', () => {
  let t: TestApp
  const dist = fakeBuild()
  before(async () => {
    t = await makeApp({ STATIC_DIR: dist })
  })
  after(async () => {
    await t.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it("the app's page: scripts from this origin and the build's inline scripts by hash, nothing else", async () => {
    const page = await t.inject({ method: 'GET', url: '/exhibitors/list', headers: { accept: 'text/html' } })
    assert.equal(page.statusCode, 200)
    const policy = csp(page.headers['content-security-policy'])
    assert.deepEqual(policy['script-src'], ["'self'", sha(BOOT)])
    assert.deepEqual(policy['style-src'], ["'self'", "'unsafe-inline'"])
    assert.deepEqual(policy['default-src'], ["'self'"])
    assert.deepEqual(policy['object-src'], ["'none'"])
    assert.deepEqual(policy['frame-ancestors'], ["'self'"])
    // the native app's iOS bridge loads through a frame of https://__bridge_loaded__, a host CSP
    // cannot name (no underscore in its grammar): https frames, nothing else (issue 22 item 13)
    assert.deepEqual(policy['frame-src'], ["'self'", 'https:'])
    assert.deepEqual(policy['connect-src'], ["'self'"])
    assert.ok(!('upgrade-insecure-requests' in policy), 'a plain-http server stays reachable')
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin')
    assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN')
    assert.equal(page.headers['x-content-type-options'], 'nosniff')
    assert.equal(page.headers['strict-transport-security'], undefined)
  })

  it('the service worker: allowed from this origin, never cached, a script, its own connect-src', async () => {
    const page = await t.inject({ method: 'GET', url: '/exhibitors/list', headers: { accept: 'text/html' } })
    assert.deepEqual(csp(page.headers['content-security-policy'])['worker-src'], ["'self'"])
    for (const encoding of ['identity', 'br']) {
      const sw = await t.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } })
      assert.equal(sw.statusCode, 200)
      assert.equal(sw.headers['cache-control'], 'no-cache', encoding)
      assert.match(String(sw.headers['content-type']), /^(application|text)\/javascript/, encoding)
      if (encoding === 'br') assert.equal(sw.headers['content-encoding'], 'br')
      const policy = csp(sw.headers['content-security-policy'])
      // it fetches the pictures pages show (img-src allows https hosts) to keep them offline
      assert.deepEqual(policy['connect-src'], ["'self'", 'https:'])
      assert.deepEqual(policy['script-src'], ["'self'", sha(BOOT)])
    }
    // the page itself may still connect only to this origin; hashed files keep their caching
    assert.deepEqual(csp(page.headers['content-security-policy'])['connect-src'], ["'self'"])
    // the shell, at its own address too, is checked on every load like the worker
    for (const shell of ['/', '/index.html', '/exhibitors/list']) {
      const res = await t.inject({ method: 'GET', url: shell, headers: { accept: 'text/html' } })
      assert.equal(res.headers['cache-control'], 'no-cache', shell)
    }
    const withQuery = await t.inject({ method: 'GET', url: '/sw.js?v=1' })
    assert.deepEqual(csp(withQuery.headers['content-security-policy'])['connect-src'], ["'self'", 'https:'])
  })

  it('API answers carry them too', async () => {
    const api = await t.inject({ method: 'GET', url: '/api/v4/getExhibitorCount?eventCode=CGA' })
    assert.equal(api.headers['referrer-policy'], 'strict-origin-when-cross-origin')
    assert.ok(api.headers['content-security-policy'])
    const media = await t.inject({ method: 'GET', url: '/media/company/1-200x300.svg' })
    assert.equal(media.headers['cross-origin-resource-policy'], 'cross-origin')
  })
})

describe('security headers of a deployment', () => {
  let t: TestApp
  const dist = fakeBuild(['https://api.expo.example'])
  before(async () => {
    t = await makeApp({
      STATIC_DIR: dist,
      PUBLIC_URL: 'https://expo.example',
      // a deployment: real login providers (never called here)
      WEAPP_LOGIN: 'wechat',
      WEAPP_APPID: 'wx0123456789',
      WEAPP_SECRET: 'secret-of-the-mini-program',
      APP_SESSION_CHECK: 'https://app.expo.example/check',
      FRAME_ANCESTORS: 'https://portal.example.com, https://*.partner.example',
      ...DEPLOYED_DELIVERY_ENV,
    })
  })
  after(async () => {
    await t.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('HSTS when PUBLIC_URL is https; frames only from the configured origins; the API origin allowed', async () => {
    const page = await t.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    assert.match(String(page.headers['strict-transport-security']), /max-age=15552000; includeSubDomains/)
    const policy = csp(page.headers['content-security-policy'])
    assert.deepEqual(policy['frame-ancestors'], ['https://portal.example.com', 'https://*.partner.example'])
    assert.ok('upgrade-insecure-requests' in policy)
    assert.deepEqual(policy['connect-src'], ["'self'", 'https://api.expo.example'])
    const sw = await t.inject({ method: 'GET', url: '/sw.js' })
    assert.deepEqual(csp(sw.headers['content-security-policy'])['connect-src'], [
      "'self'",
      'https:',
      'https://api.expo.example',
    ])
    // X-Frame-Options cannot name other sites: left out, frame-ancestors decides
    assert.equal(page.headers['x-frame-options'], undefined)
  })

  it('refuses a frame ancestor that is not an origin', () => {
    assert.throws(() => loadConfig({ FRAME_ANCESTORS: 'javascript:alert(1)' }), ConfigError)
    assert.deepEqual(loadConfig({ FRAME_ANCESTORS: 'none' }).frameAncestors, ["'none'"])
  })
})

/** Security headers: CSP with the build's inline-script hashes, frame policy, Referrer-Policy, HSTS. */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, type TestApp } from './helpers.js'
import { ConfigError, loadConfig } from '../src/config.js'

const BOOT = 'console.log("boot")'
const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`

/** A minimal H5 build: index.html with an inline script, and the manifest the build writes. */
function fakeBuild(apiOrigins: string[] = []): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-csp-dist-'))
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script>${BOOT}</script><div id="app"></div>`)
  fs.writeFileSync(path.join(dist, 'csp.json'), JSON.stringify({ scriptHashes: [sha(BOOT)], apiOrigins }))
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
    assert.deepEqual(policy['connect-src'], ["'self'"])
    assert.ok(!('upgrade-insecure-requests' in policy), 'a plain-http server stays reachable')
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin')
    assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN')
    assert.equal(page.headers['x-content-type-options'], 'nosniff')
    assert.equal(page.headers['strict-transport-security'], undefined)
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
      WEAPP_LOGIN: 'test',
      APP_SESSION_CHECK: 'test',
      FRAME_ANCESTORS: 'https://portal.example.com, https://*.partner.example',
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
    // X-Frame-Options cannot name other sites: left out, frame-ancestors decides
    assert.equal(page.headers['x-frame-options'], undefined)
  })

  it('refuses a frame ancestor that is not an origin', () => {
    assert.throws(() => loadConfig({ FRAME_ANCESTORS: 'javascript:alert(1)' }), ConfigError)
    assert.deepEqual(loadConfig({ FRAME_ANCESTORS: 'none' }).frameAncestors, ["'none'"])
  })
})

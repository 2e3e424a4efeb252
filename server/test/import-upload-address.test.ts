/**
 * The console's upload fetches pictures from public addresses only (issue 26.1/26.3): a server that
 * fetches what an uploaded sheet names must not be led to its own network (loopback, private,
 * link-local, metadata addresses), redirects included. The CLI (the organiser's own machine) keeps
 * fetching any address (import.test.ts).
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { isPrivateAddress } from '../src/lib/import/pictures.js'
import { makeApp, type TestApp } from './helpers.js'

type Json = any

const ORGANISER = { email: 'pictures@show.example', password: 'correct horse battery' }
const SIE = 22

describe('console upload: pictures from public addresses only', () => {
  let t: TestApp
  let cookie: string
  let server: http.Server
  let base: string
  let hits = 0

  before(async () => {
    t = await makeApp({ ORGANISER_EMAIL: ORGANISER.email, ORGANISER_PASSWORD: ORGANISER.password })
    const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn?language=EN', payload: ORGANISER })
    cookie = `organiser_session=${/organiser_session=([^;]+)/.exec(String(r.headers['set-cookie']))![1]}`
    server = http.createServer((req, res) => {
      hits++
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(8))
    })
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  after(async () => {
    server.close()
    await t.close()
  })

  it('knows which addresses are not public', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'])
      assert.equal(isPrivateAddress(ip), true, ip)
    for (const ip of ['::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])
      assert.equal(isPrivateAddress(ip), true, ip)
    for (const ip of ['8.8.8.8', '114.114.114.114', '172.32.0.1', '2400:3200::1', '::ffff:8.8.8.8'])
      assert.equal(isPrivateAddress(ip), false, ip)
  })

  it('refuses a picture on a loopback address without asking it, and writes nothing', async () => {
    // a stand of the show's plan (a seeded exhibitor's)
    const { stand } = await t.app.database.db
      .selectFrom('companies')
      .select('stand')
      .where('edition_id', '=', SIE)
      .where('stand', '!=', '')
      .executeTakeFirstOrThrow()
    const csv = ['code,name_zh,name_en,stand,logo', `EX-901,地址测试,Address Test,${stand},${base}/logo.png`].join('\n')
    const boundary = '----address-test'
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="exhibitors.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    )
    const r = await t.inject({
      method: 'POST',
      url: `/api/organiser/editions/${SIE}/import?language=EN`,
      payload,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    assert.equal(r.statusCode, 200, r.body)
    const res = (r.json() as Json).resultList
    assert.equal(res.written, false)
    assert.deepEqual(
      res.errors.map((e: Json) => [e.row, e.column, e.reason]),
      [[2, 'logo', `Picture "${base}/logo.png" is not on a public address: an upload does not fetch it`]],
    )
    assert.equal(hits, 0, 'the loopback server was never asked')
  })
})

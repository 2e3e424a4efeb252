import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { loadConfig, ConfigError } from '../src/config.js'
import { makeApp, U, type TestApp } from './helpers.js'
import { startS3StandIn, type S3StandIn } from './s3-stand-in.js'

// a 3x2 PNG (the header is what the layout reads its size from)
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000030000000208060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)
const DAY = 24 * 3600_000

function multipart(content: Buffer) {
  const boundary = '----expo' + Math.random().toString(16).slice(2)
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('uploads in an S3-compatible bucket (S3_BUCKET, through the stand-in)', () => {
  let s3: S3StandIn
  let t: TestApp
  before(async () => {
    s3 = await startS3StandIn()
    t = await makeApp(s3.env())
  })
  after(async () => {
    await t.close()
    await s3.close()
  })

  const upload = async () => {
    const r = await t.inject({ method: 'POST', url: `/upload/uploadQiNiu?userId=${U}`, ...multipart(PNG) })
    assert.equal(r.statusCode, 200, r.body)
    return r.json().resultList as { url: string; key: string; mime: string }
  }

  it('stores the picture in the bucket, signed, with its type and length, and serves it back at /uploads/', async () => {
    const res = await upload()
    assert.match(res.url, /^\/uploads\/[0-9a-f-]{36}\.png$/)
    const stored = s3.objects.get(res.key)
    assert.ok(stored, 'in the bucket under its key')
    assert.equal(stored.type, 'image/png')
    assert.deepEqual(stored.body, PNG)
    assert.deepEqual(
      s3.log.filter((l) => l.refused),
      [],
      'every request signed by the configured key',
    )
    // nothing on the local disk: the bucket is the one store
    assert.equal(fs.existsSync(path.join(t.dataDir, 'uploads', res.key)), false)
    const back = await t.inject({ method: 'GET', url: res.url })
    assert.equal(back.statusCode, 200)
    assert.equal(back.headers['content-type'], 'image/png')
    assert.equal(back.headers['x-content-type-options'], 'nosniff')
    assert.match(String(back.headers['cache-control']), /immutable/)
    assert.deepEqual(back.rawPayload, PNG)
    assert.deepEqual(await t.app.uploads.sizeOf(res.key), { width: 3, height: 2 }, 'size from a ranged read')
  })

  it('answers 404 for a key the bucket does not have (and for a path that is no key)', async () => {
    const missing = await t.inject({ method: 'GET', url: '/uploads/nothing.png' })
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.json().resultCode, 'NOT_FOUND')
    const odd = await t.inject({ method: 'GET', url: '/uploads/a%20b.png' })
    assert.equal(odd.statusCode, 404)
  })

  it('retention removes an unused upload from the bucket a day later, and keeps a used one', async () => {
    const unused = await upload()
    const used = await upload()
    await t.app.database.db.updateTable('companies').set({ logo: used.url }).where('id', '=', 2).execute()
    assert.equal(await t.app.myData.removeUnusedUploads(t.clock.now() + DAY / 2), 0, 'not before a day')
    const removed = await t.app.myData.removeUnusedUploads(t.clock.now() + 2 * DAY)
    assert.ok(removed >= 1)
    assert.equal(s3.objects.has(unused.key), false)
    assert.equal(s3.objects.has(used.key), true)
    assert.equal((await t.inject({ method: 'GET', url: unused.url })).statusCode, 404)
  })
})

describe('the S3 stand-in checks what S3 checks', () => {
  let s3: S3StandIn
  before(async () => {
    s3 = await startS3StandIn()
  })
  after(async () => {
    await s3.close()
  })

  it('refuses a wrong secret (SignatureDoesNotMatch) and a wrong bucket (NoSuchBucket): nothing stored, a 500 without detail', async () => {
    for (const [env, code] of [
      [{ S3_SECRET_ACCESS_KEY: 'not-the-secret' }, 'SignatureDoesNotMatch'],
      [{ S3_BUCKET: 'another-bucket' }, 'NoSuchBucket'],
    ] as const) {
      const t = await makeApp(s3.env(env))
      try {
        const r = await t.inject({ method: 'POST', url: `/upload/uploadQiNiu?userId=${U}`, ...multipart(PNG) })
        assert.equal(r.statusCode, 500, 'the server could not store it: not the visitor’s mistake')
        assert.equal(r.json().result, 'FAIL')
        assert.equal(s3.log.at(-1)?.refused, code)
        assert.equal(s3.objects.size, 0)
      } finally {
        await t.close()
      }
    }
  })
})

describe('S3 settings', () => {
  const base = { DATA_DIR: '/tmp/expo-s3-config', HOST: '127.0.0.1' }
  it('path-style for an endpoint, a prefix ending in /, and the refusals of a half configuration', () => {
    const c = loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: '/show/' })
    assert.equal(c.uploadStore.kind, 's3')
    if (c.uploadStore.kind !== 's3') return
    assert.equal(c.uploadStore.forcePathStyle, true)
    assert.equal(c.uploadStore.prefix, 'show/')
    assert.equal(c.uploadStore.credentials, null, 'the SDK’s own chain when no keys are given')
    assert.equal(loadConfig({ ...base }).uploadStore.kind, 'local')
    for (const env of [
      { S3_BUCKET: 'b', UPLOAD_DIR: '/tmp/x' },
      { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' },
      { S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' },
    ])
      assert.throws(() => loadConfig({ ...base, ...env }), ConfigError, JSON.stringify(env))
  })
})

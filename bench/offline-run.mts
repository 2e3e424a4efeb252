/**
 * The figures behind `npm run bench:offline` (entry: bench/offline.mjs).
 *
 * 1. The seeded edition (the default seed, CGA's current edition), both languages.
 * 2. A 5,000-exhibitor edition: a temporary database seeded like `bench:api` builds its data set
 *    (seedDatabase with more exhibitors and products; CGA's current edition takes 45 % of them), with
 *    BENCH_PRODUCTS_PER_EXHIBITOR (default 10) products each. Kept in BENCH_OFFLINE_DIR when that is
 *    set (reused by the next run), else removed.
 * 3. The delta after one edit (an exhibitor's introduction; then its name, which its products and the
 *    floor plans carry too).
 *
 * Sizes are the server's own answers (app.inject with Accept-Encoding gzip, then br: the compression
 * plugin's settings). Fails when the 5,000-exhibitor pack is over 5 MB compressed (gzip: what every
 * client accepts); timings are printed and never fail it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/src/app.js'
import { loadConfig } from '../server/src/config.js'
import { isSeeded, migrateToLatest, openDatabase } from '../server/src/db/index.js'
import { seedDatabase } from '../server/src/db/seed.js'
import type { FastifyInstance } from 'fastify'
import type { EditionPack } from '../types/api.js'

const BUDGET_BYTES = 5 * 1024 * 1024
const TARGET_EXHIBITORS = 5000
const PER_EXHIBITOR = Number(process.env.BENCH_PRODUCTS_PER_EXHIBITOR ?? 10)
// CGA's current edition (12) takes 45 % of the seed's exhibitors after the first (seed/generate.ts)
const SEED_EXHIBITORS = Math.round((TARGET_EXHIBITORS - 1) / 0.45) + 1
const SEED_PRODUCTS = SEED_EXHIBITORS * PER_EXHIBITOR

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const mb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : kb(n))
const pad = (s: string, n: number) => s.padEnd(n)

async function app(dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-h5'),
    LOG_LEVEL: 'error',
    RATE_LIMIT: 'off',
    APP_SECRET: 'bench-offline-secret-0123456789',
  })
  const a = await buildApp({ config })
  await a.ready()
  return a
}

interface Sizes {
  raw: number
  gzip: number
  br: number
  ms: number
  pack: EditionPack
}

async function measure(a: FastifyInstance, query: string): Promise<Sizes> {
  const url = `/api/v5/offline/pack?eventCode=CGA&${query}`
  const started = performance.now()
  const plain = await a.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })
  const ms = performance.now() - started
  if (plain.statusCode !== 200) throw new Error(`${url}: ${plain.statusCode} ${plain.body.slice(0, 200)}`)
  const gzip = await a.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
  const br = await a.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
  if (gzip.headers['content-encoding'] !== 'gzip' || br.headers['content-encoding'] !== 'br')
    throw new Error(`${url}: not compressed (${gzip.headers['content-encoding']}, ${br.headers['content-encoding']})`)
  return {
    raw: plain.rawPayload.length,
    gzip: gzip.rawPayload.length,
    br: br.rawPayload.length,
    ms,
    pack: plain.json().resultList as EditionPack,
  }
}

function row(label: string, s: Sizes) {
  const p = s.pack
  const what = `${p.exhibitors.length} exhibitors, ${p.products.length} products, ${p.sessions.length} sessions, ${p.halls.length} halls`
  console.log(
    `${pad(label, 34)} raw ${pad(mb(s.raw), 10)} gzip ${pad(mb(s.gzip), 10)} br ${pad(mb(s.br), 10)} ${pad(`${s.ms.toFixed(0)} ms`, 8)} ${what}`,
  )
}

/** What each part of a pack weighs (raw JSON), to see where the bytes go. */
function parts(p: EditionPack) {
  const size = (v: unknown) => Buffer.byteLength(JSON.stringify(v))
  const total = size(p)
  const list = (['exhibitors', 'products', 'sessions', 'halls', 'categories'] as const).map(
    (k) => `${k} ${Math.round((size(p[k]) / total) * 100)} %`,
  )
  console.log(`${pad('', 34)} (${list.join(', ')})`)
}

async function editOnce(a: FastifyInstance, field: 'intro_en' | 'name_en') {
  const company = await a.directory.companyRow(1)
  await a.exhibitorEdits.updateCompany(
    company,
    { [field]: `${company[field]} (edited ${Date.now()})` },
    {},
    new Date().toISOString(),
  )
}

async function bench(label: string, dataDir: string) {
  const a = await app(dataDir)
  try {
    const en = await measure(a, 'language=EN')
    row(`${label}, EN`, en)
    parts(en.pack)
    const cached = await measure(a, 'language=EN')
    console.log(`${pad('', 34)} served again from the cache in ${cached.ms.toFixed(0)} ms`)
    row(`${label}, 中文`, await measure(a, 'language=ZH-CN'))
    const v = en.pack.version
    await editOnce(a, 'intro_en')
    row(`  delta after an intro edit`, await measure(a, `language=EN&since=${v}`))
    await editOnce(a, 'name_en')
    row(`  delta after that and a new name`, await measure(a, `language=EN&since=${v}`))
    return en
  } finally {
    await a.close()
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-offline-'))
let failed = false
try {
  console.log('Offline pack of an edition (GET /api/v5/offline/pack), as the server sends it:\n')
  await bench('seeded edition', path.join(tmp, 'seeded'))

  const bigDir = process.env.BENCH_OFFLINE_DIR ? path.resolve(process.env.BENCH_OFFLINE_DIR) : path.join(tmp, 'big')
  const d = await openDatabase({ dataDir: bigDir, databaseUrl: null, backgroundCheckpoints: false })
  await migrateToLatest(d)
  if (!(await isSeeded(d))) {
    const started = performance.now()
    await seedDatabase(d, { exhibitors: SEED_EXHIBITORS, products: SEED_PRODUCTS })
    console.log(
      `\n(seeded ${SEED_EXHIBITORS} exhibitors, ${SEED_PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    )
  }
  await d.close()
  console.log()
  const big = await bench(`${TARGET_EXHIBITORS}-exhibitor edition`, bigDir)
  const n = big.pack.exhibitors.length
  console.log(
    `\nTarget: ≤ ${mb(BUDGET_BYTES)} compressed for ${TARGET_EXHIBITORS} exhibitors (${PER_EXHIBITOR} products each): ` +
      `${mb(big.gzip)} gzip, ${mb(big.br)} br for ${n} exhibitors, ${big.pack.products.length} products`,
  )
  if (big.gzip > BUDGET_BYTES) {
    console.log('FAIL: the pack is over its size budget')
    failed = true
  } else console.log('ok')
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

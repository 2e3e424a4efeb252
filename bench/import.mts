/**
 * `npm run bench:import` (issue 26.1): the time to import 5,000 exhibitors and 50,000 products
 * from one XLSX into a fresh database (target < 60 s on this machine), then the same file again
 * (nothing changes: every row compared, none written). Sizes: BENCH_IMPORT_EXHIBITORS,
 * BENCH_IMPORT_PRODUCTS. ESM TypeScript run with the server's tsx (like api-run.mts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/src/app.js'
import { loadConfig } from '../server/src/config.js'
import { importUpload } from '../server/src/lib/import/server.js'
import { workbookOf } from '../server/src/lib/import/write-xlsx.js'

const EXHIBITORS = Number(process.env.BENCH_IMPORT_EXHIBITORS ?? 5000)
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 50000)
const STANDS = 500
const SURNAMES = ['华东', '晨光', '蓝海', '北辰', '南风', '翠微', '西岭', '东方', '长江', '泰山']
const TRADES = ['机械', '能源', '电气', '材料', '科技', '包装', '化工', '仪器']

function sheets() {
  const stands = Array.from({ length: STANDS }, (_, i) => ({
    hall_zh: 'B1号馆',
    hall_en: 'Hall B1',
    floor: '1F',
    stand: `B1-${String(i + 1).padStart(3, '0')}`,
  }))
  const exhibitors = Array.from({ length: EXHIBITORS }, (_, i) => {
    const zh = `${SURNAMES[i % SURNAMES.length]}${TRADES[(i >> 3) % TRADES.length]}${i + 1}号有限公司`
    return {
      code: `E${i + 1}`,
      name_zh: zh,
      name_en: `Bench Exhibitor ${i + 1} Co., Ltd.`,
      stand: stands[i % STANDS]!.stand,
      intro_zh: `${zh}的简介。`,
      intro_en: `About exhibitor ${i + 1}.`,
      phone: `139${String(10000000 + i).slice(-8)}`,
      email: `sales${i + 1}@bench.example`,
    }
  })
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    code: `P${i + 1}`,
    exhibitor_code: `E${(i % EXHIBITORS) + 1}`,
    name_zh: `${TRADES[i % TRADES.length]}产品${i + 1}`,
    name_en: `Bench Product ${i + 1}`,
    intro_zh: '展品介绍。',
    intro_en: 'A product.',
  }))
  return { stands, exhibitors, products }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-bench-import-'))
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'silent',
    REMINDER_CHECK_SEC: '0',
    RETENTION_CHECK_SEC: '0',
  })
  const app = await buildApp({ config })
  try {
    let t = Date.now()
    // the workbook is made once per size and kept in the temporary folder (writing it is not the import)
    const cached = path.join(os.tmpdir(), `expo-bench-import-${EXHIBITORS}-${PRODUCTS}.xlsx`)
    if (!fs.existsSync(cached)) fs.writeFileSync(cached, await workbookOf(sheets(), 'EN'))
    const buffer = fs.readFileSync(cached)
    console.log(
      `workbook: ${EXHIBITORS} exhibitors, ${PRODUCTS} products, ${STANDS} stands; ${(buffer.length / 1e6).toFixed(1)} MB, ready in ${((Date.now() - t) / 1000).toFixed(1)} s (not counted)`,
    )
    for (const run of ['first import', 'same file again']) {
      t = Date.now()
      const cpu = process.cpuUsage()
      const r = await importUpload(app, [{ name: 'bench.xlsx', buffer }], { editionId: 22, language: 'EN' })
      const s = (Date.now() - t) / 1000
      // on a shared machine the wall time depends on the neighbours; the CPU time of this process does not
      const used = process.cpuUsage(cpu)
      const cpuS = ((used.user + used.system) / 1e6).toFixed(1)
      if (r.errors.length) throw new Error(`${r.errors.length} errors, first: ${r.errors[0]!.message}`)
      const c = r.counts
      console.log(
        `${run}: ${s.toFixed(1)} s wall, ${cpuS} s CPU (target < 60 s; load average ${os.loadavg()[0]!.toFixed(1)}; read ${r.phases.read / 1000} s, check ${r.phases.validate / 1000} s, write ${r.phases.write / 1000} s) — exhibitors +${c.exhibitors!.added} ~${c.exhibitors!.updated} =${c.exhibitors!.unchanged}, products +${c.products!.added} ~${c.products!.updated} =${c.products!.unchanged}`,
      )
    }
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

/**
 * npm run import -- show.xlsx [--event SIE | --edition 22] [--partial] [--lang EN] [--pictures show.zip]
 * npm run import -- exhibitors.csv products.csv …   (CSV: one file per sheet, named by the sheet)
 *
 * Loads an edition from the organiser's spreadsheets into the database of DATA_DIR / DATABASE_URL
 * (created and seeded first if empty). Everything is checked before anything is written; every
 * problem is printed with its sheet, row, column and reason (zh-CN by default, --lang EN), and
 * nothing is written unless --partial. A zip with the same name beside the sheet (show.zip) holds
 * pictures named in it. Exit code 1 when anything was refused. A running server picks up the new
 * rows at once for searches and lists within a minute (its caches expire); new halls and
 * categories appear after its restart — the console's upload, running inside the server, has none
 * of these delays.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig, ConfigError } from '../src/config.js'
import { isSeeded, migrateToLatest, openDatabase } from '../src/db/index.js'
import { seedDatabase } from '../src/db/seed.js'
import { ConferenceRepository } from '../src/repositories/conference.js'
import { uploadStoreOf } from '../src/lib/upload-store.js'
import {
  formatError,
  importShow,
  SHEET_SPECS,
  type ImportCounts,
  type ImportLanguage,
  type SheetName,
} from '../src/lib/import/index.js'
import { demoShowStart } from '../seed/calendar.js'

const argv = process.argv.slice(2)
function arg(name: string): string | undefined {
  const i = argv.indexOf(`--${name}`)
  if (i >= 0) return argv[i + 1]
  return argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
}
const VALUED = new Set(['--event', '--edition', '--lang', '--pictures'])

class UsageError extends Error {}

async function main() {
  const files = argv.filter((a, i) => !a.startsWith('--') && !VALUED.has(argv[i - 1] ?? ''))
  if (!files.length)
    throw new UsageError('usage: npm run import -- show.xlsx [--event SIE | --edition 22] [--partial] [--lang EN]')
  const lang: ImportLanguage = (arg('lang') ?? 'zh-CN').toUpperCase() === 'EN' ? 'EN' : 'zh-CN'
  const config = loadConfig()
  const d = await openDatabase({ ...config, backgroundCheckpoints: false })
  try {
    await migrateToLatest(d)
    if (!(await isSeeded(d)))
      await seedDatabase(d, {
        exhibitors: config.seedExhibitors,
        products: config.seedProducts,
        showStart: config.seedShowStart ?? demoShowStart(Date.now()),
      })
    const editions = await d.db
      .selectFrom('editions')
      .innerJoin('exhibitions', 'exhibitions.id', 'editions.exhibition_id')
      .select(['editions.id', 'editions.is_current', 'editions.time_zone', 'editions.name_en', 'exhibitions.code'])
      .execute()
    const editionArg = arg('edition')
    const event = (arg('event') ?? 'SIE').toUpperCase()
    const edition = editionArg
      ? editions.find((e) => String(e.id) === editionArg)
      : editions.find((e) => e.code.toUpperCase() === event && e.is_current === 1)
    if (!edition) throw new UsageError(editionArg ? `no edition ${editionArg}` : `no current edition of ${event}`)

    const read = (f: string) => ({ name: path.basename(f), buffer: fs.readFileSync(f) })
    const sheetFiles = files.map(read)
    const zipPath =
      arg('pictures') ?? files.map((f) => f.replace(/\.(xlsx|csv)$/i, '.zip')).find((z) => fs.existsSync(z))
    const zip = zipPath ? fs.readFileSync(zipPath) : null
    const zones = new Map(editions.map((e) => [e.id, e.time_zone]))
    const conference = new ConferenceRepository(d.db)
    const uploads = uploadStoreOf(config.uploadStore)
    const result = await importShow(
      {
        db: d.db,
        // the server's store (UPLOAD_DIR or S3_BUCKET), so the pictures are where it serves them from
        uploads,
        now: () => Date.now(),
        timeZoneOf: (id) => zones.get(id) ?? 'Asia/Shanghai',
        reschedule: (id, change, now) => conference.reschedule(id, change, now),
        afterWrite: async () => {},
      },
      sheetFiles,
      {
        editionId: edition.id,
        language: lang,
        partial: argv.includes('--partial'),
        zip,
        pictureMaxBytes: config.uploadMaxBytes,
      },
    )
    const en = lang === 'EN'
    uploads.close()
    for (const e of result.errors) console.log(formatError(e, lang))
    if (result.errors.length)
      console.log(
        en
          ? `${result.errors.length} problem(s)${result.written ? ': the other rows were written' : ': nothing was written'}.`
          : `共 ${result.errors.length} 个问题${result.written ? '，其余行已导入' : '，未写入任何内容'}。`,
      )
    if (result.written) {
      console.log(
        en
          ? `Imported into ${edition.name_en} (edition ${edition.id}):`
          : `已导入 ${edition.name_en}（届次 ${edition.id}）：`,
      )
      for (const [sheet, c] of Object.entries(result.counts) as Array<[SheetName, ImportCounts]>)
        console.log(
          en
            ? `  ${sheet}: ${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged, ${c.hidden} hidden${c.skipped ? `, ${c.skipped} skipped` : ''}`
            : `  ${SHEET_SPECS[sheet].zh}：新增 ${c.added}，更新 ${c.updated}，未变 ${c.unchanged}，隐藏 ${c.hidden}${c.skipped ? `，跳过 ${c.skipped}` : ''}`,
        )
      const secs = (result.ms / 1000).toFixed(1)
      console.log(
        en
          ? `  offline pack version ${result.packVersion}; ${result.movedSessions} session(s) moved, ${result.remindersTold} reminded visitor(s) to tell; ${secs} s`
          : `  离线包版本 ${result.packVersion}；${result.movedSessions} 场日程改期，将通知 ${result.remindersTold} 位已设提醒的观众；用时 ${secs} 秒`,
      )
    }
    if (result.errors.length) process.exitCode = 1
  } finally {
    await d.close()
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof UsageError ? err.message : err)
  process.exit(1)
})

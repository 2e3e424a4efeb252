/**
 * Import an edition from the organiser's spreadsheets (issue 26.1): `importShow(target, files,
 * options)` takes the file buffers (one XLSX, or CSVs named by their sheet) and answers a structured
 * result. The CLI (scripts/import.ts) and a future console upload call it alike.
 *
 * Order: read → validate everything (and fetch pictures) → write in one transaction, or nothing
 * when anything is wrong (`partial`: the valid rows, the rest listed). Rows are matched by the
 * organiser's codes; rows an earlier import made that this one leaves out are hidden, not deleted.
 * Changed rows take the edition's next offline pack version; search text and pinyin are rebuilt;
 * a session whose time or room changed is moved by the reschedule code, so visitors with a
 * reminder are told.
 */
import { sql, type Kysely } from 'kysely'
import '../../db/schema-import.js'
import type { DB } from '../../db/schema.js'
import { clearRemoval, nextPackVersion, recordRemoval } from '../../repositories/pack-versions.js'
import { buildSearchText, buildSearchTokens, companySearch, type NamePair } from '../search-text.js'
import { pictureSize } from '../picture-size.js'
import type { UploadStore } from '../upload-store.js'
import { venueInstant } from '../venue-time.js'
import { generateHallLayout } from '../../../seed/venue-layout.js'
import { importMessage, type ImportLanguage } from './messages.js'
import { PictureStore, inPool, zipEntries } from './pictures.js'
import { readCsv, readXlsx, type ReadResult, type SheetRow } from './read.js'
import type { SheetName } from './sheets.js'
import { splitList, validate, type Existing, type ImportError } from './validate.js'

export { formatError, type ImportError } from './validate.js'
export { SHEETS, SHEET_SPECS, templateHeader, type SheetName } from './sheets.js'
export type { ImportLanguage } from './messages.js'

export interface ImportFile {
  name: string
  buffer: Buffer
}

export interface ImportOptions {
  editionId: number
  language?: ImportLanguage
  /** write the valid rows and list the others (default: nothing is written on any error) */
  partial?: boolean
  /** the zip beside the sheet: pictures named by file name */
  zip?: Buffer | null
  pictureMaxBytes?: number
  pictureTimeoutMs?: number
  /** fetch pictures from public addresses only (the console's upload; the CLI is the organiser's own) */
  picturesPublicOnly?: boolean
}

export interface ImportCounts {
  added: number
  updated: number
  unchanged: number
  hidden: number
  /** rows left out for their errors (partial) */
  skipped: number
}

export interface ImportResult {
  ok: boolean
  written: boolean
  errors: ImportError[]
  counts: Partial<Record<SheetName, ImportCounts>>
  /** the edition's offline pack version after the import (null: nothing written) */
  packVersion: number | null
  /** sessions moved (time or room), and the reminders whose visitors will be told */
  movedSessions: number
  remindersTold: number
  ms: number
  /** milliseconds per phase: read, validate (with pictures), write */
  phases: { read: number; validate: number; write: number }
}

/** What the import needs from the server: its database, uploads, clock and the shared code paths. */
export interface ImportTarget {
  db: Kysely<DB>
  uploads: UploadStore
  now(): number
  timeZoneOf(editionId: number): string
  /** the existing reschedule (repositories/conference.ts): bumps the schedule version the notices follow */
  reschedule(
    sessionId: number,
    change: { startTime: string; endTime: string; roomId: number; roomZh: string; roomEn: string },
    now: number,
  ): Promise<unknown>
  /** drop the server's caches (directory pages and totals, the catalog of halls and categories) */
  afterWrite(): Promise<void>
}

/** A picture path of this server (the upload store or the seed's media), as an export writes it. */
const OWN_PICTURE = /^\/(uploads|media)\/(?!.*\.\.)[\w./-]+$/

const emptyCounts = (): ImportCounts => ({ added: 0, updated: 0, unchanged: 0, hidden: 0, skipped: 0 })
const BATCH = 400

async function readFiles(files: ImportFile[]): Promise<ReadResult> {
  const xlsx = files.filter((f) => /\.xlsx$/i.test(f.name))
  const csv = files.filter((f) => /\.csv$/i.test(f.name))
  const result: ReadResult = { sheets: new Map(), unknownSheets: [] }
  for (const f of xlsx) {
    const r = await readXlsx(f.buffer)
    for (const [k, v] of r.sheets) result.sheets.set(k, v)
    result.unknownSheets.push(...r.unknownSheets)
  }
  if (csv.length) {
    const r = readCsv(csv)
    for (const [k, v] of r.sheets) result.sheets.set(k, v)
    result.unknownSheets.push(...r.unknownSheets)
  }
  for (const f of files) if (!/\.(xlsx|csv)$/i.test(f.name)) result.unknownSheets.push(f.name)
  return result
}

async function loadExisting(db: Kysely<DB>, editionId: number, timeZone: string): Promise<Existing> {
  const [stands, halls, cats, speakers, companies, sessions, rooms] = await Promise.all([
    db.selectFrom('stands').select(['code', 'hall_id']).where('edition_id', '=', editionId).execute(),
    db.selectFrom('halls').select(['id', 'name_zh']).where('edition_id', '=', editionId).execute(),
    db.selectFrom('categories').select('code').where('code', 'is not', null).execute(),
    db.selectFrom('speakers').select('code').where('code', 'is not', null).execute(),
    db
      .selectFrom('companies')
      .select('code')
      .where('edition_id', '=', editionId)
      .where('code', 'is not', null)
      .where('hidden', '=', 0)
      .execute(),
    db
      .selectFrom('sessions')
      .select(['title_zh', 'start_time', 'end_time', 'room_id', 'room_zh'])
      .where('edition_id', '=', editionId)
      .where('code', 'is', null)
      .where('hidden', '=', 0)
      .execute(),
    db.selectFrom('conference_rooms').select(['id', 'name_zh']).where('edition_id', '=', editionId).execute(),
  ])
  const hallName = new Map(halls.map((h) => [h.id, h.name_zh]))
  const roomName = new Map(rooms.map((r) => [r.id, r.name_zh]))
  return {
    stands: new Map(stands.map((s) => [s.code.toUpperCase(), hallName.get(s.hall_id) ?? ''])),
    categoryCodes: new Set(cats.map((c) => c.code!.toUpperCase())),
    speakerCodes: new Set(speakers.map((c) => c.code!.toUpperCase())),
    exhibitorCodes: new Set(companies.map((c) => c.code!.toUpperCase())),
    otherSessions: sessions.map((s) => ({
      room: (s.room_id !== null ? roomName.get(s.room_id) : undefined) ?? s.room_zh,
      start: s.start_time,
      end: s.end_time,
      title: s.title_zh,
    })),
    timeZone,
  }
}

async function maxId(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const row = await sql<{ m: number | null }>`SELECT MAX(id) AS m FROM ${sql.table(table)}`.execute(db)
  return Number(row.rows[0]?.m ?? 0)
}

async function insertBatches(db: Kysely<DB>, table: keyof DB, rows: Array<Record<string, unknown>>) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute()
}

/** Whether any of `keys` differs between an existing row and the imported values. */
function differs(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  for (const k of Object.keys(after)) if (String(before[k] ?? '') !== String(after[k] ?? '')) return true
  return false
}

const up = (v: string | undefined) => (v ?? '').trim().toUpperCase()

/** An exhibitor or product row of the sheet, as it will be written. */
interface UpsertRow {
  code: string
  /** the columns the sheet sets (compared with the stored row: unchanged rows are not written) */
  values: Record<string, unknown>
  /** its category ids, as listed (repeats and order do not count as a change) */
  cats: number[]
  /** the search columns, computed only for rows that are written (pinyin is the costly part) */
  search(): Record<string, unknown>
}

const CATALOG_TABLES = {
  exhibitor: { table: 'companies', links: 'company_categories', owner: 'company_id' },
  product: { table: 'products', links: 'product_categories', owner: 'product_id' },
} as const

/**
 * Exhibitors and products are written the same way (by their code in the edition): new rows are
 * added in batches, changed or hidden ones updated and shown again, their categories relinked when
 * they changed, and the edition's rows the sheet left out hidden with a removal the offline pack
 * follows — unless a partial import skipped invalid rows of that sheet (a skipped row is not a
 * removed one). Returns the ids by upper-cased code.
 */
async function upsertCatalogRows(
  trx: Kysely<DB>,
  kind: keyof typeof CATALOG_TABLES,
  rows: UpsertRow[],
  o: {
    editionId: number
    version: number
    nowIso: string
    partial: boolean
    counts: ImportCounts
    anyInvalid: boolean
    /** columns only a new row gets */
    freshColumns: Record<string, unknown>
    /** what else goes when a left-out row is hidden (an exhibitor's products) */
    onHidden?: (id: number) => Promise<void>
  },
): Promise<Map<string, number>> {
  const { table, links: linkTable, owner } = CATALOG_TABLES[kind]
  const c = o.counts
  const before = new Map(
    (
      (await trx
        .selectFrom(table)
        .selectAll()
        .where('edition_id', '=', o.editionId)
        .where('code', 'is not', null)
        .execute()) as Array<Record<string, unknown> & { id: number; code: string | null; hidden: number }>
    ).map((r) => [up(r.code!), r]),
  )
  const oldLinks = await linksOf(
    trx,
    linkTable,
    owner,
    [...before.values()].map((r) => r.id),
  )
  let id = await maxId(trx, table)
  const ids = new Map<string, number>()
  const fresh: Array<Record<string, unknown>> = []
  const links: Array<Record<string, number>> = []
  const relinked: number[] = []
  for (const row of rows) {
    const key = up(row.code)
    const cats = [...new Set(row.cats)].sort((a, b) => a - b)
    const old = before.get(key)
    if (!old) {
      ids.set(key, ++id)
      fresh.push({
        id,
        edition_id: o.editionId,
        code: row.code,
        ...row.values,
        ...o.freshColumns,
        sort_weight: 0,
        view_count: 0,
        collect_count: 0,
        created_at: o.nowIso,
        updated_at: o.nowIso,
        ...row.search(),
        pack_version: o.version,
      })
      for (const k of cats) links.push({ [owner]: id, category_id: k })
      c.added++
      continue
    }
    ids.set(key, old.id)
    const catsChanged = (oldLinks.get(old.id) ?? []).sort((a, b) => a - b).join(',') !== cats.join(',')
    if (!differs(old, row.values) && !catsChanged && !old.hidden) {
      c.unchanged++
      continue
    }
    c.updated++
    await trx
      .updateTable(table)
      .set({ ...row.values, ...row.search(), hidden: 0, updated_at: o.nowIso, pack_version: o.version } as never)
      .where('id', '=', old.id)
      .execute()
    if (old.hidden) await clearRemoval(trx, kind, old.id)
    if (catsChanged) {
      relinked.push(old.id)
      for (const k of cats) links.push({ [owner]: old.id, category_id: k })
    }
  }
  await insertBatches(trx, table, fresh)
  for (let i = 0; i < relinked.length; i += BATCH)
    await sql`DELETE FROM ${sql.table(linkTable)} WHERE ${sql.ref(owner)} IN (${sql.join(relinked.slice(i, i + BATCH))})`.execute(
      trx,
    )
  await insertBatches(trx, linkTable, links)
  if (!o.partial || !o.anyInvalid) {
    for (const [key, old] of before) {
      if (ids.has(key) || old.hidden) continue
      await trx
        .updateTable(table)
        .set({ hidden: 1, pack_version: o.version, ...(kind === 'exhibitor' ? { updated_at: o.nowIso } : {}) } as never)
        .where('id', '=', old.id)
        .execute()
      await recordRemoval(trx, { kind, obj_id: old.id, edition_id: o.editionId, version: o.version })
      await o.onHidden?.(old.id)
      c.hidden++
    }
  }
  return ids
}

/** The category ids of many exhibitors or products at once (a query per row would dominate a re-import). */
async function linksOf(
  db: Kysely<DB>,
  table: 'company_categories' | 'product_categories',
  column: 'company_id' | 'product_id',
  ids: number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>()
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await sql<{ owner: number; category_id: number }>`SELECT ${sql.ref(column)} AS owner, category_id
      FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(ids.slice(i, i + 5000))})`.execute(db)
    for (const l of rows.rows) {
      const owner = Number(l.owner)
      const list = out.get(owner) ?? []
      list.push(Number(l.category_id))
      out.set(owner, list)
    }
  }
  return out
}

export async function importShow(
  target: ImportTarget,
  files: ImportFile[],
  opts: ImportOptions,
): Promise<ImportResult> {
  const started = Date.now()
  const lang = opts.language ?? 'zh-CN'
  const result: ImportResult = {
    ok: false,
    written: false,
    errors: [],
    counts: {},
    packVersion: null,
    movedSessions: 0,
    remindersTold: 0,
    ms: 0,
    phases: { read: 0, validate: 0, write: 0 },
  }
  let mark = started
  const phase = (name: keyof ImportResult['phases']) => {
    result.phases[name] = Date.now() - mark
    mark = Date.now()
  }
  const finish = () => ({ ...result, ms: Date.now() - started })
  const { db } = target
  const tz = target.timeZoneOf(opts.editionId)

  let read: ReadResult
  let zip: Map<string, () => Promise<Buffer>> | null = null
  try {
    read = await readFiles(files)
    if (opts.zip) zip = await zipEntries(opts.zip)
    phase('read')
  } catch (err) {
    result.errors.push({
      sheet: files.map((f) => f.name).join(', '),
      row: null,
      column: null,
      cell: null,
      key: 'unreadable',
      message: importMessage(lang, 'unreadable', { detail: (err as Error).message }),
    })
    return finish()
  }

  const existing = await loadExisting(db, opts.editionId, tz)
  const checked = validate(read, existing, lang, !!opts.partial)

  // pictures: fetched (or taken from the zip) before anything is written; a bad one is a row's error
  const pictures = new PictureStore({
    uploads: target.uploads,
    maxBytes: opts.pictureMaxBytes ?? 5 * 1024 * 1024,
    timeoutMs: opts.pictureTimeoutMs ?? 15_000,
    zip,
    publicOnly: !!opts.picturesPublicOnly,
  })
  const pictureUrl = new Map<string, string>()
  const jobs: Array<{ sheet: SheetName; r: SheetRow; column: string }> = []
  for (const [sheet, column] of [
    ['exhibitors', 'logo'],
    ['products', 'picture'],
    ['speakers', 'avatar'],
  ] as const) {
    const s = read.sheets.get(sheet)
    if (!s || !s.columns.has(column)) continue
    for (const r of checked.valid.get(sheet) ?? []) if (r.cells[column]) jobs.push({ sheet, r, column })
  }
  await inPool(jobs, 8, async ({ sheet, r, column }) => {
    // a picture already on this server, as the edition's export writes it: kept as it is
    if (OWN_PICTURE.test(r.cells[column]!)) return void pictureUrl.set(r.cells[column]!, r.cells[column]!)
    const out = await pictures.resolve(r.cells[column]!)
    if ('url' in out) pictureUrl.set(r.cells[column]!, out.url)
    else {
      const s = read.sheets.get(sheet)!
      const col = s.columns.get(column)!
      let letters = ''
      for (let k = col; k > 0; k = Math.floor((k - 1) / 26))
        letters = String.fromCharCode(65 + ((k - 1) % 26)) + letters
      checked.errors.push({
        sheet: s.title,
        row: r.row,
        column,
        cell: `${letters}${r.row}`,
        key: out.error,
        message: importMessage(lang, out.error, out.params),
      })
      const bad = checked.invalidRows.get(sheet) ?? new Set<number>()
      bad.add(r.row)
      checked.invalidRows.set(sheet, bad)
    }
  })
  // in the file's order, sheet by sheet
  const order = new Map([...read.sheets.values()].map((s, i) => [s.title, i]))
  checked.errors.sort((a, b) => (order.get(a.sheet) ?? -1) - (order.get(b.sheet) ?? -1) || (a.row ?? 0) - (b.row ?? 0))
  result.errors = checked.errors
  phase('validate')
  if (checked.errors.length && !opts.partial) return finish()

  const rowsOf = (name: SheetName): SheetRow[] => {
    const bad = checked.invalidRows.get(name)
    return (checked.valid.get(name) ?? []).filter((r) => !bad?.has(r.row))
  }
  for (const name of read.sheets.keys()) {
    const c = emptyCounts()
    c.skipped = (read.sheets.get(name)!.rows.length ?? 0) - rowsOf(name).length
    result.counts[name] = c
  }

  const now = target.now()
  const nowIso = new Date(now).toISOString()
  const moves: Array<{
    id: number
    startTime: string
    endTime: string
    roomId: number
    roomZh: string
    roomEn: string
  }> = []
  /** sessions this import hid: cancelled as the console cancels, so their reminders' visitors are told */
  const cancelled: number[] = []

  await db.transaction().execute(async (trx) => {
    const version = await nextPackVersion(trx, opts.editionId, { halls: read.sheets.has('stands') })
    result.packVersion = version

    // --- categories (shared by every edition) ---------------------------------------------------
    const catRows = rowsOf('categories')
    if (catRows.length) {
      const c = result.counts.categories!
      const before = new Map(
        (await trx.selectFrom('categories').selectAll().where('code', 'is not', null).execute()).map((r) => [
          up(r.code!),
          r,
        ]),
      )
      let id = await maxId(trx, 'categories')
      const fresh: Array<Record<string, unknown>> = []
      catRows.forEach((r, i) => {
        const values = { name_zh: r.cells.name_zh!, name_en: r.cells.name_en!, sort: i }
        const old = before.get(up(r.cells.code))
        if (!old) fresh.push({ id: ++id, parent_id: null, code: r.cells.code!, ...values })
      })
      await insertBatches(trx, 'categories', fresh)
      const ids = new Map(
        (await trx.selectFrom('categories').select(['id', 'code']).where('code', 'is not', null).execute()).map((r) => [
          up(r.code!),
          r.id,
        ]),
      )
      for (const r of catRows) {
        const old = before.get(up(r.cells.code))
        const parent = r.cells.parent_code ? (ids.get(up(r.cells.parent_code)) ?? null) : null
        const values = { name_zh: r.cells.name_zh!, name_en: r.cells.name_en!, parent_id: parent }
        if (!old) {
          c.added++
          if (parent !== null)
            await trx
              .updateTable('categories')
              .set({ parent_id: parent })
              .where('id', '=', ids.get(up(r.cells.code))!)
              .execute()
        } else if (differs(old, values)) {
          c.updated++
          await trx.updateTable('categories').set(values).where('id', '=', old.id).execute()
        } else c.unchanged++
      }
    }
    const categoryIds = new Map(
      (await trx.selectFrom('categories').select(['id', 'code']).where('code', 'is not', null).execute()).map((r) => [
        up(r.code!),
        r.id,
      ]),
    )
    const categoryNames = new Map(
      (await trx.selectFrom('categories').select(['id', 'name_zh', 'name_en']).execute()).map((r) => [
        r.id,
        [r.name_zh, r.name_en] as NamePair,
      ]),
    )

    // --- halls and stands -------------------------------------------------------------------------
    const standRows = rowsOf('stands')
    if (standRows.length) await writeStands(trx, opts.editionId, standRows, result.counts.stands!)
    const hallOfStand = new Map(
      (
        await trx.selectFrom('stands').select(['code', 'hall_id']).where('edition_id', '=', opts.editionId).execute()
      ).map((s) => [up(s.code), s.hall_id]),
    )

    // --- exhibitors ---------------------------------------------------------------------------------
    const written = { editionId: opts.editionId, version, nowIso, partial: !!opts.partial }
    let companyIdByCode = new Map<string, number>()
    if (read.sheets.has('exhibitors')) {
      const rows: UpsertRow[] = []
      for (const r of rowsOf('exhibitors')) {
        const x = r.cells
        const cats = splitList(x.categories ?? '').map((k) => categoryIds.get(k.toUpperCase())!)
        const logo = x.logo ? (pictureUrl.get(x.logo) ?? '') : ''
        const size = logo ? await pictureSize(logo, target.uploads) : { width: 0, height: 0 }
        const values = {
          name_zh: x.name_zh!,
          name_en: x.name_en!,
          stand: x.stand!,
          hall_id: hallOfStand.get(up(x.stand))!,
          intro_zh: x.intro_zh ?? '',
          intro_en: x.intro_en ?? '',
          main_product_zh: x.main_product_zh ?? '',
          main_product_en: x.main_product_en ?? '',
          address_zh: x.address_zh ?? '',
          address_en: x.address_en ?? '',
          country_zh: x.country_zh ?? '',
          country_en: x.country_en ?? '',
          contact_phone: x.phone ?? '',
          contact_email: x.email ?? '',
          tel: x.tel ?? '',
          website: x.website ?? '',
          logo,
          logo_w: size.width,
          logo_h: size.height,
        }
        rows.push({
          code: x.code!,
          values,
          cats,
          search: () => companySearch(values, cats.map((k) => categoryNames.get(k)!).filter(Boolean)),
        })
      }
      companyIdByCode = await upsertCatalogRows(trx, 'exhibitor', rows, {
        ...written,
        counts: result.counts.exhibitors!,
        anyInvalid: !!checked.invalidRows.get('exhibitors')?.size,
        freshColumns: { fax: '' },
        // an exhibitor left out of the import is hidden with its products
        async onHidden(companyId) {
          const products = await trx
            .selectFrom('products')
            .select('id')
            .where('company_id', '=', companyId)
            .where('hidden', '=', 0)
            .execute()
          for (const p of products) {
            await trx.updateTable('products').set({ hidden: 1, pack_version: version }).where('id', '=', p.id).execute()
            await recordRemoval(trx, { kind: 'product', obj_id: p.id, edition_id: opts.editionId, version })
          }
        },
      })
      // the stands the exhibitors take are no longer free to book
      const taken = rowsOf('exhibitors').map((r) => r.cells.stand!)
      for (let i = 0; i < taken.length; i += BATCH)
        await trx
          .updateTable('stands')
          .set({ status: 'sold' })
          .where('edition_id', '=', opts.editionId)
          .where('code', 'in', taken.slice(i, i + BATCH))
          .where('status', '=', 'free')
          .execute()
    } else {
      for (const r of await trx
        .selectFrom('companies')
        .select(['id', 'code'])
        .where('edition_id', '=', opts.editionId)
        .where('code', 'is not', null)
        .execute())
        companyIdByCode.set(up(r.code!), r.id)
    }

    // --- products ---------------------------------------------------------------------------------
    if (read.sheets.has('products')) {
      const rows: UpsertRow[] = []
      for (const r of rowsOf('products')) {
        const x = r.cells
        const cats = splitList(x.categories ?? '').map((k) => categoryIds.get(k.toUpperCase())!)
        const logo = x.picture ? (pictureUrl.get(x.picture) ?? '') : ''
        const size = logo ? await pictureSize(logo, target.uploads) : { width: 0, height: 0 }
        const values = {
          company_id: companyIdByCode.get(up(x.exhibitor_code))!,
          name_zh: x.name_zh!,
          name_en: x.name_en!,
          intro_zh: x.intro_zh ?? '',
          intro_en: x.intro_en ?? '',
          logo,
          logo_w: size.width,
          logo_h: size.height,
        }
        rows.push({
          code: x.code!,
          values,
          cats,
          search: () => ({
            search_text: buildSearchText(values.name_zh, values.name_en),
            search_tokens: buildSearchTokens(values.name_zh, values.name_en),
          }),
        })
      }
      await upsertCatalogRows(trx, 'product', rows, {
        ...written,
        counts: result.counts.products!,
        anyInvalid: !!checked.invalidRows.get('products')?.size,
        freshColumns: { hidden: 0 },
      })
    }

    // --- speakers (shared by every edition) -------------------------------------------------------
    const speakerRows = rowsOf('speakers')
    if (speakerRows.length) {
      const c = result.counts.speakers!
      const before = new Map(
        (await trx.selectFrom('speakers').selectAll().where('code', 'is not', null).execute()).map((r) => [
          up(r.code!),
          r,
        ]),
      )
      let id = await maxId(trx, 'speakers')
      const fresh: Array<Record<string, unknown>> = []
      for (const r of speakerRows) {
        const x = r.cells
        const values = {
          name_zh: x.name_zh!,
          name_en: x.name_en!,
          title_zh: x.title_zh ?? '',
          title_en: x.title_en ?? '',
          company_zh: x.company_zh ?? '',
          company_en: x.company_en ?? '',
          intro_zh: x.intro_zh ?? '',
          intro_en: x.intro_en ?? '',
          country_zh: x.country_zh ?? '',
          country_en: x.country_en ?? '',
          avatar: x.avatar ? (pictureUrl.get(x.avatar) ?? '') : '',
        }
        const old = before.get(up(x.code))
        if (!old) {
          fresh.push({ id: ++id, code: x.code!, ...values })
          c.added++
        } else if (differs(old, values)) {
          await trx.updateTable('speakers').set(values).where('id', '=', old.id).execute()
          c.updated++
        } else c.unchanged++
      }
      await insertBatches(trx, 'speakers', fresh)
    }

    // --- sessions ---------------------------------------------------------------------------------
    if (read.sheets.has('sessions'))
      await writeSessions(
        trx,
        opts,
        tz,
        rowsOf('sessions'),
        result,
        version,
        moves,
        !!checked.invalidRows.get('sessions')?.size,
        { now, cancelled },
      )
  })

  // moved sessions go through the reschedule code: their reminders' visitors are told (notices)
  for (const m of moves) {
    const { id, ...change } = m
    await target.reschedule(id, change, now)
  }
  // the visitors told: each reminder of a moved or a cancelled session gets one notice
  for (const id of [...moves.map((m) => m.id), ...cancelled]) {
    const n = await db
      .selectFrom('session_reminders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', id)
      .executeTakeFirstOrThrow()
    result.remindersTold += Number(n.n)
  }
  result.movedSessions = moves.length
  if (moves.length) {
    const row = await db
      .selectFrom('edition_pack_versions')
      .select('version')
      .where('edition_id', '=', opts.editionId)
      .executeTakeFirst()
    if (row) result.packVersion = Number(row.version)
  }
  await target.afterWrite()
  phase('write')
  result.written = true
  result.ok = result.errors.length === 0
  return finish()
}

/** Halls by their Chinese name (new ones drawn with their stands); stands not yet on a plan added to it. */
async function writeStands(trx: Kysely<DB>, editionId: number, rows: SheetRow[], c: ImportCounts) {
  const halls = await trx.selectFrom('halls').selectAll().where('edition_id', '=', editionId).orderBy('id').execute()
  const byName = new Map(halls.map((h) => [h.name_zh, h]))
  const known = new Set(
    (await trx.selectFrom('stands').select('code').where('edition_id', '=', editionId).execute()).map((s) =>
      up(s.code),
    ),
  )
  const wanted = new Map<string, { hall_en: string; floor: string; codes: string[] }>()
  for (const r of rows) {
    const w = wanted.get(r.cells.hall_zh!) ?? { hall_en: r.cells.hall_en!, floor: r.cells.floor ?? '', codes: [] }
    if (known.has(up(r.cells.stand))) c.unchanged++
    else if (!w.codes.some((x) => up(x) === up(r.cells.stand))) w.codes.push(r.cells.stand!)
    wanted.set(r.cells.hall_zh!, w)
  }
  let hallId = await maxId(trx, 'halls')
  const layouts = await trx
    .selectFrom('hall_layouts')
    .selectAll()
    .where('hall_id', 'in', halls.map((h) => h.id).concat([0]))
    .execute()
  let siteX = layouts.reduce((m, l) => Math.max(m, l.site_x + l.width), 0)
  let hallNo = halls.length
  for (const [nameZh, w] of wanted) {
    let hall = byName.get(nameZh)
    if (!hall) {
      hall = { id: ++hallId, edition_id: editionId, name_zh: nameZh, name_en: w.hall_en, floor: w.floor }
      await trx.insertInto('halls').values(hall).execute()
      hallNo++
      // a plan drawn like the seed's, its first stands named by the organiser's codes
      const layout = generateHallLayout({ hallNo, minStands: Math.max(1, w.codes.length), random: seeded(hallId) })
      siteX += siteX ? 60 : 0
      await trx
        .insertInto('hall_layouts')
        .values({
          hall_id: hall.id,
          width: layout.width,
          height: layout.height,
          site_x: siteX,
          site_y: 0,
          entrances: JSON.stringify(
            layout.entrances.map((e) => ({ x: e.x, y: e.y, side: e.side, label_zh: e.labelZh, label_en: e.labelEn })),
          ),
          aisles: JSON.stringify(layout.aisles),
          rooms: '[]',
        })
        .execute()
      siteX += layout.width
      const rects = layout.stands.slice(0, w.codes.length)
      await insertBatches(
        trx,
        'stands',
        rects.map((s, i) => ({
          hall_id: hall!.id,
          edition_id: editionId,
          code: w.codes[i]!,
          x: s.x,
          y: s.y,
          w: s.w,
          h: s.h,
          door_x: s.doorX,
          door_y: s.doorY,
          status: 'free',
          booking_id: null,
        })),
      )
      c.added += w.codes.length
      continue
    }
    if (!w.codes.length) continue
    // an existing plan: the new stands in rows along its bottom, the hall made deeper to hold them
    const layout = layouts.find((l) => l.hall_id === hall!.id)
    const width = layout?.width ?? 120
    const top = layout?.height ?? 0
    const perRow = Math.max(1, Math.floor((width - 12) / 6))
    await insertBatches(
      trx,
      'stands',
      w.codes.map((code, i) => {
        const x = 6 + (i % perRow) * 6
        const y = top + 4 + Math.floor(i / perRow) * 10
        return {
          hall_id: hall!.id,
          edition_id: editionId,
          code,
          x,
          y,
          w: 6,
          h: 6,
          door_x: x + 3,
          door_y: y - 2,
          status: 'free',
          booking_id: null,
        }
      }),
    )
    const height = top + 4 + Math.ceil(w.codes.length / perRow) * 10 + 6
    if (layout) await trx.updateTable('hall_layouts').set({ height }).where('hall_id', '=', hall.id).execute()
    c.added += w.codes.length
  }
}

function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

async function writeSessions(
  trx: Kysely<DB>,
  opts: ImportOptions,
  tz: string,
  rows: SheetRow[],
  result: ImportResult,
  version: number,
  moves: Array<{ id: number; startTime: string; endTime: string; roomId: number; roomZh: string; roomEn: string }>,
  someInvalid: boolean,
  hide: { now: number; cancelled: number[] },
) {
  const c = result.counts.sessions!
  const editionId = opts.editionId
  const rooms = await trx.selectFrom('conference_rooms').selectAll().where('edition_id', '=', editionId).execute()
  const tracks = await trx.selectFrom('conference_tracks').selectAll().where('edition_id', '=', editionId).execute()
  const roomByName = new Map(rooms.map((r) => [r.name_zh.trim().toLowerCase(), r]))
  const trackByName = new Map(tracks.map((t) => [t.name_zh.trim().toLowerCase(), t]))
  let roomId = await maxId(trx, 'conference_rooms')
  let trackId = await maxId(trx, 'conference_tracks')
  const speakers = new Map(
    (
      await trx
        .selectFrom('speakers')
        .select(['id', 'code', 'name_zh', 'name_en'])
        .where('code', 'is not', null)
        .execute()
    ).map((s) => [up(s.code!), s]),
  )
  const before = new Map(
    (
      await trx
        .selectFrom('sessions')
        .selectAll()
        .where('edition_id', '=', editionId)
        .where('code', 'is not', null)
        .execute()
    ).map((r) => [up(r.code!), r]),
  )
  let id = await maxId(trx, 'sessions')
  const seen = new Set<string>()
  for (const r of rows) {
    const x = r.cells
    const roomKey = x.room_zh!.trim().toLowerCase()
    let room = roomByName.get(roomKey)
    if (!room) {
      room = {
        id: ++roomId,
        edition_id: editionId,
        name_zh: x.room_zh!,
        name_en: x.room_en!,
        hall_zh: x.hall_zh ?? '',
        hall_en: x.hall_en ?? '',
        sort: roomByName.size,
      }
      await trx.insertInto('conference_rooms').values(room).execute()
      roomByName.set(roomKey, room)
    }
    let trackIdOf: number | null = null
    if (x.track_zh) {
      const key = x.track_zh.trim().toLowerCase()
      let track = trackByName.get(key)
      if (!track) {
        track = {
          id: ++trackId,
          edition_id: editionId,
          name_zh: x.track_zh,
          name_en: x.track_en || x.track_zh,
          sort: trackByName.size,
        }
        await trx.insertInto('conference_tracks').values(track).execute()
        trackByName.set(key, track)
      }
      trackIdOf = track.id
    }
    const who = splitList(x.speakers ?? '').map((k) => speakers.get(k.toUpperCase())!)
    const names = who.map((s) => [s.name_zh, s.name_en] as const)
    const startTime = venueInstant(x.date!, x.start!, tz)
    const endTime = venueInstant(x.date!, x.end!, tz)
    const content = {
      title_zh: x.title_zh!,
      title_en: x.title_en!,
      desc_zh: x.desc_zh ?? '',
      desc_en: x.desc_en ?? '',
      is_keynote: x.keynote === '1' ? 1 : 0,
      track_id: trackIdOf,
      search_text: [buildSearchText(x.title_zh!, x.title_en!), ...names.map(([z, e]) => buildSearchText(z, e))].join(
        ' ',
      ),
      search_tokens: [
        buildSearchTokens(x.title_zh!, x.title_en!),
        ...names.map(([z, e]) => buildSearchTokens(z, e)),
      ].join(' '),
    }
    const key = up(x.code)
    seen.add(key)
    const old = before.get(key)
    if (!old) {
      await trx
        .insertInto('sessions')
        .values({
          id: ++id,
          edition_id: editionId,
          code: x.code!,
          ...content,
          room_zh: room.name_zh,
          room_en: room.name_en,
          room_id: room.id,
          start_time: startTime,
          end_time: endTime,
          series_id: null,
          changed_at: null,
          previous_start_time: null,
          previous_end_time: null,
          previous_room_id: null,
          pack_version: version,
        })
        .execute()
      if (who.length)
        await trx
          .insertInto('session_speakers')
          .values(who.map((s) => ({ session_id: id, speaker_id: s.id })))
          .execute()
      c.added++
      continue
    }
    const oldSpeakers = (
      await trx.selectFrom('session_speakers').select('speaker_id').where('session_id', '=', old.id).execute()
    )
      .map((s) => s.speaker_id)
      .sort((a, b) => a - b)
      .join(',')
    const newSpeakers = who
      .map((s) => s.id)
      .sort((a, b) => a - b)
      .join(',')
    const moved =
      Date.parse(old.start_time) !== Date.parse(startTime) ||
      Date.parse(old.end_time) !== Date.parse(endTime) ||
      old.room_id !== room.id
    const changed = differs(old, content) || oldSpeakers !== newSpeakers || old.hidden
    if (!moved && !changed) {
      c.unchanged++
      continue
    }
    c.updated++
    if (changed) {
      await trx
        .updateTable('sessions')
        .set({ ...content, hidden: 0, pack_version: version })
        .where('id', '=', old.id)
        .execute()
      if (old.hidden) await clearRemoval(trx, 'session', old.id)
      if (oldSpeakers !== newSpeakers) {
        await trx.deleteFrom('session_speakers').where('session_id', '=', old.id).execute()
        if (who.length)
          await trx
            .insertInto('session_speakers')
            .values(who.map((s) => ({ session_id: old.id, speaker_id: s.id })))
            .execute()
      }
    }
    if (moved)
      moves.push({ id: old.id, startTime, endTime, roomId: room.id, roomZh: room.name_zh, roomEn: room.name_en })
  }
  if (!opts.partial || !someInvalid) {
    for (const [k, old] of before) {
      if (seen.has(k) || old.hidden) continue
      // a session left out is cancelled as the console cancels (ConferenceRepository.cancel): a new
      // schedule version, so the scheduler tells each visitor with a reminder and never reminds them
      await trx
        .updateTable('sessions')
        .set({
          hidden: 1,
          pack_version: version,
          previous_start_time: old.start_time,
          previous_end_time: old.end_time,
          previous_room_id: old.room_id,
          changed_at: hide.now,
          schedule_version: old.schedule_version + 1,
        })
        .where('id', '=', old.id)
        .execute()
      hide.cancelled.push(old.id)
      await recordRemoval(trx, { kind: 'session', obj_id: old.id, edition_id: editionId, version })
      c.hidden++
    }
  }
}

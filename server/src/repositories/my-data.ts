import type { UploadStore } from '../lib/upload-store.js'
import crypto from 'node:crypto'
import fp from 'fastify-plugin'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema.js'
import type { Language, MyDataRow, MyDataSection } from '../../../types/api.js'
import { tr } from './catalog.js'
import { nextPackVersion } from './pack-versions.js'

/**
 * A kind of data a visitor has, as My data shows and exports it. Other repositories add theirs with
 * `fastify.myData.addSection(…)` (the consents of the privacy policy) and say how it is erased with
 * `addEraser(…)`.
 */
export interface MyDataSource {
  key: string
  summary(userId: string, lang: Language): Promise<Omit<MyDataSection, 'key'>>
  rows(userId: string): Promise<MyDataRow[]>
}
/** Deletes one kind of a visitor's rows inside the erasure's transaction; answers rows removed by table. */
export type MyDataEraser = (trx: Transaction<DB>, userId: string) => Promise<Record<string, number>>

/** What an erasure removed. */
export interface Erasure {
  rows: Record<string, number>
  files: number
}

/** Upload file names: <uuid>.<ext> (routes/rxweb/upload.ts). */
const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9._-]+)$/
const uploadKey = (url: string): string | null => UPLOAD_URL.exec(url)?.[1] ?? null
const LINES = 5
/** How long an upload that nothing shows is kept, and view records after their edition ends. */
export const RETENTION_UPLOAD_HOURS = 24
export const RETENTION_VIEW_DAYS = 90
const clip = (s: string, n = 60) => (s.length > n ? s.slice(0, n - 1) + '…' : s)
/** 138****5678: enough for the visitor to recognise their number, not enough to call it. */
export const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}` : '*'.repeat(phone.length)
const n = (x: unknown) => Number(x)

/**
 * A tombstone takes an erased visitor's place in the conversations they had: the other person keeps
 * the messages, from "deleted user". It fails the visitor id rule (lib/identity.ts: no '#'), so
 * nobody can ever be issued a session for it or act as it.
 */
export const TOMBSTONE_PREFIX = 'deleted#'
export const isTombstone = (userId: string) => userId.startsWith(TOMBSTONE_PREFIX)

/**
 * My data (issue 23 item 8): everything the server holds about one visitor — shown, exported and
 * erased. Each table that holds a visitor id is read and erased here (test/my-data.test.ts scans
 * every table of the database catalogue after an erasure, so a table added later without an
 * eraser fails it).
 */
export class MyDataRepository {
  private readonly sources: MyDataSource[] = []
  private readonly erasers: MyDataEraser[] = []

  constructor(
    private readonly db: Kysely<DB>,
    private readonly uploads: UploadStore,
    private readonly phoneHash: (phone: string) => string,
  ) {
    for (const s of this.builtIn()) this.addSection(s)
    this.addEraser((trx, userId) => this.eraseBuiltIn(trx, userId))
  }

  addSection(source: MyDataSource): void {
    this.sources.push(source)
  }

  addEraser(eraser: MyDataEraser): void {
    this.erasers.push(eraser)
  }

  /** Records who uploaded a file (routes/rxweb/upload.ts), by the server's clock. */
  async recordUpload(key: string, userId: string, now: number): Promise<void> {
    await this.db.insertInto('uploads').values({ key, user_id: userId, created_at: now }).execute()
  }

  async summary(userId: string, lang: Language): Promise<MyDataSection[]> {
    const out: MyDataSection[] = []
    for (const s of this.sources) out.push({ key: s.key, ...(await s.summary(userId, lang)) })
    return out
  }

  async export(userId: string): Promise<Record<string, MyDataRow[]>> {
    const out: Record<string, MyDataRow[]> = {}
    for (const s of this.sources) out[s.key] = await s.rows(userId)
    return out
  }

  /**
   * Erases a visitor at once, in one transaction: every row of theirs, their sessions; then their
   * uploaded files (those no exhibitor's data shows). Messages they sent stay with the other person,
   * from a tombstone; an exhibitor's data they edited stays the exhibitor's.
   */
  async erase(userId: string): Promise<Erasure> {
    const files = await this.filesOf(userId)
    const rows: Record<string, number> = {}
    await this.db.transaction().execute(async (trx) => {
      for (const eraser of this.erasers) {
        for (const [table, count] of Object.entries(await eraser(trx, userId))) rows[table] = (rows[table] ?? 0) + count
      }
    })
    let removed = 0
    for (const key of await this.unusedByExhibitors(files)) {
      if (await this.uploads.remove(key)) removed++
    }
    return { rows, files: removed }
  }

  /** The upload file names a visitor is behind: their uploads and the pictures of their RFQs and card. */
  private async filesOf(userId: string): Promise<string[]> {
    const [uploads, rfqs, card] = await Promise.all([
      this.db.selectFrom('uploads').select('key').where('user_id', '=', userId).execute(),
      this.db.selectFrom('enquiries').select('pictures').where('user_id', '=', userId).execute(),
      this.db.selectFrom('attendees').select('avatar').where('user_id', '=', userId).executeTakeFirst(),
    ])
    const keys = new Set(uploads.map((u) => u.key))
    for (const r of rfqs) for (const url of JSON.parse(r.pictures) as string[]) keys.add(uploadKey(url) ?? '')
    if (card) keys.add(uploadKey(card.avatar) ?? '')
    keys.delete('')
    return [...keys]
  }

  /** Of these files, those no exhibitor, product or news item shows (their edits stay theirs). */
  private async unusedByExhibitors(keys: string[]): Promise<string[]> {
    if (!keys.length) return []
    const used = await this.usedUploads(this.db, keys)
    return keys.filter((k) => !used.has(k))
  }

  /** Which of these upload files any row still shows (exhibitors, products, news, RFQs, cards). */
  async usedUploads(db: Kysely<DB>, keys: string[]): Promise<Set<string>> {
    const urls = keys.map((k) => `/uploads/${k}`)
    const used = new Set<string>()
    const add = (rows: Array<{ url: string }>) => rows.forEach((r) => used.add(uploadKey(r.url) ?? ''))
    for (let i = 0; i < urls.length; i += 200) {
      const part = urls.slice(i, i + 200)
      add(await db.selectFrom('companies').select('logo as url').where('logo', 'in', part).execute())
      add(await db.selectFrom('products').select('logo as url').where('logo', 'in', part).execute())
      add(await db.selectFrom('product_pictures').select('url').where('url', 'in', part).execute())
      add(await db.selectFrom('news').select('picture as url').where('picture', 'in', part).execute())
      add(await db.selectFrom('attendees').select('avatar as url').where('avatar', 'in', part).execute())
      // imported speakers' photos (lib/import)
      add(await db.selectFrom('speakers').select('avatar as url').where('avatar', 'in', part).execute())
      // an RFQ keeps its pictures as a JSON list
      for (const url of part) {
        const hit = await db
          .selectFrom('enquiries')
          .select('id')
          .where('pictures', 'like', `%${JSON.stringify(url).slice(1, -1)}%`)
          .limit(1)
          .executeTakeFirst()
        if (hit) used.add(uploadKey(url) ?? '')
      }
    }
    return used
  }

  /**
   * Retention of view records: a view counts towards its edition's rankings until 90 days after the
   * edition ends, then goes. A view of no known edition, and an RFQ's once-a-day view mark, go
   * 90 days after they were made (by the server's clock: a client's own timestamp is not trusted).
   */
  async removeOldViews(now: number): Promise<number> {
    const keepMs = RETENTION_VIEW_DAYS * 86_400_000
    let removed = 0
    const editions = await this.db.selectFrom('editions').select(['id', 'end_date']).execute()
    const ended: string[] = []
    for (const e of editions) {
      const end = Date.parse(`${e.end_date}T23:59:59+08:00`)
      if (Number.isFinite(end) && end + keepMs < now) ended.push(String(e.id))
    }
    if (ended.length)
      removed += n(
        (await this.db.deleteFrom('behaviour_records').where('edition_id', 'in', ended).executeTakeFirst())
          .numDeletedRows,
      )
    const cutoff = new Date(now - keepMs)
    removed += n(
      (
        await this.db
          .deleteFrom('behaviour_records')
          .where((eb) =>
            eb.or([
              eb('edition_id', 'is', null),
              eb(
                'edition_id',
                'not in',
                editions.map((e) => String(e.id)),
              ),
            ]),
          )
          .where('created_at', '<', cutoff.toISOString())
          .executeTakeFirst()
      ).numDeletedRows,
    )
    // enquiry_views.day is the UTC+8 calendar day
    const day = new Date(cutoff.getTime() + 8 * 3600_000).toISOString().slice(0, 10)
    removed += n((await this.db.deleteFrom('enquiry_views').where('day', '<', day).executeTakeFirst()).numDeletedRows)
    return removed
  }

  /**
   * Retention of uploads: a file nothing shows (no RFQ, exhibitor, product, news item or card) is
   * removed a day after it came (an RFQ form uploads its pictures before it is posted). Files
   * older than the uploads table are judged by their modification time.
   */
  async removeUnusedUploads(now: number): Promise<number> {
    const cutoff = now - RETENTION_UPLOAD_HOURS * 3600_000
    const stored = await this.uploads.list()
    const rows = new Map(
      (await this.db.selectFrom('uploads').select(['key', 'created_at']).execute()).map((r) => [
        r.key,
        n(r.created_at),
      ]),
    )
    const old: string[] = []
    for (const { key: name, modifiedAt } of stored) {
      if (!UPLOAD_URL.test(`/uploads/${name}`)) continue
      const at = rows.get(name) ?? modifiedAt
      if (at < cutoff) old.push(name)
    }
    const used = await this.usedUploads(this.db, old)
    let removed = 0
    for (const name of old.filter((k) => !used.has(k))) {
      if (await this.uploads.remove(name)) removed++
      await this.db.deleteFrom('uploads').where('key', '=', name).execute()
    }
    return removed
  }

  /** The sections every visitor may have (the order My data shows them in). */
  private builtIn(): MyDataSource[] {
    const db = this.db
    return [
      {
        key: 'plan',
        summary: async (userId, lang) => {
          const rows = await db
            .selectFrom('plan_items')
            .select(['type', 'obj_id'])
            .where('user_id', '=', userId)
            .orderBy('created_at', 'desc')
            .execute()
          const names = await this.namesOf(rows.slice(0, LINES), lang)
          return { count: rows.length, items: names }
        },
        rows: (userId) =>
          db
            .selectFrom('plan_items')
            .select(['exhibition_id', 'edition_id', 'type', 'obj_id', 'created_at', 'seen_at'])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .execute(),
      },
      {
        key: 'reminders',
        summary: async (userId, lang) => {
          const rows = await db
            .selectFrom('session_reminders as r')
            .innerJoin('sessions as s', 's.id', 'r.session_id')
            .select(['s.title_zh', 's.title_en'])
            .where('r.user_id', '=', userId)
            .orderBy('s.start_time')
            .execute()
          return { count: rows.length, items: rows.slice(0, LINES).map((r) => clip(tr(lang, r.title_zh, r.title_en))) }
        },
        rows: (userId) =>
          db
            .selectFrom('session_reminders')
            .select(['session_id', 'created_at', 'language', 'channel', 'status', 'sent_at'])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .execute(),
      },
      {
        key: 'matchmaking',
        summary: async (userId, lang) => {
          const card = await db.selectFrom('attendees').selectAll().where('user_id', '=', userId).executeTakeFirst()
          const decisions = await this.count('match_decisions', userId)
          if (!card) return { count: decisions, items: [] }
          const line = [tr(lang, card.name_zh, card.name_en), tr(lang, card.company_zh, card.company_en)]
          return { count: 1 + decisions, items: [line.filter(Boolean).join(' · ')] }
        },
        rows: async (userId) => {
          const card = await db
            .selectFrom('attendees')
            .select([
              'public_id',
              'exhibition_id',
              'name_zh',
              'name_en',
              'company_zh',
              'company_en',
              'position_zh',
              'position_en',
              'country_zh',
              'country_en',
              'role',
              'interest_ids',
              'looking_for',
              'contact',
              'avatar',
              'active',
            ])
            .where('user_id', '=', userId)
            .execute()
          // other people by the public id answers name them by, never by their visitor id
          const decisions = await db
            .selectFrom('match_decisions as d')
            .leftJoin('attendees as a', 'a.user_id', 'd.target_user_id')
            .select(['a.public_id as person', 'd.decision', 'd.day', 'd.created_at'])
            .where('d.user_id', '=', userId)
            .execute()
          const follows = await db
            .selectFrom('follows as f')
            .leftJoin('attendees as a', 'a.user_id', 'f.target_user_id')
            .select(['a.public_id as person', 'f.created_at'])
            .where('f.user_id', '=', userId)
            .execute()
          const blocks = await db
            .selectFrom('match_blocks as b')
            .leftJoin('attendees as a', 'a.user_id', 'b.target_user_id')
            .select(['a.public_id as person', 'b.reported', 'b.created_at'])
            .where('b.user_id', '=', userId)
            .execute()
          return [
            ...card.map((c) => ({ kind: 'card', ...c })),
            ...decisions.map((d) => ({ kind: 'decision', ...d })),
            ...follows.map((f) => ({ kind: 'interested', ...f })),
            ...blocks.map((b) => ({ kind: 'block', ...b })),
          ]
        },
      },
      {
        key: 'chats',
        summary: async (userId) => {
          const rows = await db
            .selectFrom('im_messages')
            .select(['content'])
            .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
            .orderBy('id', 'desc')
            .execute()
          return { count: rows.length, items: rows.slice(0, LINES).map((r) => clip(r.content)) }
        },
        rows: async (userId) => {
          const rows = await db
            .selectFrom('im_messages as m')
            .innerJoin('conversations as c', (j) =>
              j.on((eb) =>
                eb.or([
                  eb.and([eb('c.user_a', '=', eb.ref('m.from_user_id')), eb('c.user_b', '=', eb.ref('m.to_user_id'))]),
                  eb.and([eb('c.user_b', '=', eb.ref('m.from_user_id')), eb('c.user_a', '=', eb.ref('m.to_user_id'))]),
                ]),
              ),
            )
            .select(['c.public_id as conversation', 'm.from_user_id', 'm.content', 'm.created_at', 'm.read_at'])
            .where((eb) => eb.or([eb('m.from_user_id', '=', userId), eb('m.to_user_id', '=', userId)]))
            .orderBy('m.id')
            .execute()
          return rows.map(({ from_user_id, ...r }) => ({ ...r, fromMe: from_user_id === userId }))
        },
      },
      {
        key: 'rfqs',
        summary: async (userId) => {
          const rows = await db
            .selectFrom('enquiries')
            .select('description')
            .where('user_id', '=', userId)
            .orderBy('id', 'desc')
            .execute()
          const replies = await this.count('enquiry_messages', userId)
          return { count: rows.length + replies, items: rows.slice(0, LINES).map((r) => clip(r.description)) }
        },
        rows: async (userId) => {
          const rfqs = await db
            .selectFrom('enquiries')
            .select([
              'id',
              'exhibition_id',
              'description',
              'message',
              'region',
              'contact',
              'contact_phone',
              'pictures',
              'status',
              'price',
              'quantity',
              'company_id',
              'product_id',
              'views',
              'interested_count',
              'created_at',
              'expires_at',
            ])
            .where('user_id', '=', userId)
            .execute()
          const sent = await db
            .selectFrom('enquiry_messages')
            .select(['enquiry_id', 'content', 'created_at'])
            .where('user_id', '=', userId)
            .execute()
          const likes = await db
            .selectFrom('enquiry_likes')
            .select(['enquiry_id', 'created_at'])
            .where('user_id', '=', userId)
            .execute()
          return [
            ...rfqs.map((r) => ({ kind: 'rfq', ...r, price: n(r.price), quantity: n(r.quantity) })),
            ...sent.map((m) => ({ kind: 'message', ...m })),
            ...likes.map((l) => ({ kind: 'interested', ...l })),
          ]
        },
      },
      {
        key: 'uploads',
        summary: async (userId) => {
          const keys = await this.filesOf(userId)
          return { count: keys.length, items: keys.slice(0, LINES) }
        },
        rows: async (userId) => {
          const rows = await db
            .selectFrom('uploads')
            .select(['key', 'created_at'])
            .where('user_id', '=', userId)
            .execute()
          const known = new Set(rows.map((r) => r.key))
          const more = (await this.filesOf(userId)).filter((k) => !known.has(k))
          return [
            ...rows.map((r) => ({ url: `/uploads/${r.key}`, created_at: new Date(n(r.created_at)).toISOString() })),
            ...more.map((k) => ({ url: `/uploads/${k}`, created_at: null })),
          ]
        },
      },
      {
        key: 'registrations',
        summary: async (userId) => {
          const rows = await db
            .selectFrom('registrations')
            .select(['name', 'company'])
            .where('user_id', '=', userId)
            .execute()
          return { count: rows.length, items: rows.slice(0, LINES).map((r) => [r.name, r.company].join(' · ')) }
        },
        rows: async (userId) =>
          (
            await db
              .selectFrom('registrations')
              .select([
                'id',
                'edition_id',
                'name',
                'company',
                'position',
                'phone',
                'email',
                'visitor_type',
                'interests',
                'created_at',
              ])
              .where('user_id', '=', userId)
              .execute()
          ).map((r) => ({ ...r, created_at: new Date(n(r.created_at)).toISOString() })),
      },
      {
        key: 'bookings',
        summary: async (userId) => {
          const rows = await db
            .selectFrom('booking_requests as b')
            .innerJoin('stands as s', 's.id', 'b.stand_id')
            .select(['s.code', 'b.company'])
            .where('b.user_id', '=', userId)
            .execute()
          return { count: rows.length, items: rows.slice(0, LINES).map((r) => `${r.code} · ${r.company}`) }
        },
        rows: async (userId) =>
          (
            await db
              .selectFrom('booking_requests as b')
              .innerJoin('stands as s', 's.id', 'b.stand_id')
              .select(['s.code as stand', 'b.edition_id', 'b.company', 'b.contact', 'b.phone', 'b.created_at'])
              .where('b.user_id', '=', userId)
              .execute()
          ).map((r) => ({ ...r, created_at: new Date(n(r.created_at)).toISOString() })),
      },
      {
        key: 'phone',
        summary: async (userId) => {
          const phones = await this.phonesOf(userId)
          return { count: phones.length, items: phones.slice(0, LINES).map(maskPhone) }
        },
        rows: async (userId) => {
          const tokens = await db
            .selectFrom('edit_tokens')
            .select(['company_ids', 'created_at', 'expires_at'])
            .where('user_id', '=', userId)
            .execute()
          return [
            ...(await this.phonesOf(userId)).map((phone) => ({ kind: 'phone', phone })),
            ...tokens.map((t) => ({
              kind: 'editToken',
              exhibitors: t.company_ids,
              created_at: new Date(n(t.created_at)).toISOString(),
              expires_at: new Date(n(t.expires_at)).toISOString(),
            })),
          ]
        },
      },
      {
        // the address or number given for session reminders (issue 25 item 3), masked; My data
        // shows each with its shows and how long it is kept, and deletes it alone
        key: 'reminderContacts',
        summary: async (userId) => {
          const rows = await db
            .selectFrom('reminder_contacts')
            .select('masked')
            .where('user_id', '=', userId)
            .orderBy('kind')
            .execute()
          return { count: rows.length, items: rows.map((r) => r.masked) }
        },
        rows: (userId) =>
          db
            .selectFrom('reminder_contacts')
            .select(['kind', 'masked', 'created_at'])
            .where('user_id', '=', userId)
            .orderBy('kind')
            .execute(),
      },
      {
        key: 'activity',
        summary: async (userId) => {
          const counts = await Promise.all([
            this.count('behaviour_records', userId),
            this.count('integral', userId),
            this.count('enquiry_likes', userId),
            db
              .selectFrom('enquiry_views')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('viewer', '=', userId)
              .executeTakeFirstOrThrow()
              .then((r) => n(r.n)),
          ])
          return { count: counts.reduce((a, b) => a + b, 0), items: [] }
        },
        rows: async (userId) => {
          const views = await db
            .selectFrom('behaviour_records')
            .select([
              'target',
              'edition_id',
              'source',
              'action_id',
              'channel_id',
              'ts',
              'url',
              'company_id',
              'created_at',
            ])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute()
          const points = await db
            .selectFrom('integral')
            .select(['action', 'day', 'points', 'created_at'])
            .where('user_id', '=', userId)
            .execute()
          const rfqViews = await db
            .selectFrom('enquiry_views')
            .select(['enquiry_id', 'day'])
            .where('viewer', '=', userId)
            .execute()
          const sessions = await db
            .selectFrom('visitor_sessions')
            .select(['provider', 'created_at', 'expires_at'])
            .where('user_id', '=', userId)
            .execute()
          return [
            ...views.map((v) => ({ kind: 'view', ...v, ts: n(v.ts) })),
            ...points.map((p) => ({ kind: 'points', ...p })),
            ...rfqViews.map((v) => ({ kind: 'rfqView', ...v })),
            ...sessions.map((s) => ({
              kind: 'session',
              provider: s.provider,
              created_at: new Date(n(s.created_at)).toISOString(),
              expires_at: s.expires_at === null ? null : new Date(n(s.expires_at)).toISOString(),
            })),
          ]
        },
      },
    ]
  }

  private async count(
    table: 'match_decisions' | 'enquiry_messages' | 'behaviour_records' | 'integral' | 'enquiry_likes',
    userId: string,
  ): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return n(row.n)
  }

  private async namesOf(rows: Array<{ type: number; obj_id: number }>, lang: Language): Promise<string[]> {
    const out: string[] = []
    for (const r of rows) {
      const row =
        r.type === 1
          ? await this.db
              .selectFrom('companies')
              .select(['name_zh', 'name_en'])
              .where('id', '=', r.obj_id)
              .executeTakeFirst()
          : await this.db
              .selectFrom('products')
              .select(['name_zh', 'name_en'])
              .where('id', '=', r.obj_id)
              .executeTakeFirst()
      if (row) out.push(clip(tr(lang, row.name_zh, row.name_en)))
    }
    return out
  }

  /**
   * The phone numbers the server knows are the visitor's: those they registered, booked or posted
   * an RFQ with (verified by a code), and the exhibitor contact they verified for editing (kept
   * only as a keyed hash: found again among the contacts of the exhibitors the token was for).
   */
  private async phonesOf(userId: string): Promise<string[]> {
    const db = this.db
    const phones = new Set<string>()
    for (const r of await db.selectFrom('registrations').select('phone').where('user_id', '=', userId).execute())
      phones.add(r.phone)
    for (const r of await db.selectFrom('booking_requests').select('phone').where('user_id', '=', userId).execute())
      phones.add(r.phone)
    for (const r of await db.selectFrom('enquiries').select('contact_phone').where('user_id', '=', userId).execute())
      if (/^\d{7,}$/.test(r.contact_phone)) phones.add(r.contact_phone)
    const tokens = await db
      .selectFrom('edit_tokens')
      .select(['phone_hash', 'company_ids'])
      .where('user_id', '=', userId)
      .execute()
    const hashes = new Set(tokens.map((t) => t.phone_hash))
    const companyIds = [...new Set(tokens.flatMap((t) => JSON.parse(t.company_ids) as number[]))]
    if (companyIds.length) {
      const candidates = [
        ...(await db.selectFrom('companies').select('contact_phone as phone').where('id', 'in', companyIds).execute()),
        ...(await db.selectFrom('company_contacts').select('phone').where('company_id', 'in', companyIds).execute()),
      ]
      for (const c of candidates) if (hashes.has(this.phoneHash(c.phone))) phones.add(c.phone)
    }
    return [...phones].filter(Boolean)
  }

  /** The keyed hashes of the visitor's phones (the SMS codes they were sent are kept by them). */
  private async phoneHashesOf(trx: Kysely<DB>, userId: string): Promise<string[]> {
    const hashes = new Set<string>()
    for (const r of await trx.selectFrom('edit_tokens').select('phone_hash').where('user_id', '=', userId).execute())
      hashes.add(r.phone_hash)
    for (const r of await trx.selectFrom('registrations').select('phone_hash').where('user_id', '=', userId).execute())
      hashes.add(r.phone_hash)
    for (const r of await trx.selectFrom('enquiries').select('contact_phone').where('user_id', '=', userId).execute())
      hashes.add(this.phoneHash(r.contact_phone))
    for (const r of await trx.selectFrom('booking_requests').select('phone').where('user_id', '=', userId).execute())
      hashes.add(this.phoneHash(r.phone))
    return [...hashes]
  }

  /** Every table of this codebase that holds a visitor id (see the table scan in test/my-data.test.ts). */
  private async eraseBuiltIn(trx: Transaction<DB>, userId: string): Promise<Record<string, number>> {
    const rows: Record<string, number> = {}
    const note = (table: string, r: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) => {
      rows[table] = (rows[table] ?? 0) + n(r.numDeletedRows ?? r.numUpdatedRows ?? 0)
    }

    // SMS codes are kept by phone hash only: those of the visitor's phones go too
    const hashes = await this.phoneHashesOf(trx, userId)
    if (hashes.length)
      note('sms_codes', await trx.deleteFrom('sms_codes').where('phone_hash', 'in', hashes).executeTakeFirst())

    // the plan: the exhibitors' and products' collect counts no longer count them
    const plan = await trx.selectFrom('plan_items').select(['type', 'obj_id']).where('user_id', '=', userId).execute()
    for (const [type, table] of [
      [1, 'companies'],
      [2, 'products'],
    ] as const) {
      const ids = plan.filter((p) => p.type === type).map((p) => p.obj_id)
      if (ids.length)
        await trx
          .updateTable(table)
          .set((eb) => ({ collect_count: eb('collect_count', '-', 1) }))
          .where('id', 'in', ids)
          .where('collect_count', '>', 0)
          .execute()
    }
    note('plan_items', await trx.deleteFrom('plan_items').where('user_id', '=', userId).executeTakeFirst())
    note(
      'session_reminders',
      await trx.deleteFrom('session_reminders').where('user_id', '=', userId).executeTakeFirst(),
    )
    // the browsers they let us notify (web push, issue 25 item 3)
    note(
      'push_subscriptions',
      await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).executeTakeFirst(),
    )
    // schedule-change notices waiting for them (issue 25): the message names the visitor
    note('session_notices', await trx.deleteFrom('session_notices').where('user_id', '=', userId).executeTakeFirst())
    // the address or number they gave for reminders (issue 25 item 3)
    note(
      'reminder_contacts',
      await trx.deleteFrom('reminder_contacts').where('user_id', '=', userId).executeTakeFirst(),
    )

    // conversations: the other person keeps them, with a tombstone in the visitor's place
    const conversations = await trx
      .selectFrom('conversations')
      .select(['user_a', 'user_b'])
      .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
      .execute()
    const peers = conversations.map((c) => (c.user_a === userId ? c.user_b : c.user_a))
    if (conversations.length) {
      const card = await trx
        .selectFrom('attendees')
        .select('exhibition_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      const tombstone = TOMBSTONE_PREFIX + crypto.randomBytes(16).toString('hex')
      await trx
        .insertInto('attendees')
        .values({
          user_id: tombstone,
          exhibition_id: card?.exhibition_id ?? 0,
          name_zh: '已注销用户',
          name_en: 'Deleted user',
          company_zh: '',
          company_en: '',
          position_zh: '',
          position_en: '',
          country_zh: '',
          country_en: '',
          interests_zh: '',
          interests_en: '',
          avatar: '',
          follows_back: 0,
          public_id: 'p_' + crypto.randomBytes(16).toString('base64url'),
          // shown to nobody as a card; the conversation list shows it to the other person (isTombstone)
          active: 0,
        })
        .execute()
      note(
        'conversations',
        await trx
          .updateTable('conversations')
          .set({ user_a: tombstone })
          .where('user_a', '=', userId)
          .executeTakeFirst(),
      )
      note(
        'conversations',
        await trx
          .updateTable('conversations')
          .set({ user_b: tombstone })
          .where('user_b', '=', userId)
          .executeTakeFirst(),
      )
      note(
        'im_messages',
        await trx
          .updateTable('im_messages')
          .set({ from_user_id: tombstone })
          .where('from_user_id', '=', userId)
          .executeTakeFirst(),
      )
      note(
        'im_messages',
        await trx
          .updateTable('im_messages')
          .set({ to_user_id: tombstone })
          .where('to_user_id', '=', userId)
          .executeTakeFirst(),
      )
      // the match stays a match for the other person's list of conversations
      await trx
        .updateTable('follows')
        .set({ user_id: tombstone })
        .where('user_id', '=', userId)
        .where('target_user_id', 'in', peers)
        .execute()
      await trx
        .updateTable('follows')
        .set({ target_user_id: tombstone })
        .where('target_user_id', '=', userId)
        .where('user_id', 'in', peers)
        .execute()
    }
    // messages outside a conversation (none are written so) go with the visitor
    note(
      'im_messages',
      await trx
        .deleteFrom('im_messages')
        .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
        .executeTakeFirst(),
    )
    note(
      'follows',
      await trx
        .deleteFrom('follows')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('target_user_id', '=', userId)]))
        .executeTakeFirst(),
    )
    note(
      'match_decisions',
      await trx
        .deleteFrom('match_decisions')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('target_user_id', '=', userId)]))
        .executeTakeFirst(),
    )
    note(
      'match_blocks',
      await trx
        .deleteFrom('match_blocks')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('target_user_id', '=', userId)]))
        .executeTakeFirst(),
    )
    note('attendees', await trx.deleteFrom('attendees').where('user_id', '=', userId).executeTakeFirst())

    // RFQs: theirs go with everything on them; their replies to other RFQs stay, from nobody
    const rfqIds = (await trx.selectFrom('enquiries').select('id').where('user_id', '=', userId).execute()).map((r) =>
      n(r.id),
    )
    if (rfqIds.length) {
      note(
        'enquiry_categories',
        await trx.deleteFrom('enquiry_categories').where('enquiry_id', 'in', rfqIds).executeTakeFirst(),
      )
      note('enquiry_likes', await trx.deleteFrom('enquiry_likes').where('enquiry_id', 'in', rfqIds).executeTakeFirst())
      note(
        'enquiry_messages',
        await trx.deleteFrom('enquiry_messages').where('enquiry_id', 'in', rfqIds).executeTakeFirst(),
      )
      note('enquiry_views', await trx.deleteFrom('enquiry_views').where('enquiry_id', 'in', rfqIds).executeTakeFirst())
      note('enquiries', await trx.deleteFrom('enquiries').where('id', 'in', rfqIds).executeTakeFirst())
    }
    const liked = (
      await trx.selectFrom('enquiry_likes').select('enquiry_id').where('user_id', '=', userId).execute()
    ).map((r) => n(r.enquiry_id))
    note('enquiry_likes', await trx.deleteFrom('enquiry_likes').where('user_id', '=', userId).executeTakeFirst())
    for (const id of liked) {
      const c = await trx
        .selectFrom('enquiry_likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('enquiry_id', '=', id)
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('enquiries')
        .set({ interested_count: n(c.n) })
        .where('id', '=', id)
        .execute()
    }
    const replyTo = TOMBSTONE_PREFIX + crypto.randomBytes(16).toString('hex')
    note(
      'enquiry_messages',
      await trx
        .updateTable('enquiry_messages')
        .set({ user_id: replyTo, origin: null })
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    )
    note('enquiry_views', await trx.deleteFrom('enquiry_views').where('viewer', '=', userId).executeTakeFirst())

    // a stand their booking request held is free again (the floor plans show it from the next pack)
    const bookings = await trx
      .selectFrom('booking_requests')
      .select(['id', 'edition_id'])
      .where('user_id', '=', userId)
      .execute()
    for (const b of bookings) {
      const freed = await trx
        .updateTable('stands')
        .set({ status: 'free', booking_id: null })
        .where('booking_id', '=', n(b.id))
        .where('status', '=', 'reserved')
        .executeTakeFirst()
      if (n(freed.numUpdatedRows)) await nextPackVersion(trx, b.edition_id, { halls: true })
    }
    note('booking_requests', await trx.deleteFrom('booking_requests').where('user_id', '=', userId).executeTakeFirst())
    note('registrations', await trx.deleteFrom('registrations').where('user_id', '=', userId).executeTakeFirst())
    note(
      'behaviour_records',
      await trx.deleteFrom('behaviour_records').where('user_id', '=', userId).executeTakeFirst(),
    )
    note('integral', await trx.deleteFrom('integral').where('user_id', '=', userId).executeTakeFirst())
    note('edit_tokens', await trx.deleteFrom('edit_tokens').where('user_id', '=', userId).executeTakeFirst())
    note('uploads', await trx.deleteFrom('uploads').where('user_id', '=', userId).executeTakeFirst())
    note('weapp_accounts', await trx.deleteFrom('weapp_accounts').where('user_id', '=', userId).executeTakeFirst())
    note('visitor_sessions', await trx.deleteFrom('visitor_sessions').where('user_id', '=', userId).executeTakeFirst())
    for (const k of Object.keys(rows)) if (!rows[k]) delete rows[k]
    return rows
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    myData: MyDataRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'myData',
      new MyDataRepository(fastify.database.db, fastify.uploads, (phone) => fastify.sms.phoneHash(phone)),
    )
    // the consents of the privacy policy are the visitor's data too
    fastify.myData.addSection(fastify.privacy.myDataSection())
    fastify.myData.addEraser((trx, userId) => fastify.privacy.erase(trx, userId))
  },
  { name: 'myData', dependencies: ['database', 'sms', 'privacy'] },
)

/**
 * "Export to XLSX" of a whole edition (issue 26.3 editions): the same sheets and columns the import
 * reads, so the file an organiser exports, edits and imports again updates the edition row by row.
 * Re-import matches rows by the organiser's codes; rows made by the seed or by hand have none, so
 * the export gives each one a code first (`X-<id>`, kept) — otherwise importing the exported file
 * would add every such row a second time. Hidden rows (left out by an earlier import, cancelled
 * sessions) are not exported: importing the file keeps them hidden.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { venueClock, venueDay } from '../venue-time.js'
import type { ExampleSheets } from './example.js'

type CodedTable = 'categories' | 'companies' | 'products' | 'speakers' | 'sessions'

/** Gives the rows without an organiser code one, so a re-import of the export updates them. */
async function codeTheUncoded(db: Kysely<DB>, table: CodedTable, ids: number[]): Promise<void> {
  for (const id of ids)
    await db
      .updateTable(table as 'companies')
      .set({ code: `X-${id}` } as never)
      .where('id', '=', id)
      .where('code', 'is', null)
      .execute()
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [Number(r.id), r]))

export async function exportEdition(db: Kysely<DB>, editionId: number, timeZone: string): Promise<ExampleSheets> {
  const companies = await db
    .selectFrom('companies')
    .selectAll()
    .where('edition_id', '=', editionId)
    .where('hidden', '=', 0)
    .orderBy('id')
    .execute()
  const companyIds = companies.map((c) => Number(c.id))
  const products = companyIds.length
    ? await db
        .selectFrom('products')
        .selectAll()
        .where('company_id', 'in', companyIds)
        .where('hidden', '=', 0)
        .orderBy('id')
        .execute()
    : []
  const sessions = await db
    .selectFrom('sessions')
    .selectAll()
    .where('edition_id', '=', editionId)
    .where('hidden', '=', 0)
    .orderBy('start_time')
    .orderBy('id')
    .execute()
  const sessionSpeakers = sessions.length
    ? await db
        .selectFrom('session_speakers')
        .selectAll()
        .where(
          'session_id',
          'in',
          sessions.map((s) => Number(s.id)),
        )
        .execute()
    : []
  const speakerIds = [...new Set(sessionSpeakers.map((s) => Number(s.speaker_id)))]
  const companyCats = companyIds.length
    ? await db.selectFrom('company_categories').selectAll().where('company_id', 'in', companyIds).execute()
    : []
  const productCats = products.length
    ? await db
        .selectFrom('product_categories')
        .selectAll()
        .where(
          'product_id',
          'in',
          products.map((p) => Number(p.id)),
        )
        .execute()
    : []

  // codes first: every exported row is matched by its code on the way back
  const uncoded = (rows: Array<{ id: number; code: string | null }>) =>
    rows.filter((r) => !r.code).map((r) => Number(r.id))
  const allCategories = await db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute()
  await codeTheUncoded(db, 'categories', uncoded(allCategories))
  await codeTheUncoded(db, 'companies', uncoded(companies))
  await codeTheUncoded(db, 'products', uncoded(products))
  await codeTheUncoded(db, 'sessions', uncoded(sessions))
  const speakersAll = speakerIds.length
    ? await db.selectFrom('speakers').selectAll().where('id', 'in', speakerIds).orderBy('id').execute()
    : []
  await codeTheUncoded(db, 'speakers', uncoded(speakersAll))
  const code = (r: { id: number; code: string | null }) => r.code || `X-${r.id}`

  const categories = byId(allCategories)
  const catCodes = (links: Array<{ category_id: number }>) =>
    links
      .map((l) => categories.get(Number(l.category_id)))
      .filter((c) => !!c)
      .map((c) => code(c!))
      .join(';')
  const linksOf = <K extends string>(links: Array<Record<K, number> & { category_id: number }>, key: K) => {
    const m = new Map<number, Array<{ category_id: number }>>()
    for (const l of links) m.set(Number(l[key]), [...(m.get(Number(l[key])) ?? []), l])
    return m
  }
  const companyLinks = linksOf(companyCats, 'company_id')
  const productLinks = linksOf(productCats, 'product_id')

  const halls = byId(await db.selectFrom('halls').selectAll().where('edition_id', '=', editionId).execute())
  const stands = await db
    .selectFrom('stands')
    .select(['code', 'hall_id'])
    .where('edition_id', '=', editionId)
    .orderBy('hall_id')
    .orderBy('code')
    .execute()
  const rooms = byId(await db.selectFrom('conference_rooms').selectAll().where('edition_id', '=', editionId).execute())
  const tracks = byId(
    await db.selectFrom('conference_tracks').selectAll().where('edition_id', '=', editionId).execute(),
  )
  const speakers = byId(speakersAll)
  const companyById = byId(companies)

  return {
    categories: allCategories.map((c) => ({
      code: code(c),
      parent_code:
        c.parent_id !== null && categories.get(Number(c.parent_id)) ? code(categories.get(Number(c.parent_id))!) : '',
      name_zh: c.name_zh,
      name_en: c.name_en,
    })),
    stands: stands
      .filter((s) => halls.has(Number(s.hall_id)))
      .map((s) => {
        const h = halls.get(Number(s.hall_id))!
        return { hall_zh: h.name_zh, hall_en: h.name_en, floor: String(h.floor ?? ''), stand: s.code }
      }),
    exhibitors: companies.map((c) => ({
      code: code(c),
      name_zh: c.name_zh,
      name_en: c.name_en,
      stand: c.stand,
      intro_zh: c.intro_zh,
      intro_en: c.intro_en,
      main_product_zh: c.main_product_zh,
      main_product_en: c.main_product_en,
      address_zh: c.address_zh,
      address_en: c.address_en,
      country_zh: c.country_zh,
      country_en: c.country_en,
      phone: c.contact_phone,
      email: c.contact_email,
      tel: c.tel,
      website: c.website,
      categories: catCodes(companyLinks.get(Number(c.id)) ?? []),
      logo: c.logo,
    })),
    products: products.map((p) => ({
      code: code(p),
      exhibitor_code: code(companyById.get(Number(p.company_id))!),
      name_zh: p.name_zh,
      name_en: p.name_en,
      intro_zh: p.intro_zh,
      intro_en: p.intro_en,
      categories: catCodes(productLinks.get(Number(p.id)) ?? []),
      picture: p.logo,
    })),
    speakers: speakersAll.map((s) => ({
      code: code(s),
      name_zh: s.name_zh,
      name_en: s.name_en,
      title_zh: s.title_zh,
      title_en: s.title_en,
      company_zh: s.company_zh,
      company_en: s.company_en,
      intro_zh: s.intro_zh,
      intro_en: s.intro_en,
      country_zh: s.country_zh,
      country_en: s.country_en,
      avatar: s.avatar,
    })),
    sessions: sessions.map((s) => {
      const room = rooms.get(Number(s.room_id))
      const track = s.track_id !== null ? tracks.get(Number(s.track_id)) : undefined
      return {
        code: code(s),
        title_zh: s.title_zh,
        title_en: s.title_en,
        date: venueDay(s.start_time, timeZone),
        start: venueClock(s.start_time, timeZone),
        end: venueClock(s.end_time, timeZone),
        room_zh: room?.name_zh ?? s.room_zh,
        room_en: room?.name_en ?? s.room_en,
        hall_zh: room?.hall_zh ?? '',
        hall_en: room?.hall_en ?? '',
        track_zh: track?.name_zh ?? '',
        track_en: track?.name_en ?? '',
        keynote: s.is_keynote ? '1' : '0',
        desc_zh: s.desc_zh,
        desc_en: s.desc_en,
        speakers: sessionSpeakers
          .filter((x) => Number(x.session_id) === Number(s.id))
          .map((x) => speakers.get(Number(x.speaker_id)))
          .filter((x) => !!x)
          .map((x) => code(x!))
          .join(';'),
      }
    }),
  }
}

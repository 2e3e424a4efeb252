/**
 * An exhibitor is searched by its stand code, its categories and the main products it lists as
 * well as its name (visitors' issue, item 8: '1A04' and 'robot' found nothing). The stored search
 * text and tokens of every exhibitor are rebuilt with them (lib/search-text.ts: companySearch);
 * the search indexes follow (SQLite: the FTS5 tables' update triggers; PostgreSQL: the trigram
 * index). English plurals are stored singular too from here on. Products are searched through
 * their own index: their text does not change.
 */
import { sql, type Kysely } from 'kysely'
import { companySearch, type NamePair } from '../../lib/search-text.js'

const BATCH = 1000

export async function up(db: Kysely<unknown>): Promise<void> {
  const cats = await sql<{ id: number; name_zh: string; name_en: string }>`
    SELECT id, name_zh, name_en FROM categories`.execute(db)
  const names = new Map(cats.rows.map((c) => [Number(c.id), [c.name_zh, c.name_en] as NamePair]))
  let after = -1
  for (;;) {
    const { rows } = await sql<{
      id: number
      name_zh: string
      name_en: string
      stand: string
      main_product_zh: string
      main_product_en: string
    }>`SELECT id, name_zh, name_en, stand, main_product_zh, main_product_en FROM companies
       WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db)
    if (rows.length === 0) return
    const ids = rows.map((r) => Number(r.id))
    const links = await sql<{ company_id: number; category_id: number }>`
      SELECT company_id, category_id FROM company_categories
      WHERE company_id IN (${sql.join(ids)}) ORDER BY company_id, category_id`.execute(db)
    const byCompany = new Map<number, NamePair[]>()
    for (const l of links.rows) {
      const n = names.get(Number(l.category_id))
      if (!n) continue
      const list = byCompany.get(Number(l.company_id)) ?? []
      list.push(n)
      byCompany.set(Number(l.company_id), list)
    }
    for (const r of rows) {
      const s = companySearch(r, byCompany.get(Number(r.id)) ?? [])
      await sql`UPDATE companies SET search_text = ${s.search_text}, search_tokens = ${s.search_tokens}
        WHERE id = ${r.id}`.execute(db)
    }
    after = ids[ids.length - 1]!
  }
}

import { generate, type Row, type SeedOptions } from '../../seed/generate.js'
import { sql } from 'kysely'
import type { Database_ } from './index.js'
import type { DB } from './schema.js'

/** Writes the deterministic seed into an empty, migrated database and marks it seeded. */
export async function seedDatabase(
  d: Database_,
  opts: SeedOptions,
  log: (msg: string) => void = () => {},
): Promise<void> {
  const started = Date.now()
  if (d.sqlite) {
    const sqlite = d.sqlite
    const stmts = new Map<string, ReturnType<typeof sqlite.prepare>>()
    const insertMany = sqlite.transaction((table: string, rows: Row[]) => {
      const cols = Object.keys(rows[0]!)
      const key = table + ':' + cols.join(',')
      let stmt = stmts.get(key)
      if (!stmt) {
        stmt = sqlite.prepare(`INSERT INTO ${table} (${cols.join(',')}) VALUES (${cols.map((c) => '@' + c).join(',')})`)
        stmts.set(key, stmt)
      }
      for (const row of rows) stmt.run(row)
    })
    // bulk load: index the search text once at the end instead of row by row through the insert
    // triggers, which are put back afterwards exactly as the migrations defined them
    const insertTriggers = sqlite
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN ('companies_fts_ai', 'products_fts_ai', 'companies_tok_ai', 'products_tok_ai')",
      )
      .all() as Array<{ name: string; sql: string }>
    for (const t of insertTriggers) sqlite.exec(`DROP TRIGGER ${t.name}`)
    sqlite.exec('PRAGMA synchronous = OFF')
    let n = 0
    await generate(
      opts,
      (table, rows) => {
        if (!rows.length) return
        insertMany(table, rows)
        n += rows.length
        if (table === 'products' && n % 100000 < rows.length) log(`  … ${n} rows`)
      },
      5000,
    )
    log('  … building the search index')
    sqlite.exec(
      `INSERT INTO companies_fts(companies_fts) VALUES ('rebuild'); INSERT INTO products_fts(products_fts) VALUES ('rebuild');` +
        `INSERT INTO companies_tok(companies_tok) VALUES ('rebuild'); INSERT INTO products_tok(products_tok) VALUES ('rebuild');`,
    )
    sqlite.exec('PRAGMA synchronous = NORMAL; ANALYZE;')
    for (const t of insertTriggers) sqlite.exec(t.sql)
  } else {
    await generate(
      opts,
      async (table, rows) => {
        if (!rows.length) return
        await d.db
          .insertInto(table as keyof DB)
          .values(rows as never)
          .execute()
      },
      1000,
    )
    // seeded rows carry explicit ids: move the serial sequence past them
    await sql`SELECT setval(pg_get_serial_sequence('enquiries', 'id'), (SELECT MAX(id) FROM enquiries))`.execute(d.db)
  }
  // every person the seed made up: nobody holds these ids, so none is ever issued a secret
  // (plugins/visitor.ts), else anyone could claim one and read what real visitors wrote to it
  await sql`INSERT INTO seeded_people (user_id)
    SELECT user_id FROM attendees UNION SELECT user_id FROM enquiries UNION SELECT user_id FROM plan_items
    UNION SELECT user_id FROM behaviour_records WHERE user_id <> ''
    UNION SELECT user_id FROM match_decisions UNION SELECT user_id FROM follows`.execute(d.db)
  await d.db
    .insertInto('meta')
    .values({ key: 'seeded', value: JSON.stringify({ ...opts, at: new Date().toISOString() }) })
    .execute()
  log(
    `Seeded ${opts.exhibitors} exhibitors and ${opts.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Migration, MigrationProvider } from 'kysely'

/** A migration's file: a four-digit number, then what it does (0016_faq_pages.ts). */
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.(ts|js)$/

/**
 * Every migration, by name, found by file name in this folder (no list to keep: adding a migration
 * is adding its file). Kysely applies them in name order, once each, recording them in
 * `kysely_migration`; never edit an applied one. Other files here (dialect.ts, the privacy policy's
 * text) are helpers the migrations import. Two files with one number stop the start: which runs
 * first would depend on the rest of their names (the integrator renumbers such a pair at merge).
 */
export async function loadMigrations(dir = import.meta.dirname): Promise<Record<string, Migration>> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort()
  const byNumber = new Map<string, string>()
  const out: Record<string, Migration> = {}
  for (const file of files) {
    const number = MIGRATION_FILE.exec(file)![1]!
    const other = byNumber.get(number)
    if (other) throw new Error(`migrations ${other} and ${file} share the number ${number}`)
    byNumber.set(number, file)
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Partial<Migration>
    if (typeof mod.up !== 'function') throw new Error(`migration ${file} exports no up()`)
    out[file.replace(/\.(ts|js)$/, '')] = mod as Migration
  }
  return out
}

export const migrationProvider: MigrationProvider = {
  getMigrations: () => loadMigrations(),
}

/**
 * The pack versions of editions (migration 0010): what every write that changes an edition's
 * offline pack calls inside its own transaction. Kept apart from the pack's reading side so the
 * repositories that write (directory, conference, venue) depend on nothing else.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { PackRemovalsTable } from '../db/schema-offline.js'

/** A helper of the repositories that write, not a plugin: lib/autoload.ts leaves it out. */
export const autoload = false

/**
 * An edition's first pack version comes from the clock (seconds since 2020, ~2·10⁸ now: an integer
 * column holds it for decades), so a fresh database (a re-seed) starts above any version a device
 * kept from the one before it, and such a device's `since` is answered with a full pack rather
 * than a delta of the wrong database. Later versions count up by one per write.
 */
const EPOCH_2020 = Date.UTC(2020, 0, 1)
export const firstPackVersion = (nowMs = Date.now()) => Math.floor((nowMs - EPOCH_2020) / 1000)

/**
 * Takes the edition's next pack version inside the caller's write transaction (so the version and
 * the rows stamped with it commit together: a pack that reads version v has every row of ≤ v) and
 * answers it. `halls`: the write changes a floor plan too (a stand's status, a name on a stand).
 */
export async function nextPackVersion(
  trx: Kysely<DB>,
  editionId: number,
  what: { halls?: boolean } = {},
): Promise<number> {
  await ensureVersionRow(trx, editionId)
  const row = await trx
    .updateTable('edition_pack_versions')
    .set((eb) => ({
      version: eb('version', '+', 1),
      ...(what.halls ? { halls_version: eb('version', '+', 1) } : {}),
    }))
    .where('edition_id', '=', editionId)
    .returning('version')
    .executeTakeFirstOrThrow()
  return Number(row.version)
}

export async function ensureVersionRow(db: Kysely<DB>, editionId: number): Promise<void> {
  const first = firstPackVersion()
  await db
    .insertInto('edition_pack_versions')
    .values({ edition_id: editionId, version: first, floor: first, halls_version: first })
    .onConflict((oc) => oc.column('edition_id').doNothing())
    .execute()
}

/** A pack entry gone at `version` (a withdrawn product): devices holding it drop it on their next delta. */
export async function recordRemoval(
  trx: Kysely<DB>,
  removal: Pick<PackRemovalsTable, 'kind' | 'obj_id' | 'edition_id' | 'version'>,
): Promise<void> {
  await trx
    .insertInto('pack_removals')
    .values(removal)
    .onConflict((oc) => oc.columns(['kind', 'obj_id']).doUpdateSet({ version: removal.version }))
    .execute()
}

/** The entry is back (a product shown again): it comes as a changed entry, no longer as removed. */
export async function clearRemoval(trx: Kysely<DB>, kind: PackRemovalsTable['kind'], objId: number): Promise<void> {
  await trx.deleteFrom('pack_removals').where('kind', '=', kind).where('obj_id', '=', objId).execute()
}

/** Tables and columns of the versioned edition pack (migration 0010, issue 16 item 4). */
import type { Generated } from 'kysely'

export interface EditionPackVersionsTable {
  edition_id: number
  version: number
  floor: number
  halls_version: number
}
/** A pack entry gone since its version (a product withdrawn by its exhibitor). */
export interface PackRemovalsTable {
  kind: 'exhibitor' | 'product' | 'session'
  obj_id: number
  edition_id: number
  version: number
}

declare module './schema.js' {
  interface CompaniesTable {
    /** the edition's pack version of its last change (0: as seeded) */
    pack_version: Generated<number>
  }
  interface ProductsTable {
    pack_version: Generated<number>
  }
  interface SessionsTable {
    pack_version: Generated<number>
  }
  interface DB {
    edition_pack_versions: EditionPackVersionsTable
    pack_removals: PackRemovalsTable
  }
}

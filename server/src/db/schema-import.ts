/** Columns of the spreadsheet import (migration 0017), merged into DB like schema-offline.ts. */
import type { ColumnType, Generated } from 'kysely'

type Code = ColumnType<string | null, string | null | undefined, string | null>

declare module './schema.js' {
  interface CompaniesTable {
    /** the organiser's exhibitor code (null: not imported) */
    code: Code
    /** 1: left out of the organiser's latest import: shown to nobody, kept */
    hidden: Generated<number>
  }
  interface ProductsTable {
    code: Code
  }
  interface SessionsTable {
    code: Code
    hidden: Generated<number>
  }
  interface SpeakersTable {
    code: Code
  }
  interface CategoriesTable {
    code: Code
  }
}

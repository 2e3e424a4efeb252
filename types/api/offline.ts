/**
 * The whole-edition pack for offline use (issue 16, item 4): one compact, versioned answer with
 * what the directory, the session list and the venue map need, so a visitor can download the
 * edition before the halls' crowded network, and later fetch only what changed.
 *
 * Public data only: nothing in it depends on the visitor (no `collected`, no `remind`), so one pack
 * serves everyone and can be cached by any proxy. Text is localised for the request's `language`.
 */
import type { ApiEnvelope, CommonQuery, Id } from './common'
import type { CategoryNode, CompanyListItem, EventEditionSummary, ProductListItem } from './directory'
import type { SessionSummary, VenueZone } from './conference'
import type { HallPlan } from './venue'

/** GET /api/v5/offline/pack?eventCode=…&language=…[&since=<version>] */
export interface EditionPackQuery extends CommonQuery {
  /** the version of the pack the device holds: the answer carries only what changed since */
  since?: number
}

/** A directory entry of the pack: the list item (minus the visitor's flag) and its category ids. */
export interface PackExhibitor extends Omit<CompanyListItem, 'collected'> {
  categoryIds: Id[]
}
export interface PackProduct extends Omit<ProductListItem, 'collected'> {
  categoryIds: Id[]
}
export type PackSession = Omit<SessionSummary, 'remind'>

export interface EditionPack {
  eventCode: string
  language: string
  /** the edition's data version at the time of the pack; send it back as `since` */
  version: number
  /** null: a full pack (replace what the device holds); a number: a delta since that version */
  since: number | null
  /** ISO-8601 UTC */
  generatedAt: string
  edition: EventEditionSummary
  /** the venue's time zone, for the sessions' times and day tabs offline (issue 22) */
  zone: VenueZone
  /** full pack: every entry; delta: the entries added or changed since `since` */
  exhibitors: PackExhibitor[]
  products: PackProduct[]
  /** always whole (small): the edition's category tree */
  categories: CategoryNode[]
  sessions: PackSession[]
  /**
   * the floor plans of the edition's halls (the venue map). Full pack: every hall. Delta: every hall
   * again when any plan changed since `since` (a stand booked, an exhibitor's name or logo on a
   * stand), else none — keep the plans held.
   */
  halls: HallPlan[]
  /** delta only: ids gone since `since` (empty in a full pack) */
  removed: { exhibitors: Id[]; products: Id[]; sessions: Id[] }
}
export type EditionPackResponse = ApiEnvelope<EditionPack>

/**
 * Kysely types of the home menu's tables (migration 0008), merged into DB here so the shared
 * schema file stays as it is for parallel work.
 */
import type { ColumnType, Generated } from 'kysely'

export interface HallLayoutsTable {
  hall_id: number
  width: number
  height: number
  site_x: number
  site_y: number
  entrances: string
  aisles: string
  rooms: string
}
export interface StandsTable {
  id: Generated<number>
  hall_id: number
  edition_id: number
  code: string
  x: number
  y: number
  w: number
  h: number
  door_x: number
  door_y: number
  status: 'free' | 'reserved' | 'sold'
  booking_id: number | null
}
export interface BookingRequestsTable {
  id: Generated<number>
  stand_id: number
  edition_id: number
  user_id: string
  company: string
  contact: string
  phone: string
  created_at: number
}
export interface RegistrationsTable {
  id: string
  edition_id: number
  user_id: string
  phone_hash: string
  name: string
  company: string
  position: string
  phone: string
  email: string
  visitor_type: string
  interests: string
  created_at: number
  /** when a gate first let the badge in (migration 0013); null: not yet */
  used_at: ColumnType<number | string | null, number | null | undefined, number | null>
  /** the gate that let it in */
  used_gate: ColumnType<string | null, string | null | undefined, string | null>
}
export interface ContentPagesTable {
  exhibition_id: number
  page: string
  body_zh: string
  body_en: string
  updated_at: string
}
export interface NewsTable {
  id: Generated<number>
  exhibition_id: number
  published_at: string
  title_zh: string
  title_en: string
  summary_zh: string
  summary_en: string
  body_zh: string
  body_en: string
  picture: string
}

declare module './schema.js' {
  interface DB {
    hall_layouts: HallLayoutsTable
    stands: StandsTable
    booking_requests: BookingRequestsTable
    registrations: RegistrationsTable
    content_pages: ContentPagesTable
    news: NewsTable
  }
}

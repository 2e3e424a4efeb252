/**
 * The venue map and booth booking (issue 15). Coordinates are whole metres in the hall's own frame:
 * origin at the top-left corner, x to the right, y down. See docs/api.md ("Hall plans").
 */
import type { ApiEnvelope, CommonQuery, Id } from './common'

/** free: bookable; reserved: a booking request holds it; sold: an exhibitor stands there */
export type StandStatus = 'free' | 'reserved' | 'sold'

/**
 * GET /api/v5/exhibition/getHallPlan: one hall's floor plan. Name the hall (hallId), or a stand or
 * a meeting room of the edition (its hall is found): `focus` then says what to centre on.
 */
export interface HallPlanQuery extends CommonQuery {
  eventEditionId?: Id
  hallId?: Id
  /** a stand code, e.g. 2A01 */
  stand?: string
  /**
   * a session room: its id (SessionSummary.roomId), or its code or name in either language on the
   * floor plan, e.g. 12, MF, 主论坛, Main Forum
   */
  room?: string
}
export interface HallEntrance {
  /** the point on the perimeter aisle's centre line the entrance leads to */
  x: number
  y: number
  side: 'top' | 'bottom' | 'left' | 'right'
  label: string
}
/** An aisle's centre line (horizontal or vertical) and its width: the walking graph */
export interface HallAisle {
  x1: number
  y1: number
  x2: number
  y2: number
  width: number
}
export interface HallRoom {
  code: string
  name: string
  x: number
  y: number
  w: number
  h: number
}
export interface HallStand {
  code: string
  x: number
  y: number
  w: number
  h: number
  /** where the stand opens onto its aisle (a point on the aisle's centre line) */
  doorX: number
  doorY: number
  status: StandStatus
  /** the exhibitor on a sold stand */
  companyProfileId: Id | null
  /** the exhibitor's name, and a short one that fits the stand's label */
  name: string | null
  shortName: string | null
  logo: string | null
}
export interface HallPlan {
  hallId: Id
  hallName: string
  floor: string
  eventEditionId: Id
  eventCode: string
  /** the edition's name ('2025 …'): a plan of an earlier edition says whose stands it shows */
  eventEditionName: string
  /** false for an earlier edition's plan: its stands belonged to that edition's exhibitors */
  currentEdition: boolean
  width: number
  height: number
  /** the hall's place on the venue site (metres): the walk between halls */
  siteX: number
  siteY: number
  entrances: HallEntrance[]
  aisles: HallAisle[]
  rooms: HallRoom[]
  stands: HallStand[]
  /** what the request asked to centre on (stand or room), found in this hall */
  focus: { kind: 'stand' | 'room'; code: string } | null
}
export type HallPlanResponse = ApiEnvelope<HallPlan>

/**
 * GET /api/v5/exhibition/getRoutePlan?companyProfileIds=1,2,3: where the visitor's planned exhibitors
 * stand (their doors) and the walking graph of their halls (entrances, aisles, place on the site):
 * what the app orders into a walking route, offline too once loaded.
 */
export interface RoutePlanQuery extends CommonQuery {
  eventEditionId?: Id
  /** comma-separated exhibitor ids, at most 200 */
  companyProfileIds: string
}
export interface RouteHallInfo {
  hallId: Id
  hallName: string
  siteX: number
  siteY: number
  entrances: HallEntrance[]
  aisles: HallAisle[]
}
export interface RouteStopInfo {
  companyProfileId: Id
  name: string
  stand: string
  hallId: Id
  doorX: number
  doorY: number
}
export interface RoutePlan {
  /** the edition the stands are of (the current one of the event code, unless named) */
  eventEditionId: Id
  /** the halls with stops, in the venue's order */
  halls: RouteHallInfo[]
  stops: RouteStopInfo[]
  /** exhibitors of the request without a stand on a floor plan of the edition */
  missing: Id[]
}
export type RoutePlanResponse = ApiEnvelope<RoutePlan>

/** POST /api/v5/booking/requestStand (visitor session): asks for a free stand; it is reserved at once. */
export interface BookingRequestBody {
  standCode: string
  company: string
  contact: string
  phone: string
  /** the SMS code sent with type=booking */
  code: string
}
export interface BookingRequestQuery extends CommonQuery {
  eventEditionId?: Id
}
export interface BookingResult {
  bookingId: Id
  standCode: string
  hallName: string
  status: StandStatus
  createdAt: string
}
export type BookingRequestResponse = ApiEnvelope<BookingResult>

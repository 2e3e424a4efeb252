import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type {} from '../db/schema-home-menu.js'
import type {
  HallPlan,
  HallStand,
  Language,
  RouteHallInfo,
  RoutePlan,
  RouteStopInfo,
  StandStatus,
} from '../../../types/api.js'
import { Catalog, tr, type Edition } from './catalog.js'
import { notFound } from '../lib/errors.js'
import { shortName } from '../lib/short-name.js'
import { nextPackVersion } from './pack-versions.js'

interface StoredEntrance {
  x: number
  y: number
  side: 'top' | 'bottom' | 'left' | 'right'
  label_zh: string
  label_en: string
}
interface StoredRoom {
  code: string
  name_zh: string
  name_en: string
  x: number
  y: number
  w: number
  h: number
}

export interface PlanTarget {
  hallId?: number
  stand?: string
  room?: string
}

export interface BookingInput {
  editionId: number
  standCode: string
  userId: string
  company: string
  contact: string
  phone: string
  now: number
}

const norm = (s: string) => s.trim().toUpperCase().replace(/\s+/g, ' ')

/**
 * Hall floor plans and their stands (migration 0008): what the venue map draws and booth booking
 * sells. A stand's status changes only here, in one conditional update, so two requests for one
 * free stand cannot both reserve it.
 */
export class VenueRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly catalog: Catalog,
  ) {}

  /** Stands per hall of an edition, and how many are free. */
  async standCounts(editionId: number): Promise<Map<number, { total: number; free: number }>> {
    const rows = await this.db
      .selectFrom('stands')
      .select(['hall_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('edition_id', '=', editionId)
      .groupBy(['hall_id', 'status'])
      .execute()
    const out = new Map<number, { total: number; free: number }>()
    for (const r of rows) {
      const c = out.get(r.hall_id) ?? { total: 0, free: 0 }
      c.total += Number(r.n)
      if (r.status === 'free') c.free += Number(r.n)
      out.set(r.hall_id, c)
    }
    return out
  }

  /** The hall a request names: by id, else the hall of the stand or meeting room it names. */
  private async resolveHall(ed: Edition, target: PlanTarget): Promise<{ hallId: number; focus: HallPlan['focus'] }> {
    if (target.stand) {
      const code = norm(target.stand)
      const row = await this.db
        .selectFrom('stands')
        .select(['hall_id', 'code'])
        .where('edition_id', '=', ed.id)
        .where('code', '=', code)
        .executeTakeFirst()
      if (!row) throw notFound('standNotFound')
      if (target.hallId && target.hallId !== row.hall_id) throw notFound('standNotFound')
      return { hallId: row.hall_id, focus: { kind: 'stand', code: row.code } }
    }
    if (target.room) {
      // a session's room by its id (the conference's rooms table is the truth of names and halls;
      // the floor plans draw the same rooms): found by its name in the hall of that name, in the
      // asked edition, so an earlier edition's session still opens the current plan of its room
      let wanted = norm(target.room)
      let hallName: string | undefined
      if (/^[0-9]{1,9}$/.test(target.room)) {
        const room = await this.db
          .selectFrom('conference_rooms')
          .select(['name_zh', 'hall_zh'])
          .where('id', '=', Number(target.room))
          .executeTakeFirst()
        if (!room) throw notFound('roomNotFound')
        wanted = norm(room.name_zh)
        hallName = room.hall_zh
      }
      const halls = [...this.catalog.halls.values()].filter(
        (h) =>
          h.edition_id === ed.id &&
          (!target.hallId || h.id === target.hallId) &&
          (hallName === undefined || h.name_zh === hallName),
      )
      if (!halls.length) throw notFound('roomNotFound')
      const layouts = await this.db
        .selectFrom('hall_layouts')
        .select(['hall_id', 'rooms'])
        .where(
          'hall_id',
          'in',
          halls.map((h) => h.id),
        )
        .execute()
      for (const l of layouts) {
        const room = (JSON.parse(l.rooms) as StoredRoom[]).find((m) =>
          [m.code, m.name_zh, m.name_en].some((n) => norm(n) === wanted),
        )
        if (room) return { hallId: l.hall_id, focus: { kind: 'room', code: room.code } }
      }
      throw notFound('roomNotFound')
    }
    if (target.hallId) return { hallId: target.hallId, focus: null }
    // no hall named: the edition's first hall
    const first = [...this.catalog.halls.values()].find((h) => h.edition_id === ed.id)
    if (!first) throw notFound('hallNotFound')
    return { hallId: first.id, focus: null }
  }

  async hallPlan(lang: Language, ed: Edition, target: PlanTarget): Promise<HallPlan> {
    const { hallId, focus } = await this.resolveHall(ed, target)
    const hall = this.catalog.halls.get(hallId)
    if (!hall || hall.edition_id !== ed.id) throw notFound('hallNotFound')
    const layout = await this.db.selectFrom('hall_layouts').selectAll().where('hall_id', '=', hallId).executeTakeFirst()
    if (!layout) throw notFound('hallNotFound')
    const [stands, companies] = await Promise.all([
      this.db.selectFrom('stands').selectAll().where('hall_id', '=', hallId).orderBy('id').execute(),
      this.db
        .selectFrom('companies')
        .select(['id', 'stand', 'name_zh', 'name_en', 'logo'])
        .where('hall_id', '=', hallId)
        .execute(),
    ])
    const byStand = new Map(companies.map((c) => [c.stand, c]))
    const ex = this.catalog.exhibitions.get(ed.exhibition_id)!
    return {
      hallId,
      hallName: tr(lang, hall.name_zh, hall.name_en),
      floor: hall.floor,
      eventEditionId: ed.id,
      eventCode: ex.code,
      eventEditionName: this.catalog.editionName(lang, ed.id),
      currentEdition: this.catalog.edition(ex.code).id === ed.id,
      width: layout.width,
      height: layout.height,
      siteX: layout.site_x,
      siteY: layout.site_y,
      entrances: (JSON.parse(layout.entrances) as StoredEntrance[]).map((e) => ({
        x: e.x,
        y: e.y,
        side: e.side,
        label: tr(lang, e.label_zh, e.label_en),
      })),
      aisles: JSON.parse(layout.aisles) as HallPlan['aisles'],
      rooms: (JSON.parse(layout.rooms) as StoredRoom[]).map((m) => ({
        code: m.code,
        name: tr(lang, m.name_zh, m.name_en),
        x: m.x,
        y: m.y,
        w: m.w,
        h: m.h,
      })),
      stands: stands.map((s): HallStand => {
        const c = s.status === 'sold' ? byStand.get(s.code) : undefined
        const name = c ? tr(lang, c.name_zh, c.name_en) : null
        return {
          code: s.code,
          x: s.x,
          y: s.y,
          w: s.w,
          h: s.h,
          doorX: s.door_x,
          doorY: s.door_y,
          status: s.status,
          companyProfileId: c?.id ?? null,
          name,
          shortName: c ? shortName(lang, c.name_zh, c.name_en) : null,
          logo: c?.logo ?? null,
        }
      }),
      focus,
    }
  }

  /** Where the given exhibitors of an edition stand, and the walking graph of their halls. */
  async routePlan(lang: Language, ed: Edition, companyIds: number[]): Promise<RoutePlan> {
    const companies = companyIds.length
      ? await this.db
          .selectFrom('companies')
          .select(['id', 'stand', 'name_zh', 'name_en'])
          .where('edition_id', '=', ed.id)
          .where('id', 'in', companyIds)
          .execute()
      : []
    const codes = [...new Set(companies.map((c) => c.stand))]
    const stands = codes.length
      ? await this.db
          .selectFrom('stands')
          .select(['code', 'hall_id', 'door_x', 'door_y'])
          .where('edition_id', '=', ed.id)
          .where('code', 'in', codes)
          .execute()
      : []
    const byCode = new Map(stands.map((s) => [s.code, s]))
    const stops: RouteStopInfo[] = []
    const missing: number[] = []
    for (const id of companyIds) {
      const c = companies.find((x) => x.id === id)
      const s = c && byCode.get(c.stand)
      if (!c || !s) {
        missing.push(id)
        continue
      }
      stops.push({
        companyProfileId: c.id,
        name: tr(lang, c.name_zh, c.name_en),
        stand: c.stand,
        hallId: s.hall_id,
        doorX: s.door_x,
        doorY: s.door_y,
      })
    }
    const hallIds = [...new Set(stops.map((s) => s.hallId))].sort((a, b) => a - b)
    const layouts = hallIds.length
      ? await this.db.selectFrom('hall_layouts').selectAll().where('hall_id', 'in', hallIds).execute()
      : []
    const halls: RouteHallInfo[] = layouts
      .sort((a, b) => a.hall_id - b.hall_id)
      .map((l) => ({
        hallId: l.hall_id,
        hallName: this.catalog.hallName(lang, l.hall_id),
        siteX: l.site_x,
        siteY: l.site_y,
        entrances: (JSON.parse(l.entrances) as StoredEntrance[]).map((e) => ({
          x: e.x,
          y: e.y,
          side: e.side,
          label: tr(lang, e.label_zh, e.label_en),
        })),
        aisles: JSON.parse(l.aisles) as RouteHallInfo['aisles'],
      }))
    return { eventEditionId: ed.id, halls, stops, missing }
  }

  async stand(editionId: number, code: string): Promise<{ id: number; hallId: number; status: StandStatus } | null> {
    const row = await this.db
      .selectFrom('stands')
      .select(['id', 'hall_id', 'status'])
      .where('edition_id', '=', editionId)
      .where('code', '=', norm(code))
      .executeTakeFirst()
    return row ? { id: row.id, hallId: row.hall_id, status: row.status } : null
  }

  /**
   * Records a booking request and reserves its stand in one transaction. The stand changes only
   * while it is still free (a conditional update): of concurrent requests for one stand exactly one
   * reserves it; the others get 'taken' and leave no request behind.
   */
  async reserve(input: BookingInput): Promise<{ bookingId: number; hallId: number } | 'taken' | 'unknown'> {
    const code = norm(input.standCode)
    return this.db.transaction().execute(async (trx) => {
      const stand = await trx
        .selectFrom('stands')
        .select(['id', 'hall_id', 'status'])
        .where('edition_id', '=', input.editionId)
        .where('code', '=', code)
        .executeTakeFirst()
      if (!stand) return 'unknown' as const
      if (stand.status !== 'free') return 'taken' as const
      const booking = await trx
        .insertInto('booking_requests')
        .values({
          stand_id: stand.id,
          edition_id: input.editionId,
          user_id: input.userId,
          company: input.company,
          contact: input.contact,
          phone: input.phone,
          created_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const updated = await trx
        .updateTable('stands')
        .set({ status: 'reserved', booking_id: Number(booking.id) })
        .where('id', '=', stand.id)
        .where('status', '=', 'free')
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) {
        // another transaction reserved it between our read and our update: undo our request
        await trx.deleteFrom('booking_requests').where('id', '=', Number(booking.id)).execute()
        return 'taken' as const
      }
      // the floor plans in the edition's offline pack show the stand reserved from the next version
      await nextPackVersion(trx, input.editionId, { halls: true })
      return { bookingId: Number(booking.id), hallId: stand.hall_id }
    })
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    venue: VenueRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('venue', new VenueRepository(fastify.database.db, fastify.catalog))
  },
  { name: 'venue', dependencies: ['database', 'catalog'] },
)

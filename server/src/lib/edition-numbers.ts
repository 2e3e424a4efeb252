/**
 * An edition's numbers per venue day for the organiser console (issue 26.3 Numbers): plans,
 * reminders, matches, RFQs, pre-registrations and badge entries, and the distinct visitors behind
 * them. Counted here from the rows' times (stored as ISO text or epoch ms, by table) so SQLite and
 * PostgreSQL answer the same days; only ids and times are read, nothing personal leaves the server.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { OrganiserDayNumbers, OrganiserNumbers } from '../../../types/api/organiser.js'
import { venueDay } from './venue-time.js'

type Kind = Exclude<keyof OrganiserDayNumbers, 'day' | 'visitors'>
const KINDS: Kind[] = ['plans', 'reminders', 'matches', 'rfqs', 'preRegistrations', 'badgeEntries']

const isoOf = (t: string | number | null): string | null =>
  t === null || t === '' ? null : typeof t === 'number' || /^\d+$/.test(t) ? new Date(Number(t)).toISOString() : t

export async function editionNumbers(
  db: Kysely<DB>,
  ed: { id: number; exhibitionId: number; timeZone: string },
): Promise<OrganiserNumbers> {
  const [plans, reminders, matches, rfqs, registrations] = await Promise.all([
    db.selectFrom('plan_items').select(['user_id', 'created_at']).where('edition_id', '=', ed.id).execute(),
    db
      .selectFrom('session_reminders as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .select(['r.user_id', 'r.created_at'])
      .where('s.edition_id', '=', ed.id)
      .execute(),
    // a match is a conversation opened between two attendees of the exhibition
    db
      .selectFrom('conversations as c')
      .innerJoin('attendees as a', 'a.user_id', 'c.user_a')
      .select(['c.user_a as user_id', 'c.created_at'])
      .where('a.exhibition_id', '=', ed.exhibitionId)
      .execute(),
    db.selectFrom('enquiries').select(['user_id', 'created_at']).where('exhibition_id', '=', ed.exhibitionId).execute(),
    db
      .selectFrom('registrations')
      .select(['user_id', 'created_at', 'used_at'])
      .where('edition_id', '=', ed.id)
      .execute(),
  ])
  const days = new Map<string, { counts: Record<Kind, number>; who: Set<string> }>()
  const add = (kind: Kind, userId: string, at: string | number | null) => {
    const iso = isoOf(at)
    if (!iso) return
    const day = venueDay(iso, ed.timeZone)
    let d = days.get(day)
    if (!d) {
      d = { counts: Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>, who: new Set() }
      days.set(day, d)
    }
    d.counts[kind]++
    d.who.add(userId)
  }
  for (const r of plans) add('plans', r.user_id, r.created_at)
  for (const r of reminders) add('reminders', r.user_id, r.created_at)
  for (const r of matches) add('matches', r.user_id, r.created_at)
  for (const r of rfqs) add('rfqs', r.user_id, r.created_at)
  for (const r of registrations) {
    add('preRegistrations', r.user_id, r.created_at)
    add('badgeEntries', r.user_id, r.used_at)
  }
  const list = [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, d]) => ({ day, visitors: d.who.size, ...d.counts }))
  const everyone = new Set([...days.values()].flatMap((d) => [...d.who]))
  const totals = { visitors: everyone.size } as OrganiserNumbers['totals']
  for (const k of KINDS) totals[k] = list.reduce((n, d) => n + d[k], 0)
  return { editionId: ed.id, timeZone: ed.timeZone, days: list, totals }
}

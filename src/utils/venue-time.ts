/**
 * Session times in venue time. The server sends instants (ISO-8601 UTC) and the venue's IANA zone;
 * everything a visitor reads — the day a session is on, its clock time, "now" and "next" — is
 * computed in that zone, never in the device's (a visitor arriving from Berlin still sees a 09:30
 * session at 09:30). The device's own time is only shown beside it, labelled, when the two differ.
 */
import { format, type BaseLang } from '../i18n'

// Plain Date and Intl rather than dayjs with its utc and timezone plugins: these few readings of an
// instant were the only use of dayjs on /meeting/list, ~4 KB gzip of its first load (bench:size).
// Their answers are dayjs's own, checked against it in seven zones (__tests__/venue-time.test.ts).

/** dayjs's parse: a date or date-time string without a zone is the device's local time. */
const LOCAL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/
function instant(iso: string | number): number {
  if (typeof iso === 'number') return iso
  const m = /[^Z]$/i.test(iso) ? LOCAL.exec(iso) : null
  if (!m) return new Date(iso).getTime()
  const n = (i: number, fallback = 0) => (m[i] ? Number(m[i]) : fallback)
  const ms = Number((m[7] ?? '0').substring(0, 3))
  return new Date(n(1), n(2, 1) - 1, n(3, 1), n(4), n(5), n(6), ms).getTime()
}

const pad = (n: number) => String(n).padStart(2, '0')
/** 'HH:mm' of a Date's UTC fields */
const utcClock = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`

/**
 * The venue's offset from UTC at an instant, in minutes, read with one Intl formatter per zone
 * (dayjs's tz() formats with a new one on every call, ~1 ms each on a slow phone, and the session
 * list asks a few times per card: its first render was one long task, Lighthouse's TBT).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function offsetAt(ms: number, tz: string): number {
  let dtf = formatters.get(tz)
  if (!dtf) {
    dtf = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(tz, dtf)
  }
  const p: Record<string, number> = {}
  for (const part of dtf.formatToParts(new Date(ms))) p[part.type] = Number(part.value)
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!)
  return Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000)
}

interface Zoned {
  day: string
  clock: string
  offset: number
}

/**
 * An instant on the venue's clock. The same instant in the same zone is the same answer, so it is
 * kept; the cache starts over when it is large.
 */
const zonedCache = new Map<string, Zoned>()
function zoned(iso: string | number, tz: string): Zoned {
  // A clock's now (a number) is asked for at every render: what is read here (a day, a minute, an
  // offset of whole minutes) is the same for every millisecond of a minute, so the minute is kept.
  const key = `${typeof iso === 'number' ? Math.floor(iso / 60_000) * 60_000 : iso}|${tz}`
  let value = zonedCache.get(key)
  if (!value) {
    if (zonedCache.size >= 2000) zonedCache.clear()
    const ms = instant(iso)
    if (Number.isNaN(ms)) {
      value = { day: 'Invalid Date', clock: 'Invalid Date', offset: NaN }
    } else {
      const offset = offsetAt(ms, tz)
      // the venue's wall clock, read through the UTC fields of the instant moved by its offset
      const wall = new Date(ms + offset * 60_000)
      const day = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`
      value = { day, clock: utcClock(wall), offset }
    }
    zonedCache.set(key, value)
  }
  return value
}

/** The venue's calendar day of an instant: 'YYYY-MM-DD'. */
export function venueDay(iso: string | number, tz: string): string {
  return zoned(iso, tz).day
}

/** 'HH:mm' on the venue's clock. */
export function venueClock(iso: string | number, tz: string): string {
  return zoned(iso, tz).clock
}

/** 'HH:mm' on the device's clock. */
export function deviceClock(iso: string | number): string {
  const d = new Date(instant(iso))
  return Number.isNaN(d.getTime()) ? 'Invalid Date' : `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Minutes east of UTC of the venue at an instant. */
export function venueOffset(iso: string | number, tz: string): number {
  return zoned(iso, tz).offset
}

/** Whether the device's clock differs from the venue's at that instant (then times get a label). */
export function deviceDiffers(iso: string | number, tz: string): boolean {
  // as dayjs's utcOffset(): the device's offset in whole quarters of an hour
  const device = -Math.round(new Date(instant(iso)).getTimezoneOffset() / 15) * 15
  return device !== venueOffset(iso, tz)
}

/** 'UTC+8', 'UTC+5:30', 'UTC-3'. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  const h = Math.floor(abs / 60)
  const m = abs % 60
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`
}

/** A venue day ('YYYY-MM-DD') as the visitor's language writes it: 'Tue 15 Sep', '9月15日 周二'. */
export function dayLabel(day: string, t: BaseLang['conference']): string {
  // the day itself, in UTC (as dayjs.utc(day)): no zone can move it to its neighbour
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(day)
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(day)
  return format(t.dayLabel, {
    weekday: t.weekdays[d.getUTCDay()] ?? '',
    day: d.getUTCDate(),
    month: d.getUTCMonth() + 1,
    monthName: t.months[d.getUTCMonth()] ?? '',
  })
}

/** 'HH:mm–HH:mm' on the venue's clock. */
export function venueRange(startIso: string, endIso: string, tz: string): string {
  return `${venueClock(startIso, tz)}–${venueClock(endIso, tz)}`
}

/** 'Tue 15 Sep 09:30–10:15' on the venue's clock. */
export function venueDayRange(startIso: string, endIso: string, tz: string, t: BaseLang['conference']): string {
  return `${dayLabel(venueDay(startIso, tz), t)} ${venueRange(startIso, endIso, tz)}`
}

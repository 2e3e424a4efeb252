/**
 * Session times in venue time. The server sends instants (ISO-8601 UTC) and the venue's IANA zone;
 * everything a visitor reads — the day a session is on, its clock time, "now" and "next" — is
 * computed in that zone, never in the device's (a visitor arriving from Berlin still sees a 09:30
 * session at 09:30). The device's own time is only shown beside it, labelled, when the two differ.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import { format, type BaseLang } from '../i18n'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * The venue's offset from UTC at an instant, in minutes, read with one Intl formatter per zone.
 * (dayjs's tz() formats with a new one on every call, ~1 ms each on a slow phone, and the session
 * list asks a few times per card: its first render was one long task, Lighthouse's TBT.) Without
 * formatToParts, dayjs answers.
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
  if (typeof dtf.formatToParts !== 'function') return dayjs(ms).tz(tz).utcOffset()
  const p: Record<string, number> = {}
  for (const part of dtf.formatToParts(new Date(ms))) p[part.type] = Number(part.value)
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!)
  return Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000)
}

/**
 * An instant on the venue's clock. The same instant in the same zone is the same (immutable)
 * answer, so it is kept; the cache starts over when it is large.
 */
const zonedCache = new Map<string, dayjs.Dayjs>()
function zoned(iso: string | number, tz: string): dayjs.Dayjs {
  // A clock's now (a number) is asked for at every render: what is read here (a day, a minute, an
  // offset of whole minutes) is the same for every millisecond of a minute, so the minute is kept.
  const instant = typeof iso === 'number' ? Math.floor(iso / 60_000) * 60_000 : iso
  const key = `${instant}|${tz}`
  let value = zonedCache.get(key)
  if (!value) {
    if (zonedCache.size >= 2000) zonedCache.clear()
    const d = dayjs(instant)
    value = d.isValid() ? d.utc().utcOffset(offsetAt(d.valueOf(), tz)) : d.tz(tz)
    zonedCache.set(key, value)
  }
  return value
}

/** The venue's calendar day of an instant: 'YYYY-MM-DD'. */
export function venueDay(iso: string | number, tz: string): string {
  return zoned(iso, tz).format('YYYY-MM-DD')
}

/** 'HH:mm' on the venue's clock. */
export function venueClock(iso: string | number, tz: string): string {
  return zoned(iso, tz).format('HH:mm')
}

/** 'HH:mm' on the device's clock. */
export function deviceClock(iso: string | number): string {
  return dayjs(iso).format('HH:mm')
}

/** Minutes east of UTC of the venue at an instant. */
export function venueOffset(iso: string | number, tz: string): number {
  return zoned(iso, tz).utcOffset()
}

/** Whether the device's clock differs from the venue's at that instant (then times get a label). */
export function deviceDiffers(iso: string | number, tz: string): boolean {
  return dayjs(iso).utcOffset() !== venueOffset(iso, tz)
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
  const d = dayjs.utc(day)
  return format(t.dayLabel, {
    weekday: t.weekdays[d.day()] ?? '',
    day: d.date(),
    month: d.month() + 1,
    monthName: t.months[d.month()] ?? '',
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

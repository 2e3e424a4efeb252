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
 * An instant on the venue's clock. dayjs's tz() builds a new Intl formatter on every call (~0.2 ms,
 * four times that on a slow phone), and the session list asks a few times per card on each render:
 * the first render of /meeting/list was one long task (Lighthouse's TBT). The same instant in the
 * same zone is the same (immutable) answer, so it is kept; the cache starts over when it is large.
 */
const zonedCache = new Map<string, dayjs.Dayjs>()
function zoned(iso: string | number, tz: string): dayjs.Dayjs {
  const key = `${iso}|${tz}`
  let value = zonedCache.get(key)
  if (!value) {
    if (zonedCache.size >= 2000) zonedCache.clear()
    value = dayjs(iso).tz(tz)
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

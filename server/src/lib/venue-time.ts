/**
 * Session times as the venue reads them. Sessions are stored as instants (ISO-8601 UTC); every text
 * the server writes about one (reminders, change notices, the plan email and PDF, calendar files)
 * says the venue's clock time and names the zone, so a visitor abroad is never told their own
 * device's time by mistake.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import timezone from 'dayjs/plugin/timezone.js'
import type { Language } from '../../../types/api.js'

dayjs.extend(utc)
dayjs.extend(timezone)

/** Names of the venue cities we know, per language; other zones are named by their IANA city. */
const CITY: Record<string, [string, string]> = {
  'Asia/Shanghai': ['上海', 'Shanghai'],
  'Asia/Hong_Kong': ['香港', 'Hong Kong'],
  'Asia/Singapore': ['新加坡', 'Singapore'],
  'Europe/Berlin': ['柏林', 'Berlin'],
}
const WEEKDAYS: Record<Language, string[]> = {
  'ZH-CN': ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  EN: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The venue's city in a language ('上海', 'Shanghai'). */
export function zoneName(tz: string, lang: Language): string {
  const known = CITY[tz]
  if (known) return lang === 'EN' ? known[1] : known[0]
  return (tz.split('/').pop() ?? tz).replace(/_/g, ' ')
}

/**
 * One formatter per zone, kept: dayjs's `.tz()` builds an Intl.DateTimeFormat on every call, which
 * made the meeting notices' times the booking bench's largest cost after the database.
 */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>()
function venueParts(iso: string, tz: string): Record<string, string> {
  let f = FORMATTERS.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    FORMATTERS.set(tz, f)
  }
  const out: Record<string, string> = {}
  for (const p of f.formatToParts(new Date(iso))) out[p.type] = p.value
  return out
}

/** The venue's calendar day of an instant: 'YYYY-MM-DD'. */
export function venueDay(iso: string, tz: string): string {
  const p = venueParts(iso, tz)
  return `${p.year}-${p.month}-${p.day}`
}

/** 'HH:mm' on the venue's clock. */
export function venueClock(iso: string, tz: string): string {
  const p = venueParts(iso, tz)
  return `${p.hour}:${p.minute}`
}

/** 'Tue 15 Sep' / '9月15日 周二' of a venue day ('YYYY-MM-DD'). */
export function dayLabel(day: string, lang: Language): string {
  const d = dayjs.utc(day)
  const weekday = WEEKDAYS[lang][d.day()]!
  return lang === 'EN' ? `${weekday} ${d.date()} ${MONTHS[d.month()]}` : `${d.month() + 1}月${d.date()}日 ${weekday}`
}

/** 'Tue 15 Sep, 09:30–10:15 (Shanghai time)' / '9月15日 周二 09:30–10:15（上海时间）'. */
export function venueRange(startIso: string, endIso: string, tz: string, lang: Language): string {
  const day = dayLabel(venueDay(startIso, tz), lang)
  const range = `${venueClock(startIso, tz)}–${venueClock(endIso, tz)}`
  return lang === 'EN'
    ? `${day}, ${range} (${zoneName(tz, lang)} time)`
    : `${day} ${range}（${zoneName(tz, lang)}时间）`
}

/** The instant a venue clock time names: ('2026-09-15', '09:30', 'Asia/Shanghai') → ISO UTC. */
export function venueInstant(day: string, clock: string, tz: string): string {
  return dayjs.tz(`${day} ${clock}`, tz).toISOString()
}

/** Whether `tz` is a zone this runtime knows (config and admin input are checked with it). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

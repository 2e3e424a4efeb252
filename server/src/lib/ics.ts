/**
 * An iCalendar file (RFC 5545) for one session: the event in the venue's time zone
 * (DTSTART;TZID=Asia/Shanghai with the zone's VTIMEZONE, from @touch4it/ical-timezones), so a
 * calendar anywhere shows it at the right instant and says it is venue time, and a VALARM at the
 * reminder lead time. Written here rather than with ical-generator, which (v10) writes DTSTAMP in
 * the calendar's zone without a Z, which RFC 5545 forbids; the test parses the output with ical.js.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import timezone from 'dayjs/plugin/timezone.js'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'

dayjs.extend(utc)
dayjs.extend(timezone)

export interface CalendarEvent {
  /** globally unique and stable: a second import updates the event instead of adding one */
  uid: string
  title: string
  description: string
  location: string
  url: string
  /** ISO-8601 UTC */
  startTime: string
  endTime: string
  /** IANA zone of the venue */
  timeZone: string
  /** the alarm, minutes before the start */
  alarmMinutes: number
  alarmText: string
  /** when the file was made (DTSTAMP), ISO-8601 UTC */
  stamp: string
  /**
   * the session's schedule version: a calendar importing the file again replaces its copy of the
   * event only when SEQUENCE is higher (RFC 5545 §3.8.7.4), so a moved session must raise it
   */
  sequence: number
  /** the last change of time or room (LAST-MODIFIED), ISO-8601 UTC; none while never changed */
  lastModified?: string
  /** the calendar's language tag (PRODID) */
  language: 'ZH-CN' | 'EN'
}

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets are folded (§3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = Buffer.byteLength(ch)
    // continuation lines start with a space, which counts
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

const utcStamp = (iso: string) => dayjs.utc(iso).format('YYYYMMDD[T]HHmmss[Z]')
const local = (iso: string, tz: string) => dayjs(iso).tz(tz).format('YYYYMMDD[T]HHmmss')

/** The .ics text (CRLF line ends, as the format requires). */
export function sessionCalendar(e: CalendarEvent): string {
  const vtimezone = getVtimezoneComponent(e.timeZone)
  if (!vtimezone) throw new Error(`no VTIMEZONE for ${e.timeZone}`)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Expo Directory//Conference//${e.language === 'EN' ? 'EN' : 'ZH'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone.trim().split(/\r?\n/),
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `SEQUENCE:${e.sequence}`,
    ...(e.lastModified ? [`LAST-MODIFIED:${utcStamp(e.lastModified)}`] : []),
    `DTSTART;TZID=${e.timeZone}:${local(e.startTime, e.timeZone)}`,
    `DTEND;TZID=${e.timeZone}:${local(e.endTime, e.timeZone)}`,
    `SUMMARY:${text(e.title)}`,
    `DESCRIPTION:${text(e.description)}`,
    `LOCATION:${text(e.location)}`,
    `URL:${e.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(e.alarmText)}`,
    `TRIGGER:-PT${e.alarmMinutes}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}

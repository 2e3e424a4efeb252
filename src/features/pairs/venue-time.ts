/** Exhibitions of this app are in China: times are shown in the venue's time (UTC+8), wherever the phone is. */
const VENUE_OFFSET_MS = 8 * 3600_000

const pad = (n: number) => String(n).padStart(2, '0')

/** The venue-time calendar day of an instant (YYYY-MM-DD). */
export function venueDay(ms: number): string {
  return new Date(ms + VENUE_OFFSET_MS).toISOString().slice(0, 10)
}

/** HH:mm in venue time. */
export function venueClock(ms: number): string {
  const d = new Date(ms + VENUE_OFFSET_MS)
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/**
 * A message's time: "14:05" today, "Yesterday 14:05", else "04-12 14:05" (venue time; the words
 * come from the dictionary).
 */
export function messageTime(iso: string, now: number, words: { yesterday: string }): string {
  const ms = Date.parse(iso)
  if (!Number.isFinite(ms)) return ''
  const day = venueDay(ms)
  if (day === venueDay(now)) return venueClock(ms)
  if (day === venueDay(now - 86_400_000)) return `${words.yesterday} ${venueClock(ms)}`
  return `${day.slice(5)} ${venueClock(ms)}`
}

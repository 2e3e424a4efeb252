import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import { dayLabel, deviceClock, deviceDiffers, venueClock, venueDay, venueOffset } from '../venue-time'

dayjs.extend(utc)
dayjs.extend(timezone)

// venue-time reads a zone's offset with one Intl formatter per zone (dayjs's tz() builds one per
// call): its answers must be dayjs's own, in every zone, on both sides of a DST change.
const ZONES = [
  'Asia/Shanghai',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'UTC',
]
// every 97 minutes through 2026, DST changes included (March, October/November)
const INSTANTS = Array.from({ length: 5500 }, (_, i) => Date.UTC(2026, 0, 1) + i * 97 * 60_000 + 17_123)

describe('venue time', () => {
  it.each(ZONES)('answers as dayjs tz() does in %s', (tz) => {
    for (const ms of INSTANTS) {
      const iso = new Date(ms).toISOString()
      const expected = dayjs(iso).tz(tz)
      expect([venueDay(iso, tz), venueClock(iso, tz), venueOffset(iso, tz)]).toEqual([
        expected.format('YYYY-MM-DD'),
        expected.format('HH:mm'),
        expected.utcOffset(),
      ])
      expect(venueClock(ms, tz)).toBe(expected.format('HH:mm'))
      // the device's clock (jest's zone) and whether it differs, as dayjs read them
      expect(deviceClock(iso)).toBe(dayjs(iso).format('HH:mm'))
      expect(deviceDiffers(iso, tz)).toBe(dayjs(iso).utcOffset() !== expected.utcOffset())
    }
  })

  it('labels a venue day by its own date, in any device zone', () => {
    const t = {
      dayLabel: '{weekday} {day} {monthName} ({month})',
      weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    } as unknown as Parameters<typeof dayLabel>[1]
    expect(dayLabel('2026-09-15', t)).toBe('Tue 15 Sep (9)')
    expect(dayLabel('2026-01-01', t)).toBe('Thu 1 Jan (1)')
  })

  it('reads a Shanghai session at its venue time', () => {
    expect(venueClock('2026-09-15T01:30:00Z', 'Asia/Shanghai')).toBe('09:30')
    expect(venueDay('2026-09-15T17:00:00Z', 'Asia/Shanghai')).toBe('2026-09-16')
    expect(venueOffset('2026-09-15T01:30:00Z', 'Asia/Shanghai')).toBe(480)
  })
})

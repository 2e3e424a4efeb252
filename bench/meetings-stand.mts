/**
 * The stand both meetings benches book (bench:meetings, bench:meetings-inprocess): exhibitor 1's
 * contact phone verified, its show CGA (15–18 Apr 2026) days published as 15-minute slots for 5
 * at once with a lunch break, the app's clock set a few days before the show.
 */
import { verifyContactPhone, type TestApp } from '../server/test/helpers.js'

export async function publishBenchStand(t: TestApp): Promise<{ slotIds: number[] }> {
  const { editToken } = await verifyContactPhone(t, '13800138000', 'bench-stand')
  t.clock.t = Date.UTC(2026, 3, 10, 0, 0, 0)
  const days = ['2026-04-15', '2026-04-16', '2026-04-17', '2026-04-18'].map((day) => ({
    day,
    from: '09:00',
    to: '17:00',
    length: 15 as const,
    capacity: 5,
    breaks: [{ from: '12:00', to: '13:00' }],
  }))
  const published = await t.inject({
    method: 'POST',
    url: '/api/v5/meetings/publish?userId=bench-stand&language=EN',
    headers: { 'x-edit-token': editToken },
    payload: { companyProfileId: 1, days },
  })
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`)
  return { slotIds: (published.json().resultList.slots as Array<{ slotId: number }>).map((s) => s.slotId) }
}

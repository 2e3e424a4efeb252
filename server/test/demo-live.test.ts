/**
 * The demo is always live (issue 26.2): a fresh database places the seeded shows relative to the
 * day it is first started (or SEED_SHOW_START), keeps those dates across restarts, and its current
 * show can be reminded and pre-registered for, whatever the date.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { buildApp } from '../src/app.js'
import { ConfigError, loadConfig } from '../src/config.js'
import { FakeClock, MemorySms, makeApp } from './helpers.js'

type Ed = { eventEditionId: number; startDate: string; endDate: string; isCurrent: boolean; eventEditionName: string }

async function editions(inject: (url: string) => Promise<{ json(): { resultList: unknown } }>, code: string) {
  const res = await inject(`/api/v5/exhibition/getEventEditionList?eventCode=${code}&language=EN`)
  return res.json().resultList as Ed[]
}

describe('demo: the seeded show is live on any date', () => {
  it('a first start in February 2031 opens SIE three days later, the previous edition a year before', async () => {
    // 10 Feb 2031, 12:00 in Shanghai
    const clock = new FakeClock(Date.parse('2031-02-10T04:00:00.000Z'))
    const t = await makeApp({ SEED_SHOW_START: '', REMINDER_CHECK_SEC: '0' }, { clock })
    try {
      const sie = await editions((u) => t.inject(u), 'SIE')
      const current = sie.find((e) => e.isCurrent)!
      assert.deepEqual([current.startDate, current.endDate], ['2031-02-13', '2031-02-16'])
      assert.match(current.eventEditionName, /2031/)
      assert.ok(
        sie.some((e) => e.startDate === '2030-02-13'),
        JSON.stringify(sie),
      )
      // CGA's spring show keeps its distance before SIE's
      const cga = (await editions((u) => t.inject(u), 'CGA')).find((e) => e.isCurrent)!
      assert.equal(cga.startDate, '2030-09-13')

      // every session of the current programme is still ahead: Remind me works on the first
      const list = await t.inject(`/api/v5/session/getSessionList?eventCode=SIE&pageSize=100&language=EN`)
      const sessions = list.json().resultList.list as Array<{ id: number; startTime: string }>
      assert.ok(sessions.length > 10)
      assert.ok(
        sessions.every((s) => Date.parse(s.startTime) > clock.now()),
        'a session already started',
      )
      const remind = await t.inject({
        method: 'POST',
        url: '/api/v5/session/remind?userId=demo-visitor&language=EN',
        payload: { id: sessions[0]!.id, remind: 1, channel: 'web' },
      })
      assert.equal(remind.statusCode, 200, remind.body)
      assert.equal(remind.json().resultList.remind, 1)

      // a restart months later keeps the dates the first start wrote
      const later = new FakeClock(Date.parse('2031-09-01T04:00:00.000Z'))
      const again = await buildApp({ config: t.config, clock: later, sms: new MemorySms() })
      try {
        const after = await editions((u) => again.inject(u), 'SIE')
        assert.deepEqual(after, sie)
      } finally {
        await again.close()
      }
    } finally {
      await t.close()
    }
  })

  it('SEED_SHOW_START places the current show on that day; a bad one is refused at start-up', async () => {
    const t = await makeApp({ SEED_SHOW_START: '2028-03-01' })
    try {
      const current = (await editions((u) => t.inject(u), 'SIE')).find((e) => e.isCurrent)!
      assert.deepEqual([current.startDate, current.endDate], ['2028-03-01', '2028-03-04'])
    } finally {
      await t.close()
    }
    assert.throws(() => loadConfig({ SEED_SHOW_START: '2028-02-30' }), ConfigError)
    assert.throws(() => loadConfig({ SEED_SHOW_START: 'next monday' }), /SEED_SHOW_START/)
  })
})

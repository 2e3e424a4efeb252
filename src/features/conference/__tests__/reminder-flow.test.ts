import { platformCaps } from '../../../platform/caps'
import type { ConsentOutcome, PlatformAdapter } from '../../../platform/types'
import { addToCalendar, remindMe } from '../reminder-flow'
import { DAYS, detailOf, session } from './fixtures'

const env = { mobile: true, android: false, ios: true, miniprogram: false }

function host(kind: 'weapp' | 'web' | 'app', answers: { subscribe?: ConsentOutcome; calendar?: ConsentOutcome } = {}) {
  const order: string[] = []
  const platform = {
    caps: platformCaps(kind, env),
    requestSubscription: jest.fn((ids: string[]) => {
      order.push(`subscribe ${ids.join(',')}`)
      return Promise.resolve(answers.subscribe ?? 'accepted')
    }),
    addToPhoneCalendar: jest.fn(async () => {
      order.push('calendar')
      return answers.calendar ?? 'accepted'
    }),
    canDownloadFiles: jest.fn(() => true),
    downloadFile: jest.fn(async () => undefined),
    copyText: jest.fn(async () => undefined),
  } satisfies Partial<PlatformAdapter>
  const agenda = {
    setReminder: jest.fn(async (_id: number, _remind: 0 | 1, channel?: string) => {
      order.push(`server ${channel}`)
      return 15
    }),
  }
  return { platform, agenda, order }
}

const s = detailOf(session(DAYS[1], '13:30', '14:15', { title: 'Smart Manufacturing Summit 2026 (part 2)' }))

describe('Remind me on each host', () => {
  it('mini-program: the tap asks for one subscription message first thing, then the server stores it', async () => {
    const { platform, agenda, order } = host('weapp')
    const pending = remindMe({ platform, agenda, templateId: 'tmpl-1' }, s)
    // asked synchronously, inside the tap (WeChat refuses it later)
    expect(platform.requestSubscription).toHaveBeenCalledWith(['tmpl-1'])
    await expect(pending).resolves.toEqual({ kind: 'subscribed', leadMinutes: 15 })
    expect(order).toEqual(['subscribe tmpl-1', 'server subscribe'])
    expect(agenda.setReminder).toHaveBeenCalledWith(s.id, 1, 'subscribe')
    expect(platform.addToPhoneCalendar).not.toHaveBeenCalled()
  })

  it.each(['refused', 'unavailable'] as const)(
    'mini-program: a subscription %s falls back to the phone calendar with the alert',
    async (answer) => {
      const { platform, agenda, order } = host('weapp', { subscribe: answer })
      await expect(remindMe({ platform, agenda, templateId: 'tmpl-1' }, s)).resolves.toEqual({
        kind: 'calendar',
        leadMinutes: 15,
      })
      expect(order).toEqual(['subscribe tmpl-1', 'calendar', 'server calendar'])
      expect(platform.addToPhoneCalendar).toHaveBeenCalledWith({
        title: s.title,
        startTime: s.startTime,
        endTime: s.endTime,
        description: expect.stringContaining('Wang Jianguo'),
        location: 'Hall 1 Main Forum',
        alarmMinutes: 15,
      })
    },
  )

  it('mini-program: both refused: nothing stored, the visitor is told', async () => {
    const { platform, agenda } = host('weapp', { subscribe: 'refused', calendar: 'refused' })
    await expect(remindMe({ platform, agenda, templateId: 'tmpl-1' }, s)).resolves.toEqual({ kind: 'notSet' })
    expect(agenda.setReminder).not.toHaveBeenCalled()
  })

  it.each([
    ['web', 'web'],
    ['app', 'app'],
  ] as const)('%s: the server keeps the reminder (channel %s); no WeChat prompt', async (kind, channel) => {
    const { platform, agenda, order } = host(kind)
    await expect(remindMe({ platform, agenda, templateId: 'tmpl-1' }, s)).resolves.toEqual({
      kind: 'server',
      leadMinutes: 15,
    })
    expect(order).toEqual([`server ${channel}`])
    expect(platform.requestSubscription).not.toHaveBeenCalled()
  })
})

describe('Add to calendar on each host', () => {
  it('mini-program: the phone calendar', async () => {
    const { platform } = host('weapp')
    await expect(addToCalendar(platform, s, 'http://x/ics')).resolves.toBe('added')
    platform.addToPhoneCalendar.mockResolvedValueOnce('refused')
    await expect(addToCalendar(platform, s, 'http://x/ics')).resolves.toBe('refused')
  })

  it('browser: the .ics downloads; in WeChat’s browser its link is copied instead', async () => {
    const { platform } = host('web')
    await expect(addToCalendar(platform, s, 'http://x/ics?id=1')).resolves.toBe('downloaded')
    expect(platform.downloadFile).toHaveBeenCalledWith('http://x/ics?id=1', `session-${s.id}.ics`)
    platform.canDownloadFiles.mockReturnValue(false)
    await expect(addToCalendar(platform, s, 'http://x/ics?id=1')).resolves.toBe('linkCopied')
    expect(platform.copyText).toHaveBeenCalledWith('http://x/ics?id=1')
    platform.canDownloadFiles.mockReturnValue(true)
    platform.downloadFile.mockRejectedValueOnce(new Error('HTTP 500'))
    await expect(addToCalendar(platform, s, 'http://x/ics?id=1')).resolves.toBe('failed')
  })
})

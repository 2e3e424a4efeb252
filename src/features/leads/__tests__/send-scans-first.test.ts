/**
 * Signing out or erasing My data with scans still waiting on the device (issue 28): the visitor is
 * told how many wait and offered to send them first; the step goes on only when none is left.
 */
import { sendScansFirst } from '../lead-state'
import { leadQueueKey } from '../lead-queue'
import { ApiError } from '../../../services/api/client'
import { memoryStorage } from '../../../../test-support/fakes'
import type { AppServices } from '../../../app-services'

const WORDS = {
  unsyncedTitle: 'Scans not synced yet',
  unsyncedBody: '{count} scans on this device have not reached the server. Send them first, then go on?',
  sendFirst: 'Send first',
  cancel: 'Cancel',
  signOutBlocked: '{count} scans are not synced yet',
}

function services(stored: Record<string, string>, online: () => boolean, answer: boolean) {
  const storage = memoryStorage(stored)
  const sent: string[] = []
  const platform = {
    ...storage,
    confirm: jest.fn(async () => answer),
    showToast: jest.fn(),
    hideToast: jest.fn(),
  }
  const api = {
    captureLead: jest.fn(async (body: { clientId: string }) => {
      if (!online()) throw new ApiError('offline', 'network')
      sent.push(body.clientId)
      return {}
    }),
  }
  const store = {
    context: { userId: 'staff-9' },
    language: { t: { leads: WORDS } },
    certification: { editToken: 'token' },
  }
  return { s: { platform, api, store } as unknown as AppServices, platform, sent, storage }
}

const waiting = (n: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({
      kind: 'lead',
      seq: i + 1,
      waiting: true,
      body: { companyProfileId: 1, clientId: `scan-${i}`, token: 't', scannedAt: '2026-09-15T02:00:00.000Z' },
    })),
  )

describe('sendScansFirst', () => {
  it('with nothing waiting, goes on without asking', async () => {
    const { s, platform } = services({}, () => true, true)
    await expect(sendScansFirst(s)).resolves.toBe(true)
    expect(platform.confirm).not.toHaveBeenCalled()
  })

  it('says how many wait; "Send first" sends them, then goes on', async () => {
    const { s, platform, sent, storage } = services({ [leadQueueKey('staff-9')]: waiting(2) }, () => true, true)
    await expect(sendScansFirst(s)).resolves.toBe(true)
    expect(platform.confirm).toHaveBeenCalledWith(
      '2 scans on this device have not reached the server. Send them first, then go on?',
      { title: 'Scans not synced yet', confirmText: 'Send first', cancelText: 'Cancel' },
    )
    expect(sent).toEqual(['scan-0', 'scan-1'])
    expect(storage.data.has(leadQueueKey('staff-9'))).toBe(false)
  })

  it('offline: the scans stay, the step does not happen, and the toast says why', async () => {
    const { s, platform, storage } = services({ [leadQueueKey('staff-9')]: waiting(3) }, () => false, true)
    await expect(sendScansFirst(s)).resolves.toBe(false)
    expect(platform.showToast).toHaveBeenCalledWith('3 scans are not synced yet', { icon: 'none' })
    expect(JSON.parse(storage.data.get(leadQueueKey('staff-9'))!)).toHaveLength(3)
  })

  it('Cancel: nothing is sent and the step does not happen', async () => {
    const { s, sent } = services({ [leadQueueKey('staff-9')]: waiting(1) }, () => true, false)
    await expect(sendScansFirst(s)).resolves.toBe(false)
    expect(sent).toEqual([])
  })
})

describe('the question’s buttons', () => {
  // wx.showModal and Taro's H5 modal refuse a button wider than 4 Chinese characters (a Latin letter
  // is half of one): the question would not be asked and "Use another phone" would do nothing
  const width = (text: string) => text.replace(/[\u0391-\uFFE5]/g, 'aa').length
  it.each(['ZH-CN', 'EN'] as const)('fit a modal in %s', async (language) => {
    const words = (await import('../words')).default[language]
    expect(width(words.sendFirst)).toBeLessThanOrEqual(8)
    expect(width(words.cancel)).toBeLessThanOrEqual(8)
  })
})

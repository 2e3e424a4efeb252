/**
 * Scans at the stand offline (issue 28): 500 scans made with no network survive a restart of the
 * app, then sync in the order made, each once; a refused scan stays (marked), nothing is lost.
 */
import { LeadQueue } from '../lead-queue'
import { ApiError } from '../../../services/api/client'
import type { Lead, LeadCaptureBody } from '../../../../types/api'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getStorage: (k: string) => map.get(k),
    setStorage: (k: string, v: string) => {
      map.set(k, v)
    },
    removeStorage: (k: string) => {
      map.delete(k)
    },
  }
}

const body = (i: number): LeadCaptureBody => ({
  companyProfileId: 1,
  clientId: `scan-${String(i).padStart(4, '0')}`,
  token: `token-${i}`,
  scannedAt: new Date(Date.UTC(2026, 8, 15, 2, 0, i)).toISOString(),
})

describe('LeadQueue', () => {
  it('500 scans offline, a restart, then online: 0 lost, 0 duplicated, in order', async () => {
    const storage = memoryStorage()
    let online = false
    const server = new Map<string, LeadCaptureBody>()
    const order: string[] = []
    const api = {
      captureLead: async (b: LeadCaptureBody): Promise<Lead> => {
        if (!online) throw new ApiError('offline', 'network')
        order.push(b.clientId)
        server.set(b.clientId, b) // the server stores one per clientId
        return { leadId: server.size, clientId: b.clientId } as Lead
      },
    }
    const first = new LeadQueue(storage, api)
    first.useVisitor('staff-1')
    for (let i = 0; i < 500; i++) first.add(body(i), `reg-${i}`)
    await first.flush()
    expect(first.waitingCount).toBe(500)
    expect(server.size).toBe(0)

    // the app is closed and opened again (a new queue over the same storage)
    const again = new LeadQueue(storage, api)
    again.useVisitor('staff-1')
    expect(again.waitingCount).toBe(500)
    expect(again.capturedAt('reg-7')).toBe(body(7).scannedAt)
    online = true
    await again.flush()
    expect(again.waitingCount).toBe(0)
    expect(server.size).toBe(500)
    expect(order).toEqual(Array.from({ length: 500 }, (_, i) => body(i).clientId))
    expect(storage.map.has('__leadQueue__:staff-1')).toBe(false)
  })

  it('a lost answer is sent again and stored once; a refusal keeps the scan, marked', async () => {
    const storage = memoryStorage()
    const server = new Map<string, LeadCaptureBody>()
    let dropAnswer = true
    const api = {
      captureLead: async (b: LeadCaptureBody): Promise<Lead> => {
        if (b.clientId === 'scan-0002') throw new ApiError('Not a valid badge of this show', 'business')
        server.set(b.clientId, b)
        if (dropAnswer) {
          dropAnswer = false
          throw new ApiError('timeout', 'network')
        }
        return {} as Lead
      },
    }
    const q = new LeadQueue(storage, api)
    q.useVisitor('staff-2')
    for (let i = 0; i < 4; i++) q.add(body(i))
    await q.flush()
    expect(q.waitingCount).toBe(4) // the first send's answer was lost: all wait
    await q.flush()
    expect(server.size).toBe(3)
    expect(q.entries.map((e) => [e.body.clientId, e.failed])).toEqual([['scan-0002', 'Not a valid badge of this show']])
  })
})

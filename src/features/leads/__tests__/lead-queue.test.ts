/**
 * Scans at the stand offline (issue 28): 500 scans made with no network survive a restart of the
 * app, then sync in the order made, each once; a refused scan leaves the queue with the server's
 * reason (shown until dismissed) and never holds the others.
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

  it('a lost answer is sent again and stored once; a refused scan leaves with the reason, not blocking others', async () => {
    const storage = memoryStorage()
    const server = new Map<string, LeadCaptureBody>()
    let dropAnswer = true
    const api = {
      captureLead: async (b: LeadCaptureBody): Promise<Lead> => {
        if (b.clientId === 'scan-0002') throw new ApiError('Not a valid badge of this show', 'business', {}, 400)
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
    for (let i = 0; i < 4; i++) q.add(body(i), `reg-${i}`, `Visitor ${i}`)
    // the refused scan's qualification goes with it (sent alone it would make a business-card lead)
    q.add({ companyProfileId: 1, clientId: 'scan-0002', scannedAt: body(2).scannedAt, rating: 'hot', note: 'x' })
    await q.flush()
    expect(q.waitingCount).toBe(5) // the first send's answer was lost: all wait
    await q.flush()
    expect([...server.keys()]).toEqual(['scan-0000', 'scan-0001', 'scan-0003'])
    expect(q.waitingCount).toBe(0)
    expect(q.refused).toEqual([
      {
        clientId: 'scan-0002',
        name: 'Visitor 2',
        scannedAt: body(2).scannedAt,
        reason: 'Not a valid badge of this show',
      },
    ])
    // not "already captured": the badge may be scanned again
    expect(q.capturedAt('reg-2')).toBeUndefined()
    expect(q.capturedAt('reg-3')).toBe(body(3).scannedAt)

    // the message survives a restart until it is dismissed
    const again = new LeadQueue(storage, api)
    again.useVisitor('staff-2')
    expect(again.refused.map((r) => r.reason)).toEqual(['Not a valid badge of this show'])
    again.dismissRefused()
    expect(new LeadQueue(storage, api).refused).toEqual([])
    expect(storage.map.has('__leadsRefused__:staff-2')).toBe(false)
  })

  it('a refusal of the phone (403) leaves with the reason; an expired verification (401) and 429/5xx keep all', async () => {
    const storage = memoryStorage()
    let answer: ApiError | null = new ApiError('Please verify your phone number first', 'business', {}, 401)
    const sent: string[] = []
    const api = {
      captureLead: async (b: LeadCaptureBody): Promise<Lead> => {
        if (answer) throw answer
        sent.push(b.clientId)
        return {} as Lead
      },
    }
    const q = new LeadQueue(storage, api)
    q.useVisitor('staff-3')
    q.add(body(0), 'reg-0', 'A')
    q.add(body(1), 'reg-1', 'B')
    await q.flush()
    expect(q.waitingCount).toBe(2)
    answer = new ApiError('Too many', 'business', {}, 429)
    await q.flush()
    answer = new ApiError('Server error', 'http', {}, 503)
    await q.flush()
    expect(q.waitingCount).toBe(2)
    expect(q.refused).toEqual([])
    answer = new ApiError('This phone is not a contact or staff member of this exhibitor', 'business', {}, 403)
    await q.flush()
    expect(q.waitingCount).toBe(0)
    expect(q.refused.map((r) => r.name)).toEqual(['A', 'B'])
    expect(sent).toEqual([])
  })

  it('a scan an older build kept marked failed is sent again', async () => {
    const storage = memoryStorage()
    storage.setStorage(
      '__leadQueue__:staff-4',
      JSON.stringify([{ kind: 'lead', seq: 1, waiting: false, body: body(9), failed: 'whatever' }]),
    )
    const sent: string[] = []
    const q = new LeadQueue(storage, {
      captureLead: async (b) => {
        sent.push(b.clientId)
        return {} as Lead
      },
    })
    q.useVisitor('staff-4')
    await q.flush()
    expect(sent).toEqual(['scan-0009'])
    expect(q.waitingCount).toBe(0)
  })
})

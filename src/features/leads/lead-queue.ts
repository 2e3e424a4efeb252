import { makeAutoObservable, runInAction } from 'mobx'

import type { Lead, LeadCaptureBody } from '../../../types/api'
import { StoredQueue, type StoredEntry } from '../../stores/stored-queue'
import type { KeyValueStorage } from '../../stores/types'
import { ApiError } from '../../services/api/client'

/** A scan or a qualification the server has not stored yet: the capture body, sent as it is. */
export interface LeadEntry extends StoredEntry {
  kind: 'lead'
  body: LeadCaptureBody
  /** the badge's name, for the message if the server refuses the scan */
  name?: string
  /** the badge's registration id (a capture): a refused one is not "already captured" */
  registrationId?: string
}

/** A scan the server refused (a forged badge, a phone that is not the exhibitor's staff): shown, not retried. */
export interface RefusedScan {
  clientId: string
  name: string
  scannedAt: string
  /** the server's words (in the visitor's language) */
  reason: string
}

/** The storage key of a staff member's unsynced scans (per visitor, like the action queue's). */
export const leadQueueKey = (userId: string) => `__leadQueue__:${userId}`
/** The badges this device captured, by registration id: the first scan's time ("already captured at"). */
export const capturedKey = (userId: string) => `__leadsCaptured__:${userId}`
/** The scans the server refused, until the staff member has read the message. */
export const refusedKey = (userId: string) => `__leadsRefused__:${userId}`

/**
 * What a failed send means for the entry. A refusal of the scan itself (400 bad badge, 403 not this
 * exhibitor's staff, 404) takes it out of the queue with the server's message: retrying cannot
 * change the answer, and it must not hold the scans behind it. The network, the server's own
 * trouble, a rate limit and an expired phone verification (401: verify again, then send) keep it.
 */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === 'business' &&
    error.status !== 401 &&
    error.status !== 429 &&
    (error.status === undefined || error.status < 500)
  )
}

/**
 * The queue handler: sends one entry. One function, so the offline queue engine can register it by
 * kind however features register theirs (stores/action-queue.ts today lists its kinds; branch arch
 * moves that registration into the features).
 */
export function sendLead(api: { captureLead(body: LeadCaptureBody): Promise<Lead> }, entry: LeadEntry): Promise<Lead> {
  return api.captureLead(entry.body)
}

const isEntry = (v: unknown): v is LeadEntry => {
  const e = v as Partial<LeadEntry> | null
  return (
    !!e &&
    e.kind === 'lead' &&
    Number.isSafeInteger(e.seq) &&
    !!e.body &&
    typeof e.body.clientId === 'string' &&
    Number.isSafeInteger(e.body.companyProfileId) &&
    typeof e.body.scannedAt === 'string'
  )
}
const isRefused = (v: unknown): v is RefusedScan => {
  const r = v as Partial<RefusedScan> | null
  return !!r && typeof r.clientId === 'string' && typeof r.reason === 'string' && typeof r.scannedAt === 'string'
}

/**
 * Scans at the stand, kept durably (issue 28): every scan and qualification goes into this queue
 * first, in the platform's storage, then is sent one at a time in the order made (the engine of
 * the offline queues, stores/stored-queue.ts). The server stores a capture once per clientId, so a
 * resend after a lost answer changes nothing: 0 lost, 0 duplicated. A network failure keeps the
 * entry and all after it; a refusal takes the scan (and its qualifications) out with the server's
 * message in `refused`, so nothing scanned is dropped unseen and nothing refused blocks the others.
 */
export class LeadQueue {
  private readonly stored: StoredQueue<LeadEntry>
  /** registration id → first capture time (ISO), on this device */
  captured: Record<string, string> = {}
  /** scans the server refused, with its reason, until dismissed */
  refused: RefusedScan[] = []
  private owner: string | undefined
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly api: { captureLead(body: LeadCaptureBody): Promise<Lead> },
  ) {
    this.stored = new StoredQueue(storage, {
      key: leadQueueKey,
      isEntry,
      // an older build kept refused scans marked `failed`: sent again, they are refused again, with a message
      restored: (e) => ({
        kind: e.kind,
        seq: e.seq,
        waiting: true,
        body: e.body,
        name: e.name,
        registrationId: e.registrationId,
      }),
      keyOf: (e) => e.body.clientId,
    })
    makeAutoObservable<LeadQueue, 'stored' | 'storage' | 'api' | 'owner' | 'flushing'>(this, {
      stored: false,
      storage: false,
      api: false,
      owner: false,
      flushing: false,
    })
  }

  useVisitor(userId: string): void {
    if (userId === this.owner) return
    this.owner = userId
    this.stored.switchTo(userId)
    try {
      this.captured = JSON.parse(this.storage.getStorage(capturedKey(userId)) ?? '{}') as Record<string, string>
    } catch {
      this.captured = {}
    }
    try {
      const parsed: unknown = JSON.parse(this.storage.getStorage(refusedKey(userId)) ?? '[]')
      this.refused = Array.isArray(parsed) ? parsed.filter(isRefused) : []
    } catch {
      this.refused = []
    }
  }

  /** The staff member read the messages of the refused scans. */
  dismissRefused(): void {
    this.refused = []
    if (this.owner) this.storage.removeStorage(refusedKey(this.owner))
  }

  get entries(): LeadEntry[] {
    return this.stored.entries
  }

  /** scans and changes not stored on the server yet (signing out or clearing data waits for them) */
  get waitingCount(): number {
    return this.stored.entries.length
  }

  /** When this device first captured the badge, if it did. */
  capturedAt(registrationId: string): string | undefined {
    return this.captured[registrationId]
  }

  /** Keeps a scan (or a qualification of one) on the device at once; sending comes after. */
  add(body: LeadCaptureBody, registrationId?: string, name?: string): void {
    const seq = this.stored.nextSeq()
    this.stored.entries.push({
      kind: 'lead',
      seq,
      waiting: true,
      body,
      ...(name ? { name } : {}),
      ...(registrationId ? { registrationId } : {}),
    })
    this.stored.write()
    if (registrationId && !this.captured[registrationId]) {
      this.captured = { ...this.captured, [registrationId]: body.scannedAt }
      if (this.owner) this.storage.setStorage(capturedKey(this.owner), JSON.stringify(this.captured))
    }
  }

  /** Sends what waits, in order, one at a time; stops at the first network failure. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.drain())
    return this.flushing
  }

  private async drain(): Promise<void> {
    for (;;) {
      const next = this.stored.entries[0]
      if (!next) return
      runInAction(() => (this.stored.sending = next.seq))
      try {
        await sendLead(this.api, next)
        runInAction(() => this.stored.drop(next))
      } catch (error) {
        if (!isRefusal(error)) {
          runInAction(() => this.stored.holdAll())
          return
        }
        runInAction(() => this.refuse(next, error.message))
      }
    }
  }

  /** The scan leaves the queue with the server's reason; its later qualifications go with it. */
  private refuse(entry: LeadEntry, reason: string): void {
    const { clientId } = entry.body
    const mine = this.stored.entries.filter((x) => x.body.clientId === clientId)
    const name = mine.find((e) => e.name)?.name ?? ''
    const registrationId = mine.find((e) => e.registrationId)?.registrationId
    for (const e of mine) this.stored.drop(e)
    // a refused capture is not "already captured": the badge can be scanned again
    if (registrationId) {
      const { [registrationId]: _gone, ...rest } = this.captured
      this.captured = rest
      if (this.owner) this.storage.setStorage(capturedKey(this.owner), JSON.stringify(rest))
    }
    this.refused = [...this.refused, { clientId, name, scannedAt: entry.body.scannedAt, reason }]
    if (this.owner) this.storage.setStorage(refusedKey(this.owner), JSON.stringify(this.refused))
  }
}

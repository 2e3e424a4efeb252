import { makeAutoObservable, runInAction } from 'mobx'

import type { Lead, LeadCaptureBody } from '../../../types/api'
import { StoredQueue, type StoredEntry } from '../../stores/stored-queue'
import type { KeyValueStorage } from '../../stores/types'
import { isRetryable } from '../../utils/remote'

/** A scan or a qualification the server has not stored yet: the capture body, sent as it is. */
export interface LeadEntry extends StoredEntry {
  kind: 'lead'
  body: LeadCaptureBody
  /** the server refused it (in its words): kept, not lost, until the visitor deletes it */
  failed?: string
}

/** The storage key of a staff member's unsynced scans (per visitor, like the action queue's). */
export const leadQueueKey = (userId: string) => `__leadQueue__:${userId}`
/** The badges this device captured, by registration id: the first scan's time ("already captured at"). */
export const capturedKey = (userId: string) => `__leadsCaptured__:${userId}`

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

/**
 * Scans at the stand, kept durably (issue 28): every scan and qualification goes into this queue
 * first, in the platform's storage, then is sent one at a time in the order made (the engine of
 * the offline queues, stores/stored-queue.ts). The server stores a capture once per clientId, so a
 * resend after a lost answer changes nothing: 0 lost, 0 duplicated. A network failure keeps the
 * entry and all after it; a refusal keeps it marked failed, so nothing scanned is dropped unseen.
 */
export class LeadQueue {
  private readonly stored: StoredQueue<LeadEntry>
  /** registration id → first capture time (ISO), on this device */
  captured: Record<string, string> = {}
  private owner: string | undefined
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly api: { captureLead(body: LeadCaptureBody): Promise<Lead> },
  ) {
    this.stored = new StoredQueue(storage, {
      key: leadQueueKey,
      isEntry,
      restored: (e) => ({ ...e, waiting: !e.failed }),
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
  add(body: LeadCaptureBody, registrationId?: string): void {
    const seq = this.stored.nextSeq()
    this.stored.entries.push({ kind: 'lead', seq, waiting: true, body })
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
      const next = this.stored.entries.find((e) => !e.failed)
      if (!next) return
      runInAction(() => (this.stored.sending = next.seq))
      try {
        await sendLead(this.api, next)
        runInAction(() => this.stored.drop(next))
      } catch (error) {
        if (isRetryable(error)) {
          runInAction(() => this.stored.holdAll())
          return
        }
        runInAction(() => {
          next.failed = error instanceof Error ? error.message : String(error)
          this.stored.sending = undefined
          this.stored.write()
        })
      }
    }
  }
}

import { makeAutoObservable } from 'mobx'

import type { Id } from '../../types/api'
import { STORAGE_KEYS } from '../platform/storage-keys'
import type { KeyValueStorage } from './types'

export type CollectTarget = 'exhibitor' | 'product'

/**
 * One collect or uncollect the server has not confirmed yet. It carries the state to reach, never
 * a toggle: the server's PUT sets `collected` explicitly, so sending an entry twice (an answer lost
 * on the way back, a restart mid-flush) cannot flip the item twice.
 */
export interface QueuedCollect {
  /** increases per visitor: the order the actions were made in, and the entry's name */
  seq: number
  target: CollectTarget
  id: Id
  /** the item's event code (the stored one when absent) */
  eventCode?: string
  /** the flag the item showed before the first of the actions merged into this entry */
  from: 0 | 1
  /** the flag to send */
  to: 0 | 1
  /** what these actions added to the heart's count (shown until the server's count replaces it) */
  delta: number
  /** 'app': the native app's own path (collectTargetIds with its session, read when sending) */
  via: 'web' | 'app'
  /** made offline, or its send failed for the network: shown as pending until the server answers */
  waiting: boolean
}

export type NewCollect = Omit<QueuedCollect, 'seq' | 'waiting'>

const keyOf = (target: CollectTarget, id: Id) => `${target}:${id}`

function isEntry(value: unknown): value is QueuedCollect {
  const e = value as Partial<QueuedCollect> | null
  return (
    !!e &&
    typeof e === 'object' &&
    Number.isSafeInteger(e.seq) &&
    (e.target === 'exhibitor' || e.target === 'product') &&
    Number.isSafeInteger(e.id) &&
    (e.eventCode === undefined || typeof e.eventCode === 'string') &&
    (e.from === 0 || e.from === 1) &&
    (e.to === 0 || e.to === 1) &&
    Number.isSafeInteger(e.delta) &&
    (e.via === 'web' || e.via === 'app')
  )
}

/**
 * The visitor's collects and uncollects waiting for the server, in the order they were made, kept
 * in the platform's storage under the visitor's id (localStorage, wx storage), so a reload or a
 * restart of the mini-program loses none. Only the plan store uses it.
 *
 * A second action on an item whose entry is still waiting replaces that entry (at the end: it is
 * the newer action); when it brings the item back to the flag it showed before the first, both
 * vanish (collect then uncollect offline sends nothing). An entry on its way to the server is
 * never merged: what it sends is already decided, so a later action gets an entry of its own.
 */
export class CollectQueue {
  entries: QueuedCollect[] = []
  /** the entry being sent now (its answer decides whether it leaves the queue) */
  sending: number | undefined = undefined
  /** whose queue this is: entries made before the visitor is known are kept in memory and adopted */
  private owner: string | undefined = undefined

  constructor(private readonly storage: KeyValueStorage) {
    makeAutoObservable<CollectQueue, 'storage' | 'owner'>(this, { storage: false, owner: false })
  }

  private storageKey(userId: string): string {
    return `${STORAGE_KEYS.planQueue}:${userId}`
  }

  /** Switches to this visitor's queue, as stored; entries made while nobody was known join it. */
  useVisitor(userId: string | undefined): void {
    if (userId === this.owner || !userId) return
    const anonymous = this.owner === undefined ? this.entries : []
    this.owner = userId
    this.sending = undefined
    this.entries = this.read(userId)
    for (const { seq: _seq, waiting, ...action } of anonymous) this.add(action, { waiting })
    this.write()
  }

  private read(userId: string): QueuedCollect[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getStorage(this.storageKey(userId)) ?? '[]')
      // kept from an earlier run: they are all waiting for the network
      return Array.isArray(parsed) ? parsed.filter(isEntry).map((e) => ({ ...e, waiting: true })) : []
    } catch {
      return []
    }
  }

  private write(): void {
    if (this.owner === undefined) return
    const key = this.storageKey(this.owner)
    if (this.entries.length === 0) this.storage.removeStorage(key)
    else this.storage.setStorage(key, JSON.stringify(this.entries))
  }

  get size(): number {
    return this.entries.length
  }

  /** the heart's count still to come from the server */
  get delta(): number {
    return this.entries.reduce((sum, e) => sum + e.delta, 0)
  }

  /** how many entries wait for the network (the plan's "pending" note) */
  get waitingCount(): number {
    return this.entries.filter((e) => e.waiting).length
  }

  /** the newest entry for an item */
  latest(target: CollectTarget, id: Id): QueuedCollect | undefined {
    const key = keyOf(target, id)
    for (let i = this.entries.length - 1; i >= 0; i--) {
      if (keyOf(this.entries[i]!.target, this.entries[i]!.id) === key) return this.entries[i]
    }
    return undefined
  }

  get first(): QueuedCollect | undefined {
    return this.entries[0]
  }

  /**
   * Adds an action. Returns its entry, or null when it cancelled the waiting one out, and the
   * entry it replaced (that one's caller learns its action is now part of the new one).
   */
  add(
    action: NewCollect,
    options: { waiting?: boolean } = {},
  ): { entry: QueuedCollect | null; replaced: QueuedCollect | undefined } {
    const previous = this.latest(action.target, action.id)
    const merge = previous && previous.seq !== this.sending ? previous : undefined
    if (merge) this.entries = this.entries.filter((e) => e !== merge)
    const from = merge ? merge.from : action.from
    const seq = Math.max(0, ...this.entries.map((e) => e.seq), merge?.seq ?? 0) + 1
    let entry: QueuedCollect | null = null
    if (action.to !== from || !merge) {
      entry = {
        ...action,
        eventCode: action.eventCode ?? merge?.eventCode,
        from,
        delta: action.delta + (merge?.delta ?? 0),
        seq,
        waiting: options.waiting ?? merge?.waiting ?? false,
      }
      this.entries.push(entry)
    }
    this.write()
    return { entry, replaced: merge }
  }

  /** The server answered this entry (or refused it): it leaves the queue. */
  remove(entry: QueuedCollect): void {
    const same = (e: QueuedCollect) => e.seq === entry.seq && e.target === entry.target && e.id === entry.id
    this.entries = this.entries.filter((e) => !same(e))
    if (this.sending === entry.seq) this.sending = undefined
    this.write()
  }

  setSending(seq: number | undefined): void {
    this.sending = seq
  }

  /** The network failed: every entry now waits for it (and says so). */
  holdAll(): void {
    this.sending = undefined
    this.entries = this.entries.map((e) => (e.waiting ? e : { ...e, waiting: true }))
    this.write()
  }
}

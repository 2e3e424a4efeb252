import { makeAutoObservable } from 'mobx'

import type { KeyValueStorage } from './types'

/** What every queued action carries: its place in the visitor's order, and whether it waits for the network. */
export interface StoredEntry {
  /** increases per visitor: the order the actions were made in, and the entry's name */
  seq: number
  /** made offline, or its send failed for the network: pending until the server answers */
  waiting: boolean
}

export interface StoredQueueOptions<E> {
  /** the storage key of a visitor's queue */
  key: (userId: string) => string
  /** an entry read back (written by an older build, or edited by hand), checked field by field */
  isEntry: (value: unknown) => value is E
  /** an entry kept from an earlier run, as this run holds it (it waits for the network) */
  restored: (entry: E) => E
  /** the thing an entry is about: a later action on it may replace a waiting one */
  keyOf: (entry: E) => string
}

/**
 * The part the two offline queues share (stores/collect-queue.ts for collects, stores/action-queue.ts
 * for reminders, likes, decisions and chat messages): a visitor's entries the server has not
 * confirmed yet, in the order they were made, kept in the platform's storage under the visitor's id
 * (localStorage, wx storage) so a reload or a restart of the mini-program loses none, and what is
 * being sent now. Entries made before the visitor is known are kept in memory until they are; what
 * an action does to the entries (merging, netting out) is each queue's own.
 */
export class StoredQueue<E extends StoredEntry> {
  entries: E[] = []
  /** the seq of the entry being sent now: never merged with a later action (what it sends is decided) */
  sending: number | undefined = undefined
  /** whose queue this is */
  private owner: string | undefined = undefined

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly options: StoredQueueOptions<E>,
  ) {
    makeAutoObservable<StoredQueue<E>, 'storage' | 'options' | 'owner'>(this, {
      storage: false,
      options: false,
      owner: false,
    })
  }

  /**
   * Switches to this visitor's queue, as stored. Returns the entries made while nobody was known,
   * for the caller to add again by its own rules (then `write`); undefined when nothing changed.
   */
  switchTo(userId: string | undefined): E[] | undefined {
    if (!userId || userId === this.owner) return undefined
    const anonymous = this.owner === undefined ? this.entries : []
    this.owner = userId
    this.sending = undefined
    this.entries = this.read(userId)
    return anonymous
  }

  private read(userId: string): E[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getStorage(this.options.key(userId)) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(this.options.isEntry).map(this.options.restored) : []
    } catch {
      return []
    }
  }

  /** Stores the entries as they are now (nothing while the visitor is unknown; none: the key goes). */
  write(): void {
    if (this.owner === undefined) return
    const key = this.options.key(this.owner)
    if (this.entries.length === 0) this.storage.removeStorage(key)
    else this.storage.setStorage(key, JSON.stringify(this.entries))
  }

  /** The newest entry about a thing. */
  latest(key: string): E | undefined {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      if (this.options.keyOf(this.entries[i]!) === key) return this.entries[i]
    }
    return undefined
  }

  /** The seq of a new entry: after every one held, and after the one it replaces. */
  nextSeq(replaced?: E): number {
    return Math.max(0, ...this.entries.map((e) => e.seq), replaced?.seq ?? 0) + 1
  }

  /** The entry leaves the queue (answered, refused, taken back, or replaced), and the queue is stored. */
  drop(entry: E): void {
    this.entries = this.entries.filter((e) => e.seq !== entry.seq)
    if (this.sending === entry.seq) this.sending = undefined
    this.write()
  }

  /** The network failed: nothing is on its way, and every entry (but those `except` keeps) waits for it. */
  holdAll(except: (entry: E) => boolean = () => false): void {
    this.sending = undefined
    this.entries = this.entries.map((e) => (e.waiting || except(e) ? e : { ...e, waiting: true }))
    this.write()
  }
}

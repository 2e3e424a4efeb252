import { makeAutoObservable, reaction, runInAction } from 'mobx'

import type { Flag } from '../../types/api'
import { actionQueueKey } from '../platform/storage-keys'
import type { ActionQueue } from './action-queue'
import { loadActionQueue } from './load-action-queue'
import type { RootStore } from './root-store'
import type { ActionSetup } from './start-action-queue'
import type { KeyValueStorage } from './types'

/**
 * The door to the visitor's queue of reminders, likes, decisions and chat messages
 * (stores/action-queue.ts), kept small because the first screen carries it: the queue's code is
 * loaded on first use, once a page is idle (preload), or at start for a visitor who has actions
 * waiting, with the features' handlers (`ActionSetup.features`), registered before the visitor's
 * stored entries are read; it is then sent at start and whenever the host reports a connection.
 */
export class OfflineActions {
  /** null until the queue's code is loaded */
  queue: ActionQueue | null = null
  private loading: Promise<ActionQueue> | undefined

  constructor(
    private readonly root: RootStore,
    private readonly setup: ActionSetup,
    private readonly storage: KeyValueStorage,
    private readonly notify: (message: string) => void,
  ) {
    makeAutoObservable<OfflineActions, 'root' | 'setup' | 'storage' | 'notify' | 'loading'>(this, {
      root: false,
      setup: false,
      storage: false,
      notify: false,
      loading: false,
    })
    reaction(
      () => [this.root.context.userId, this.root.ui.online, this.root.ui.connectionReports] as const,
      ([userId]) => {
        if (!userId) return
        if (this.queue) this.start(this.queue)
        else if (this.storage.getStorage(actionQueueKey(userId)) !== undefined) void this.load()
      },
      { fireImmediately: true },
    )
  }

  /** True while the visitor's last action on this thing (`keyOf`) waits for the network. */
  isPending(key: string): boolean {
    return this.queue?.isPending(key) ?? false
  }

  /**
   * The flag (reminder, like) the visitor's latest action on this thing sets while it waits on the
   * device for the network: after a reload offline it is newer than any data the page reads.
   */
  flagOf(key: string): Flag | undefined {
    return this.queue?.flagOf(key)
  }

  /** The queue, its code loaded (H5: fetched the first time; offline before that, it fails). */
  load(): Promise<ActionQueue> {
    const { remind, features } = this.setup
    this.loading ??= Promise.all([loadActionQueue(), features()]).then(
      ([{ startActionQueue }, register]) => {
        const queue = startActionQueue(this.root, this.storage, this.notify, remind, register)
        runInAction(() => (this.queue = queue))
        this.start(queue)
        return queue
      },
      (error: unknown) => {
        this.loading = undefined
        throw error
      },
    )
    return this.loading
  }

  /** Fetches the queue's code ahead (H5), so an action made offline can still be kept. */
  preload(): void {
    this.load().catch(() => undefined)
  }

  private start(queue: ActionQueue): void {
    runInAction(() => queue.useVisitor(this.root.context.userId))
    if (this.root.ui.online && queue.entries.length > 0) void queue.flush()
  }
}

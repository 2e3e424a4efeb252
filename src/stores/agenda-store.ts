import { makeAutoObservable, observable, runInAction } from 'mobx'
import type {
  Agenda,
  AgendaEntry,
  Flag,
  Id,
  ReminderChannel,
  SessionRemindBody,
  SessionRemindResult,
} from '../../types/api'
import type { RootStore } from './root-store'

/** What the agenda needs from the API client; tests pass a fake. */
export interface AgendaApi {
  getMyAgenda(): Promise<Agenda>
  remind(body: SessionRemindBody): Promise<SessionRemindResult>
}

/**
 * My agenda (issue 11): the sessions the visitor asked to be reminded of in the current edition,
 * and every action on a reminder (set, cancel, remove from the agenda — which cancels it). The
 * reminder flags set during this visit win over the flags of answers loaded earlier, so the list,
 * the detail, the plan panel and the plan page agree without reloading each other.
 */
export class AgendaStore {
  agenda: Agenda | null = null
  loading = false
  loaded = false
  /** the last load failed (offline): with nothing loaded before, the agenda offers to try again */
  loadFailed = false
  /** reminders set or cancelled during this visit, by session id */
  readonly flags = observable.map<Id, Flag>()
  /** counts reminder changes: a loaded agenda older than the last change is loaded again */
  changes = 0
  private loadedKey = ''

  constructor(
    private readonly root: RootStore,
    private readonly api: AgendaApi,
  ) {
    makeAutoObservable<AgendaStore, 'root' | 'api' | 'loadedKey'>(this, { root: false, api: false, loadedKey: false })
  }

  /** The agenda's sessions in time order, without those cancelled since it was loaded. */
  get entries(): AgendaEntry[] {
    return (this.agenda?.list ?? []).filter((s) => this.flagOf(s.id) !== 0)
  }

  get isEmpty(): boolean {
    return this.entries.length === 0
  }

  /** Whether the visitor asked to be reminded of a session (as this visit knows best). */
  isReminded(session: { id: Id; remind: Flag }): boolean {
    return (this.flagOf(session.id) ?? session.remind) === 1
  }

  /** This visit's flag, else one kept on the device from an earlier run that waits for the network. */
  private flagOf(id: Id): Flag | undefined {
    return this.flags.get(id) ?? this.root.actions.flagOf(`remind:${id}`)
  }

  /**
   * Loads the agenda of the current event's edition in the current language, unless it is loaded
   * already and nothing changed since. Failures are only logged (like the plan's): the panel keeps
   * what it had, or offers a retry.
   */
  async load(force = false): Promise<void> {
    const key = `${this.root.context.eventCode}|${this.root.language.language}|${this.changes}`
    if (!force && this.loaded && key === this.loadedKey) return
    this.loading = true
    try {
      const agenda = await this.api.getMyAgenda()
      runInAction(() => {
        this.agenda = agenda
        this.loaded = true
        this.loadFailed = false
        this.loadedKey = key
      })
    } catch (error) {
      console.warn('agenda load failed', error)
      runInAction(() => {
        this.loadFailed = true
      })
    } finally {
      runInAction(() => {
        this.loading = false
      })
    }
  }

  /**
   * Remind me (1) or Cancel (0), through the visitor's action queue (stores/action-queue.ts): sent
   * now when online (resolves the minutes before the start the reminder goes out), kept on the
   * device and shown at once when offline (resolves null; `isPending` says so). Rejects with the
   * server's refusal.
   */
  async setReminder(id: Id, remind: Flag, channel?: ReminderChannel): Promise<number | null> {
    const queue = await this.root.actions.load()
    const answer = await queue.act({
      kind: 'remind',
      id,
      from: remind === 1 ? 0 : 1,
      to: remind,
      ...(remind === 1 && channel ? { channel } : {}),
    })
    runInAction(() => {
      this.flags.set(id, answer?.kind === 'remind' ? answer.result.remind : remind)
      this.changes++
    })
    return answer?.kind === 'remind' ? answer.result.leadMinutes : null
  }

  /** True while the visitor's last reminder change on a session waits for the network. */
  isPending(id: Id): boolean {
    return this.root.actions.isPending(`remind:${id}`)
  }

  /** Removing a session from the agenda cancels its reminder. */
  remove(id: Id): Promise<number | null> {
    return this.setReminder(id, 0)
  }
}

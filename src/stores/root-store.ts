import { AgendaStore, type AgendaApi } from './agenda-store'
import { CertificationStore } from './certification-store'
import { ContextStore } from './context-store'
import type { Disposable, FeatureScopes, ScopeName } from './feature-scopes'
import { LanguageStore } from './language-store'
import { OfflineActions } from './offline-actions'
import { PlanStore, type PlanApi } from './plan-store'
import type { ActionSetup } from './start-action-queue'
import type { KeyValueStorage } from './types'
import { UiStore } from './ui-store'

export interface RootStoreDeps {
  storage: KeyValueStorage
  planApi: PlanApi
  /** the conference agenda's calls; without them (tests of other features) it stays empty */
  agendaApi?: AgendaApi
  /**
   * the offline action queue's reminder request and the features' queued actions (the app's:
   * src/queued-actions.ts); without it (tests of other features) reminders go through the
   * agenda's calls and no other kind is queued
   */
  actions?: ActionSetup
  /** tells the visitor something a store learned on its own (a toast): a refused collect sent later */
  notify?: (message: string) => void
}

/** A store without the agenda's calls: loading it fails quietly and it shows nothing. */
const NO_AGENDA_API: AgendaApi = {
  getMyAgenda: () => Promise.reject(new Error('no agenda API in this store')),
  remind: () => Promise.reject(new Error('no agenda API in this store')),
}

/** Creates the domain and UI stores and hands each the root, so stores can reach each other. */
export class RootStore {
  readonly ui: UiStore
  readonly context: ContextStore
  readonly plan: PlanStore
  readonly language: LanguageStore
  readonly agenda: AgendaStore
  /** the visitor's proven phone (exhibitor self-service, spec §4's certification) */
  readonly certification: CertificationStore
  /** reminders, likes, decisions and chat messages kept on the device until the server has them */
  readonly actions: OfflineActions

  constructor(deps: RootStoreDeps) {
    this.ui = new UiStore(deps.storage)
    this.context = new ContextStore(deps.storage)
    this.plan = new PlanStore(this, deps.planApi, deps.storage, deps.notify)
    this.language = new LanguageStore(this, deps.storage)
    this.agenda = new AgendaStore(this, deps.agendaApi ?? NO_AGENDA_API)
    this.certification = new CertificationStore(this, deps.storage)
    const { remind } = deps.agendaApi ?? NO_AGENDA_API
    // tests of other features: reminders through the agenda's calls, nothing else
    const actions = deps.actions ?? { remind, features: async () => () => undefined }
    this.actions = new OfflineActions(this, actions, deps.storage, deps.notify ?? (() => undefined))
  }

  /** each feature's state in this app instance, by the feature's name (stores/feature-scopes.ts) */
  private readonly scopes = new Map<ScopeName, unknown>()

  /**
   * A feature's state in this app instance: `create`d on first use, the same one after, disposed
   * with the root. So every feature's state hangs from the root (a fresh root in a test starts
   * clean), instead of module variables that outlive it.
   */
  scope<K extends ScopeName>(name: K, create: () => FeatureScopes[K]): FeatureScopes[K] {
    if (!this.scopes.has(name)) this.scopes.set(name, create())
    return this.scopes.get(name) as FeatureScopes[K]
  }

  /** A feature's state if it was created, without creating it. */
  scoped<K extends ScopeName>(name: K): FeatureScopes[K] | undefined {
    return this.scopes.get(name) as FeatureScopes[K] | undefined
  }

  /** Lets go of the features' state (a chat socket closes); the next `scope` creates it afresh. */
  dispose(): void {
    const values = [...this.scopes.values()]
    this.scopes.clear()
    for (const value of values) (value as Partial<Disposable> | null)?.dispose?.()
  }
}

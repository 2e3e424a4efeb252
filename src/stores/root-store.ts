import { AgendaStore, type AgendaApi } from './agenda-store'
import { CertificationStore } from './certification-store'
import { ContextStore } from './context-store'
import { LanguageStore } from './language-store'
import { PlanStore, type PlanApi } from './plan-store'
import type { KeyValueStorage } from './types'
import { UiStore } from './ui-store'

export interface RootStoreDeps {
  storage: KeyValueStorage
  planApi: PlanApi
  /** the conference agenda's calls; without them (tests of other features) it stays empty */
  agendaApi?: AgendaApi
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

  constructor(deps: RootStoreDeps) {
    this.ui = new UiStore()
    this.context = new ContextStore(deps.storage)
    this.plan = new PlanStore(this, deps.planApi, deps.storage, deps.notify)
    this.language = new LanguageStore(this, deps.storage)
    this.agenda = new AgendaStore(this, deps.agendaApi ?? NO_AGENDA_API)
    this.certification = new CertificationStore(this, deps.storage)
  }
}

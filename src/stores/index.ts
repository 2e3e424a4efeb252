export { RootStore, type RootStoreDeps } from './root-store'
export { LanguageStore } from './language-store'
export {
  PlanStore,
  type PlanApi,
  type PlanEdition,
  type PlanCompany,
  type PlanProduct,
  type DeletePlans,
  type CollectTarget,
} from './plan-store'
export { UiStore, BROWSER_NAVBAR_HEIGHT, TOP_BAR_BASE } from './ui-store'
export { ContextStore, ALT_BRANDING_EVENT_CODE } from './context-store'
export type { KeyValueStorage } from './types'
export { AgendaStore, type AgendaApi } from './agenda-store'
export { CertificationStore, CERTIFICATION_STORAGE_KEY, type EditGrant } from './certification-store'
export type { FeatureScopes, Disposable } from './feature-scopes'

import { render, type RenderOptions, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { AppProvider } from '../src/app-context'
import type { AppServices } from '../src/app-services'
import type { Language } from '../src/i18n'
import { STORAGE_KEYS } from '../src/platform/storage-keys'
import { platformCaps } from '../src/platform/caps'
import type { PlatformAdapter } from '../src/platform/types'
import { RootStore, type AgendaApi, type KeyValueStorage, type PlanApi } from '../src/stores'
import { registerFeatureActions, type FeatureActionApi } from '../src/queued-actions'
import { ActionQueue } from '../src/stores/action-queue'
import { registerReminders, type RemindCall } from '../src/stores/agenda-actions'
import { memoryStorage } from './fakes'

/** A Map-backed storage, so tests can read what the stores wrote (the one in fakes.ts). */
export const createMemoryStorage = memoryStorage

export function createFakePlanApi(overrides: Partial<PlanApi> = {}): PlanApi {
  return {
    getPlanList: jest.fn(async () => []),
    collect: jest.fn(async () => ({ collectCnt: 0 })),
    collectInApp: jest.fn(async () => ({ collectCnt: 0 })),
    ...overrides,
  }
}

/** An agenda API answering an empty agenda and accepting reminders. */
export function createFakeAgendaApi(overrides: Partial<AgendaApi> = {}): AgendaApi {
  return {
    getMyAgenda: jest.fn(async () => ({
      eventEditionId: 1,
      eventEditionName: '',
      timeZone: 'Asia/Shanghai',
      timeZoneName: 'Shanghai',
      list: [],
    })),
    remind: jest.fn(async (body) => ({ remind: body.remind, leadMinutes: 15 })),
    ...overrides,
  }
}

/** Every queued action's request: the agenda's reminders and the features' (tests fake what they use). */
export type ActionApi = FeatureActionApi & { remind: RemindCall }

/**
 * The queue's setup over a test's requests: every feature's actions registered, as in the app; a
 * request the test did not give fails when sent (refused). Reminders default to the agenda's call.
 */
export function actionSetup(
  api: Partial<ActionApi>,
  remind: RemindCall = () => Promise.reject(new Error('no remind')),
) {
  const all = { remind, ...api } as ActionApi
  return { remind: all.remind, features: async () => (queue: ActionQueue) => registerFeatureActions(queue, all) }
}

/** A bare queue with every kind of action registered, over a test's requests (the queue's own tests). */
export function registeredQueue(
  storage: ConstructorParameters<typeof ActionQueue>[0],
  api: ActionApi,
  env: ConstructorParameters<typeof ActionQueue>[1],
): ActionQueue {
  const queue = new ActionQueue(storage, env)
  registerReminders(queue, (body) => api.remind(body))
  registerFeatureActions(queue, api)
  return queue
}

export interface TestServicesOptions {
  language?: Language
  storage?: KeyValueStorage
  planApi?: PlanApi
  agendaApi?: AgendaApi
  /** the action queue's requests (matchmaking decisions, chat): default none but reminders */
  actionApi?: ActionApi
  /** merged over a browser-like platform stub (kind 'web') */
  platform?: Partial<PlatformAdapter>
  /** anything else the component under test reads (api, navigation) */
  services?: Partial<Omit<AppServices, 'store' | 'platform'>>
}

/** A real RootStore over fakes; platform/api/navigation are partial stubs (cast: tests only). */
export function createTestServices(options: TestServicesOptions = {}): AppServices {
  const storage =
    options.storage ?? createMemoryStorage(options.language ? { [STORAGE_KEYS.language]: options.language } : {})
  const agendaApi = options.agendaApi ?? createFakeAgendaApi()
  const store = new RootStore({
    storage,
    planApi: options.planApi ?? createFakePlanApi(),
    agendaApi,
    actions: actionSetup(options.actionApi ?? {}, agendaApi.remind),
  })
  const kind = options.platform?.kind ?? 'web'
  const platform = {
    kind,
    env: {},
    caps: platformCaps(kind, { mobile: true, android: false, ios: true, miniprogram: false }),
    routeUrl: (route: { path: string; page: string }) => (kind === 'weapp' ? `/${route.page}` : route.path),
    replaceQuery: jest.fn(),
    hideToast: jest.fn(),
    showToast: jest.fn(),
    windowSize: () => ({ width: 375, height: 667 }),
    // the offline pack's card: the app's files are kept; no download by itself (a test asks)
    appFilesOffline: async () => 'ready',
    allowsBackgroundDownload: async () => false,
    ...storage,
    ...options.platform,
  } as unknown as PlatformAdapter
  // no offline data kept (the offline pack's card finds none held)
  const noData = async () => Promise.reject(new Error('no offline data in this test'))
  const offline = {
    remember: () => undefined,
    recall: async () => undefined,
    preload: async () => undefined,
    applyEditionPack: noData,
    heldPackVersion: noData,
  }
  return { store, platform, offline, ...(options.services ?? {}) } as AppServices
}

export interface RenderWithServicesResult extends RenderResult {
  services: AppServices
}

/** Renders inside <AppProvider> with test services (or the ones given). */
export function renderWithServices(
  ui: ReactElement,
  options: TestServicesOptions & { value?: AppServices; renderOptions?: Omit<RenderOptions, 'wrapper'> } = {},
): RenderWithServicesResult {
  const services = options.value ?? createTestServices(options)
  const wrap = (element: ReactNode) => <AppProvider value={services}>{element}</AppProvider>
  const result = render(wrap(ui), options.renderOptions)
  // rerender keeps the provider (plain RTL rerender would drop it)
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)), services }
}

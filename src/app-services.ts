import { reaction } from 'mobx'
import { dictionary } from './i18n'
import { Navigation } from './navigation'
import { getPlatform, resolveIdentity, type PlatformAdapter } from './platform'
import { ApiClient, createEndpoints, taroTransport, type Endpoints } from './services/api'
import { RootStore } from './stores'

export interface AppServices {
  store: RootStore
  api: Endpoints
  navigation: Navigation
  platform: PlatformAdapter
}

/** Wires the platform adapter, API client, stores and navigation once per app instance. */
export function createAppServices(platform: PlatformAdapter = getPlatform()): AppServices {
  // The client reads language/eventCode/userId from the store at request time (after both exist).
  const client = new ApiClient({
    transport: taroTransport,
    baseUrls: { rxweb: APP_CONFIG.rxwebBaseUrl, show: APP_CONFIG.showBaseUrl },
    context: () => ({
      language: store.language.language,
      eventCode: store.context.eventCode || undefined,
      userId: store.context.userId,
      sessionId: store.context.identity?.sessionId,
    }),
    messages: () => dictionary(store.language.language).common,
    notify: (message) => platform.showToast(message),
  })
  const api = createEndpoints(client)
  const store: RootStore = new RootStore({
    storage: platform,
    planApi: {
      getPlanList: () => api.getPlanList(store.context.eventCode || APP_CONFIG.defaultEventCode),
      collect: (target, id, collected, eventCode) => {
        const code = eventCode || store.context.eventCode || APP_CONFIG.defaultEventCode
        return target === 'product'
          ? api.collectProduct(code, id, collected)
          : api.collectExhibitor(code, id, collected)
      },
    },
  })
  const navigation = new Navigation(platform, store)
  return { store, api, navigation, platform }
}

/** Start-up: identity and the native status-bar height (the app waits for it). */
export async function startAppServices({ store, platform }: AppServices): Promise<void> {
  if (!store.context.eventCode) store.context.adoptEventCode(APP_CONFIG.defaultEventCode)
  // A switch rewrites the page's address (history replace): back, forward and reload keep it.
  reaction(
    () => store.language.language,
    (language) => platform.replaceQuery({ language }),
  )
  store.ui.setOnline(platform.isOnline())
  platform.onNetworkChange((online) => store.ui.setOnline(online))
  // Another tab, or another web container of the native app, may have switched the language.
  platform.onViewWillAppear(() => store.language.syncFromStorage())
  const [identity, statusBarHeight] = await Promise.all([
    resolveIdentity(platform),
    platform.getStatusBarHeight().catch(() => 0),
  ])
  store.context.setIdentity(identity)
  store.ui.setStatusBarHeight(statusBarHeight, platform.caps.bar === 'top-bar')
}

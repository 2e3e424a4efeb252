import { reaction } from 'mobx'
import { offlineAnswers, type LazyOfflineAnswers } from './features/offline'
import { loadStartUpdate } from './features/offline-pack'
import { dictionary } from './i18n'
import { loadQueuedActions } from './load-queued-actions'
import { Navigation } from './navigation'
import { getPlatform, resolveIdentity, STORAGE_KEYS, type Identity, type PlatformAdapter } from './platform'
import { ApiClient, createEndpoints, taroTransport, type Endpoints } from './services/api'
import { earlyRequestsSettled } from './services/api/early'
import { storedSession } from './services/api/visitor-session'
import { RootStore } from './stores'

export interface AppServices {
  store: RootStore
  api: Endpoints
  navigation: Navigation
  platform: PlatformAdapter
  /** settles once the visitor's session is (a login where the host has one) */
  session: { ready: Promise<void> }
  /** the edition's data kept on the device, answered when requests fail for the network (issue 16) */
  offline: LazyOfflineAnswers
}

/** Wires the platform adapter, API client, stores and navigation once per app instance. */
export function createAppServices(platform: PlatformAdapter = getPlatform()): AppServices {
  // A first visit's session secret may come with the boot script's answer: the app's own requests
  // wait for it (startAppServices replaces this with the host's login, where there is one).
  const session = { ready: earlyRequestsSettled() }
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
    session: storedSession(platform),
    sessionReady: () => session.ready,
    onSessionRefused: () => recoverSession(services),
    offline: {
      remember: (req, data) => offline.remember(req, data),
      recall: (req) => offline.recall(req),
    },
    deviceOffline: () => !store.ui.online,
    onDemoMode: () => store.ui.noteDemoMode(),
  })
  const api = createEndpoints(client)
  const store: RootStore = new RootStore({
    storage: platform,
    notify: (message) => platform.showToast(message, { icon: 'none' }),
    planApi: {
      getPlanList: () => api.getPlanList(store.context.eventCode || APP_CONFIG.defaultEventCode),
      collect: (target, id, collected, eventCode) => {
        const code = eventCode || store.context.eventCode || APP_CONFIG.defaultEventCode
        return target === 'product'
          ? api.collectProduct(code, id, collected)
          : api.collectExhibitor(code, id, collected)
      },
      collectInApp: async (target, id, collected, app) => {
        const item = { type: target === 'exhibitor' ? 1 : 2, objId: id, isCollected: collected } as const
        const res = await api.collectTargetIds(app, { userId: app.userId, objJson: [item] })
        // the app's own favourites follow; its answer changes nothing here
        void platform.collectAction({ ...item, objId: String(id) })
        return { collectCnt: res?.collectCnt }
      },
    },
    agendaApi: {
      getMyAgenda: () => api.getMyAgenda(),
      remind: (body) => api.remindSession(body),
    },
    // silent: a network failure keeps the action for later, and the queue tells refusals itself
    actions: {
      remind: (body) => api.remindSession(body, true),
      features: () =>
        loadQueuedActions().then(
          ({ registerFeatureActions }) =>
            (queue) =>
              registerFeatureActions(queue, {
                likeEnquiry: (body) => api.likeEnquiryPool(body, true),
                follow: (body) => api.followOrCancel(body, true),
                lose: (body) => api.loseInterested(body, true),
                sendChat: (body) => api.sendImMessage(body),
              }),
        ),
    },
  })
  const offline = offlineAnswers(platform, store)
  const navigation = new Navigation(platform, store)
  const services: AppServices = { store, api, navigation, platform, session, offline }
  // WeChat holds an API that reads personal information until our privacy sheet is answered. Here,
  // when the app is created, not after start-up: a page's first tap may already need it.
  platform.onPrivacyRequest((request) => store.ui.askPrivacy(request))
  return services
}

/**
 * The visitor's session where the host has a login: the mini-program's wx.login code or the native
 * app's session, exchanged by the server. Resolves with the identity to use: a WeChat user gets
 * back the visitor id of their first login (and its plan), on any device.
 */
export async function establishSession({ api, platform }: AppServices, identity: Identity): Promise<Identity> {
  if (storedSession(platform).get(identity.userId)) return identity
  const credential = await platform.loginCredential(identity).catch(() => null)
  if (!credential) return identity
  try {
    const login =
      credential.kind === 'weapp'
        ? await api.weappLogin({ code: credential.code, userId: identity.userId })
        : await api.appLogin({ userId: credential.userId, sessionId: credential.sessionId })
    if (login.userId === identity.userId) return identity
    platform.setStorage(STORAGE_KEYS.userId, login.userId)
    return { ...identity, userId: login.userId }
  } catch {
    // no session now: public pages work; private calls refuse and try again (recoverSession)
    return identity
  }
}

/**
 * A private call was refused for want of the visitor's session (its secret was lost, or a link's
 * ?userId= names a visitor whose secret this device does not hold): log in again where the host
 * can; in a browser, continue as a new visitor, since the named one cannot be proven. Once per run.
 */
async function recoverSession(services: AppServices): Promise<boolean> {
  const { store, platform } = services
  const identity = store.context.identity
  if (!identity || recovered.has(services)) return false
  recovered.add(services)
  let next: Identity
  if (await platform.loginCredential(identity).catch(() => null)) {
    next = await establishSession(services, identity)
  } else {
    platform.removeStorage(STORAGE_KEYS.userId)
    next = await resolveIdentity(platform, { ignoreQuery: true })
  }
  store.context.setIdentity(next)
  return true
}
const recovered = new WeakSet<AppServices>()

/** Start-up: identity, the visitor's session, and the native status-bar height (the app waits for it). */
export async function startAppServices(services: AppServices): Promise<void> {
  const { store, platform } = services
  if (!store.context.eventCode) store.context.adoptEventCode(APP_CONFIG.defaultEventCode)
  // A switch rewrites the page's address (history replace): back, forward and reload keep it.
  reaction(
    () => store.language.language,
    (language) => platform.replaceQuery({ language }),
  )
  // <html lang> follows the chosen language: screen readers pick their voice by it (issue 27 item 5)
  reaction(
    () => (store.language.isEnglish ? 'en' : 'zh-CN'),
    (tag) => platform.setDocumentLanguage?.(tag),
    { fireImmediately: true },
  )
  // The page's own first content has shown: the first cards the boot script drew ahead of it go (H5).
  reaction(
    () => store.ui.contentShown,
    (shown) => shown && platform.firstContentShown?.(),
    { fireImmediately: true },
  )
  store.ui.setOnline(platform.isOnline())
  platform.onNetworkChange((online) => store.ui.setOnline(online))
  // Another tab, or another web container of the native app, may have switched the language.
  platform.onViewWillAppear(() => store.language.syncFromStorage())
  const statusBar = platform.getStatusBarHeight().catch(() => 0)
  const identity = await resolveIdentity(platform)
  const established = establishSession(services, identity)
  const early = services.session.ready
  services.session.ready = Promise.all([early, established]).then(() => undefined)
  store.context.setIdentity(await established)
  store.ui.setStatusBarHeight(await statusBar, platform.caps.bar === 'top-bar')
  // after the first page's needs: it waits for the page's load and an idle moment itself
  platform.startOfflineWorker()
  // The offline data's code comes once the first page had its turn and the host is idle (on H5 a
  // chunk of its own, after the first load); a request failing before that loads it at once.
  // A pack held of the edition is then brought up to date quietly (issue 16, item 4).
  const onIdle = () => {
    platform.warmUp()
    void services.offline.preload()
    loadStartUpdate().then(
      (m) => m.updateHeldPackOnStart(services),
      () => undefined, // offline before the chunk came: next start
    )
  }
  if (store.ui.pageIdle) onIdle()
  else {
    const stop = reaction(
      () => store.ui.pageIdle,
      () => {
        stop()
        onIdle()
      },
    )
  }
}

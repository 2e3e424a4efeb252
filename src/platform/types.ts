import type { EnvFlags } from './env'
import type { PlatformSocket } from './socket'

export type { PlatformSocket }

export type PlatformKind = 'weapp' | 'app' | 'web'

/** Who the visitor is. The native app and the mini-program know; a browser visitor gets a local id. */
export interface Identity {
  userId: string
  /** native-app session credential, used by the app-side collect path */
  sessionId?: string
  /** true when the id comes from the native app or mini-program user info (spec §6 "user info") */
  hasUserInfo: boolean
  nickName?: string
  avatarUrl?: string
}

/**
 * What proves who the visitor is to the server, beyond their id (types/api/visitor.ts): the
 * mini-program's wx.login code, or the native app's own session. A browser has none: its session
 * is issued on its first request.
 */
export type LoginCredential = { kind: 'weapp'; code: string } | { kind: 'app'; userId: string; sessionId: string }

export interface ShareData {
  title: string
  path: string
  imageUrl?: string
  desc?: string
}

/** What a share did: a host's share sheet, the link copied (the caller says so), or nothing. */
export type ShareOutcome = 'shared' | 'copied' | 'none'

/** A session for the phone's calendar (the mini-program's addPhoneCalendar). */
export interface PhoneCalendarEvent {
  title: string
  /** ISO-8601 UTC */
  startTime: string
  endTime: string
  description: string
  location: string
  /** the alert, minutes before the start */
  alarmMinutes: number
}

/** What became of a request to reach the visitor: their consent, their refusal, or no such thing here. */
export type ConsentOutcome = 'accepted' | 'refused' | 'unavailable'

/**
 * The host asks for the visitor's agreement to its privacy guide before an API that reads personal
 * information runs (WeChat's wx.onNeedPrivacyAuthorization, issue 23 item 6). That API waits until
 * the app answers: `agree` after the visitor tapped the agree button (the host checks that button
 * was tapped), `refuse` otherwise (the API then fails, and the app carries on without it).
 */
export interface PrivacyRequest {
  /** the API or component that asked, e.g. "chooseMedia", "button.getPhoneNumber" */
  readonly referrer: string
  /** the id the agree button carries: the host checks it was tapped */
  readonly agreeButtonId: string
  agree(): void
  refuse(): void
}

export interface EventEditionParams {
  eventEditionId?: string
  language?: string
}

/**
 * What the host can do, asked by features instead of which host it is (house style: hosts are
 * capabilities). Each adapter declares its own.
 */
export interface PlatformCaps {
  /**
   * The bar over each page: the native app's top bar ('top-bar', which also carries the language
   * switch and the heart), our 40 px browser navbar ('navbar'), or WeChat's own bar with our header
   * row under it ('host-bar').
   */
  readonly bar: 'top-bar' | 'navbar' | 'host-bar'
  /** a phone number can be called from here */
  readonly dial: boolean
  /** mailto: opens a mail app */
  readonly mailto: boolean
  /** the host chooses the exhibition edition (the Exhibition Year filter is not offered) */
  readonly hostChoosesEdition: boolean
  /** collecting goes through the native app's user info (collectTargetIds and the bridge) */
  readonly nativeCollect: boolean
  /**
   * spec §4: a mini-program page opened with a userId in its query blocks collecting and sends
   * the visitor to phone certification
   */
  readonly certifyBeforeCollect: boolean
  /** the visitor's nickname travels in the app's own links (spec §2: the mini-program merges user info) */
  readonly userInfoInLinks: boolean
  /** "open in the app" (the footer banner's custom scheme) makes sense here: a mobile browser */
  readonly openAppBanner: boolean
  /**
   * The app opens from here by its custom scheme. WeChat's browser follows none (the open failed
   * and fell back to the landing page at once): there the banner guides to Open in Browser, with
   * the landing page for a visitor without the app (issue 22 item 13).
   */
  readonly schemeOpensApp: boolean
  /**
   * How a session reminder reaches the visitor from here: a WeChat subscription message the
   * visitor accepts with the tap itself ('subscribe'), else the server's reminder — with a calendar
   * file in a browser ('web'), through the native app's push inside it ('app').
   */
  readonly reminders: 'subscribe' | 'web' | 'app'
  /** events go straight into the phone's calendar (addPhoneCalendar); elsewhere a .ics file is offered */
  readonly phoneCalendar: boolean
  /** WeChat's phone-number button (`open-type="getPhoneNumber"`) proves a phone here (the mini-program) */
  readonly phoneNumberButton: boolean
  /** openLink opens an outside web page (false: it copies the address, the caller says so) */
  readonly opensWebPages: boolean
  /**
   * the app's code comes over the network as it starts (H5: bundles and route chunks): what the
   * page frame fetches ahead waits until the first page's content has shown (false: the
   * mini-program's code is on the phone)
   */
  readonly codeOverNetwork: boolean
}

/** The drawing calls the share poster uses: the subset Canvas 2D has in browsers and in the mini-program. */
export interface PosterContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  strokeStyle: string | CanvasGradient | CanvasPattern
  lineWidth: number
  font: string
  textBaseline: CanvasTextBaseline
  textAlign: CanvasTextAlign
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: never, x: number, y: number, w: number, h: number): void
  save(): void
  restore(): void
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  fill(): void
  stroke(): void
  clip(): void
  scale(x: number, y: number): void
}

/** A canvas of the host to draw the share poster on (platform.posterCanvas). */
export interface PosterCanvas {
  readonly ctx: PosterContext
  /** an image drawn on this canvas; null when it cannot be loaded (the poster draws a placeholder) */
  loadImage(url: string): Promise<{ width: number; height: number } | null>
  /** the drawing as an image to show and save: an object URL (browser) or a temporary file (mini-program) */
  export(): Promise<string>
}

/**
 * A picture the visitor chose on this device, not uploaded yet (platform.chooseImages). Taro's own
 * chooseImage answers differ per host (a File on H5, a temporary path in the mini-program): the
 * adapter hides that.
 */
export interface LocalImage {
  /** what an <Image> shows before the upload: an object URL (browser) or a temporary file path (mini-program) */
  readonly src: string
  /** bytes */
  readonly size: number
  /** pixels, once known (fitImage measures them) */
  readonly width?: number
  readonly height?: number
  /** the host's own handle: a Blob (browser) or the temporary file path (mini-program) */
  readonly file: unknown
}

/** What an uploaded picture may be at most (rules/: LIMITS.pictureMaxSide, LIMITS.pictureMaxBytes). */
export interface ImageLimits {
  /** the longer side, in pixels */
  maxSide: number
  maxBytes: number
}

/** A file upload (multipart, one file): the server's answer as text, as WeChat hands it over. */
export interface UploadRequest {
  url: string
  image: LocalImage
  /** the multipart field name */
  name: string
  header?: Record<string, string>
  /** the fraction sent so far, 0 to 1 */
  onProgress?: (fraction: number) => void
}
export interface UploadResult {
  statusCode: number
  data: string
}

/**
 * A store of JSON values by key for the data the app keeps to work offline (issue 16): IndexedDB in
 * a browser and the native app's web view, wx storage in the mini-program (sharded under WeChat's
 * 1 MB per key). Asynchronous on every host; what is kept, and trimming it, is the caller's.
 */
export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>
  /** resolves with the bytes the value takes (UTF-8 of its JSON); rejects when the host refuses it (full) */
  set(key: string, value: unknown): Promise<number>
  remove(key: string): Promise<void>
  /** the bytes this data may take on this host altogether: the caller trims to stay under it */
  readonly budget: number
}

/**
 * A large JSON answer fetched with its progress (the edition's offline pack: src/platform/download
 * — wx.downloadFile in the mini-program, fetch's body stream on H5). `onProgress` gets the fraction
 * received, 0 to 1, or null while the total is unknown.
 */
export interface ProgressRequest {
  url: string
  header: Record<string, string>
  timeout: number
  onProgress: (fraction: number | null) => void
}
/** The answer: its status, its body parsed as JSON (the text when it is not JSON), its headers. */
export interface ProgressResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

/** One interface, three implementations: weapp (wx APIs), native app (JS bridge), browser (web fallbacks). */
export interface PlatformAdapter {
  /** data only (the behaviour record's SOURCE); branch on `caps` instead */
  readonly kind: PlatformKind
  readonly caps: PlatformCaps
  /** the address a route is opened by: the spec's path, or the page file in the mini-program */
  routeUrl(route: { path: string; page: string }): string
  readonly env: EnvFlags
  /** Storage is synchronous on every platform we support. */
  getStorage(key: string): string | undefined
  setStorage(key: string, value: string): void
  removeStorage(key: string): void
  /** every key this app keeps in the host's storage (My data's fresh start forgets the visitor's) */
  storageKeys(): string[]
  /** starts the app again from `url` with nothing of the last visitor in memory (after erasing them) */
  restartApp(url: string): void
  showToast(message: string, options?: { icon?: 'success' | 'error' | 'none'; duration?: number }): void
  /** removes the toast on screen (the visitor moved on) */
  hideToast(): void
  showLoading(message?: string): void
  hideLoading(): void
  /** resolves true when the visitor confirmed; the button labels are the visitor's language (Taro's H5 defaults are Chinese) */
  /** `title`: a heading above the message (a confirmation that explains what happens) */
  confirm(message: string, options: { confirmText: string; cancelText: string; title?: string }): Promise<boolean>
  alert(message: string, options: { confirmText: string }): Promise<void>
  /** native or mini-program user info; null in a plain browser */
  getUserInfo(): Promise<Identity | null>
  /** the credential the server exchanges for the visitor's session; null where there is none */
  loginCredential(identity: Identity): Promise<LoginCredential | null>
  /** status-bar height in design px, 750-wide (0 in a browser); the native app reports it so */
  getStatusBarHeight(): Promise<number>
  /** mini-program phone certification; in the app the native not-logged-in prompt */
  openPhoneCertification(): void
  share(data: ShareData): Promise<ShareOutcome>
  /** puts text on the clipboard; the caller shows its own translated confirmation */
  copyText(text: string): Promise<void>
  /** calls a phone number with the host's dialler */
  dial(phoneNumber: string): void
  /**
   * The host's action sheet; resolves the chosen index, undefined when dismissed. `cancelText` is
   * the visitor's language (the mini-program's sheet is WeChat's own, in WeChat's language).
   */
  chooseAction(items: readonly string[], options: { cancelText: string }): Promise<number | undefined>
  openLink(url: string): void
  openMedia(url: string): void
  /** saves a file the server produces (the plan PDF), sending the visitor's session to the API */
  downloadFile(url: string, fileName: string): Promise<void>
  /** false where downloads are blocked (WeChat's own browser): the caller offers another way */
  canDownloadFiles(): boolean
  /**
   * Asks the visitor to let us send one message of each template (the mini-program's
   * requestSubscribeMessage). WeChat allows it only from a tap: call it first thing in the tap
   * handler, before anything is awaited. 'unavailable' where hosts have no such thing.
   */
  requestSubscription(templateIds: string[]): Promise<ConsentOutcome>
  /**
   * Listens for the host's privacy requests (PrivacyRequest); hosts without one never call it.
   * Registered once at start, before any API that could ask.
   */
  onPrivacyRequest(listener: (request: PrivacyRequest) => void): void
  /** opens the host's privacy guide (WeChat's wx.openPrivacyContract); false where there is none */
  openPrivacyGuide(): Promise<boolean>
  /** puts an event with its alert into the phone's calendar; 'unavailable' where a page cannot */
  addToPhoneCalendar(event: PhoneCalendarEvent): Promise<ConsentOutcome>
  getEventEditionParams(): Promise<EventEditionParams>
  /** bridge-only capabilities answer false/undefined elsewhere */
  getLocationParams(): Promise<Record<string, unknown>>
  getEditionId(): Promise<string | undefined>
  switchExhibition(): Promise<boolean>
  getExtra(): Promise<Record<string, unknown>>
  collectAction(payload: { type: 1 | 2; objId: string; isCollected: 0 | 1 }): Promise<boolean>
  notLoginTip(): Promise<boolean>
  openExhibitorCardScan(): Promise<boolean>
  onViewWillAppear(callback: () => void): () => void
  openH5DetailByNative(url: string): Promise<boolean>
  /** native page pop; false when there is no native stack to pop */
  nativeBack(): Promise<boolean>
  /**
   * Goes back to the previous page of this app when there is one (the browser's history entry
   * before this one, also after a reload; the mini-program's page stack). False on the earliest
   * page, where the caller decides (spec §2: the root page).
   */
  goBack(): boolean
  /** the current page's query (merged with mini-program user info on weapp) */
  currentQuery(): Record<string, string>
  currentPath(): string
  /**
   * Rewrites parameters of the current page's address without a new history entry (undefined
   * removes one), so back, forward and reload find the page as the visitor left it (language,
   * filters). Hosts without an address bar (the mini-program) keep nothing.
   */
  replaceQuery(changes: Record<string, string | undefined>): void
  /**
   * Whether the page being opened was reached by following a link (the app's own, or one from
   * outside), rather than through the history (back, forward, reload). A link's language is the
   * visitor's intent; an old history entry's is not.
   */
  openedByLink(): boolean
  /** Called by navigation before it follows one of the app's own links. */
  markLinkNavigation(): void
  random16(): Promise<Uint8Array>
  /** whether the device has a network connection now (best knowledge; true when unknown) */
  isOnline(): boolean
  /** calls back when the connection goes or comes back; returns a function that stops listening */
  onNetworkChange(callback: (online: boolean) => void): () => void
  /** the window's size in CSS px (read here, not through Taro's system-info API, which costs bytes on H5) */
  windowSize(): { width: number; height: number }
  /**
   * Lets the visitor choose pictures from the album or take one with the camera (the mini-program's
   * chooseMedia; a file input in a browser, whose sheet offers both). Call it from a tap: browsers
   * open the chooser only then. Resolves [] when the visitor cancels.
   */
  chooseImages(options: { count: number }): Promise<LocalImage[]>
  /**
   * The picture scaled down and re-encoded to fit `limits` (unchanged when it already fits). Rejects
   * when it is not an image this device can read, or cannot be made small enough.
   */
  fitImage(image: LocalImage, limits: ImageLimits): Promise<LocalImage>
  /** frees what a chosen picture holds (a browser's object URL) once it is no longer shown */
  releaseImage(image: LocalImage): void
  /** uploads a chosen picture (multipart), reporting progress */
  uploadFile(request: UploadRequest): Promise<UploadResult>
  /** pictures full screen, from `current`, swiped through (the mini-program's previewImage) */
  previewImage(urls: readonly string[], current: number, options: { closeText: string }): void
  /**
   * A canvas to draw on, `width` × `height` CSS px at the device's pixel ratio: the page's
   * `<Canvas type="2d" id={canvasId}>` in the mini-program (Canvas 2D), an offscreen `<canvas>` in a
   * browser. Rejects when the host has none.
   */
  posterCanvas(options: { canvasId: string; width: number; height: number }): Promise<PosterCanvas>
  /**
   * Saves an image the app made (the share poster) where the visitor keeps pictures: the phone's
   * album after asking permission (mini-program: scope.writePhotosAlbum), a PNG download in a browser.
   * `reopen`: the question that offers the settings page to a visitor who refused once (the
   * mini-program opens it only from a tap: the question's confirm is that tap).
   */
  saveImage(
    src: string,
    fileName: string,
    reopen?: { content: string; confirmText: string; cancelText: string },
  ): Promise<'saved' | 'denied' | 'failed'>
  /**
   * While `message` is set, leaving the page asks first: the mini-program's own back
   * (enableAlertBeforeUnload), a browser's reload or close (beforeunload). null stops asking.
   */
  setLeaveAlert(message: string | null): void
  /**
   * Opens a WebSocket to the app's API (`httpUrl`: an API address, relative on H5) through
   * Taro.connectSocket; rejects when the host refuses (the caller falls back to polling).
   */
  connectSocket(httpUrl: string): Promise<PlatformSocket>
  /**
   * The 2D context of a `<Canvas type='2d' id={id}>` on the current page, sized for the device
   * (the mini-program's venue map); null where the host draws otherwise (H5 draws SVG).
   */
  canvas2d(id: string): Promise<Canvas2D | null>
  /**
   * Scrolls the page so the element `selector` (an id selector: '#field') starts `offsetTop` px
   * below the top of the screen (negative: that far above it is kept clear, e.g. of a bar over
   * the page). Nothing happens when there is no such element.
   */
  scrollToElement(selector: string, options: { offsetTop: number }): void
  /**
   * Keeps the app's code, the data the visitor saw and its pictures for use offline (issue 16): the
   * H5 service worker, registered once the page has loaded and is idle, where the browser or web
   * view has service workers. Nothing in the mini-program, whose code WeChat keeps itself.
   */
  startOfflineWorker(): void
  /**
   * Whether the app's own files are kept for use offline (issue 22): 'ready' once they all are (H5:
   * the service worker has installed — its install precaches every file — and is active; the
   * mini-program: at once, WeChat keeps its code), 'none' when this host keeps none (no service
   * workers, a development build, a registration or install that failed). While the worker is
   * installing it waits.
   */
  appFilesOffline(): Promise<'ready' | 'none'>
  /**
   * Whether a download the visitor did not ask for is welcome now (issue 22): on Wi-Fi, or when
   * they have not asked to save data. H5: `navigator.connection` where the browser has it (its
   * `type`, `saveData`, a 2G `effectiveType`), else yes; the mini-program: wx.getNetworkType.
   */
  allowsBackgroundDownload(): Promise<boolean>
  /**
   * Fetches ahead the host's own code wanted later (H5: its dialogs and toasts, a chunk of their
   * own), once the first page had its turn: before, it took the network from that page. Nothing in
   * the mini-program, whose dialogs are WeChat's.
   */
  warmUp(): void
  /**
   * The device's store of offline data (OfflineStore). On H5 its code (and IndexedDB's library)
   * is a chunk of its own, fetched on the first call: the first screen does not carry it.
   */
  offlineStore(): Promise<OfflineStore>
}

/** A 2D canvas ready to draw on: its context, its size in CSS px, and the host's frame callback. */
export interface Canvas2D {
  context: unknown
  width: number
  height: number
  pixelRatio: number
  requestFrame(callback: () => void): void
}

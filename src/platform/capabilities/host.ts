import type { EnvFlags } from '../env'

export type PlatformKind = 'weapp' | 'app' | 'web'

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

/** Which host this is and what it can do (ask `caps`, not `kind`). */
export interface PlatformHost {
  /** data only (the behaviour record's SOURCE); branch on `caps` instead */
  readonly kind: PlatformKind
  readonly caps: PlatformCaps
  readonly env: EnvFlags
  /**
   * Fetches ahead the host's own code wanted later (H5: its dialogs and toasts, a chunk of their
   * own), once the first page had its turn: before, it took the network from that page. Nothing in
   * the mini-program, whose dialogs are WeChat's.
   */
  warmUp(): void
}

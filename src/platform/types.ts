import type { PlatformHost } from './capabilities/host'
import type { PlatformStorage } from './capabilities/storage'
import type { PlatformDialogs } from './capabilities/dialogs'
import type { PlatformNavigation } from './capabilities/navigation'
import type { PlatformIdentity } from './capabilities/identity'
import type { PlatformPrivacy } from './capabilities/privacy'
import type { PlatformShare } from './capabilities/share'
import type { PlatformLinks } from './capabilities/links'
import type { PlatformFiles } from './capabilities/files'
import type { PlatformNotifications, PlatformPush } from './capabilities/notifications'
import type { PlatformScreen } from './capabilities/screen'
import type { PlatformMedia } from './capabilities/media'
import type { PlatformNetwork } from './capabilities/network'
import type { PlatformOffline } from './capabilities/offline'
import type { PlatformHostApp } from './capabilities/host-app'
import type { PlatformScanner } from './capabilities/scanner'

export type { PlatformHost, PlatformKind, PlatformCaps } from './capabilities/host'
export type { PlatformStorage } from './capabilities/storage'
export type { PlatformDialogs } from './capabilities/dialogs'
export type { PlatformNavigation } from './capabilities/navigation'
export type { PlatformIdentity, Identity, LoginCredential } from './capabilities/identity'
export type { PlatformPrivacy, PrivacyRequest } from './capabilities/privacy'
export type { PlatformShare, ShareData, ShareOutcome } from './capabilities/share'
export type { PlatformLinks } from './capabilities/links'
export type { PlatformFiles, ProgressRequest, ProgressResponse } from './capabilities/files'
export type { PlatformNotifications, PhoneCalendarEvent, ConsentOutcome } from './capabilities/notifications'
export type { PlatformPush, PushAvailability, PushOutcome, WebPushSubscription } from './capabilities/notifications'
export type { PlatformScreen } from './capabilities/screen'
export type {
  PlatformMedia,
  PosterContext,
  PosterCanvas,
  LocalImage,
  ImageLimits,
  UploadRequest,
  UploadResult,
  Canvas2D,
} from './capabilities/media'
export type { PlatformNetwork, PlatformSocket } from './capabilities/network'
export type { PlatformOffline, OfflineStore } from './capabilities/offline'
export type { PlatformHostApp, EventEditionParams } from './capabilities/host-app'
export type { PlatformScanner } from './capabilities/scanner'

/**
 * One interface, three implementations: weapp (wx APIs), native app (JS bridge), browser (web fallbacks).
 * It is the sum of the capabilities above (capabilities/*.ts, one file each): features get the whole
 * adapter as `platform` from the app's services, and a function or component that takes the platform
 * names only the capabilities it uses (`platform: PlatformDialogs & PlatformShare`), so its tests fake
 * only those and a reader sees what it needs of the host.
 */
export interface PlatformAdapter
  extends
    PlatformHost,
    PlatformStorage,
    PlatformDialogs,
    PlatformNavigation,
    PlatformIdentity,
    PlatformPrivacy,
    PlatformShare,
    PlatformLinks,
    PlatformFiles,
    PlatformNotifications,
    PlatformScreen,
    PlatformMedia,
    PlatformNetwork,
    PlatformOffline,
    PlatformHostApp,
    PlatformPush,
    PlatformScanner {}

export interface EventEditionParams {
  eventEditionId?: string
  language?: string
}

/**
 * The app around this one: the edition it opened, its favourites, its own pages and back stack, its
 * view coming back. Mostly the native app's bridge: bridge-only members answer false/undefined elsewhere.
 */
export interface PlatformHostApp {
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
}

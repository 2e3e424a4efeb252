/** Pages of this app: their addresses, the way back, the current page's query. */
export interface PlatformNavigation {
  /** the address a route is opened by: the spec's path, or the page file in the mini-program */
  routeUrl(route: { path: string; page: string }): string
  /** starts the app again from `url` with nothing of the last visitor in memory (after erasing them) */
  restartApp(url: string): void
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
  /**
   * While `message` is set, leaving the page asks first: the mini-program's own back
   * (enableAlertBeforeUnload), a browser's reload or close (beforeunload). null stops asking.
   */
  setLeaveAlert(message: string | null): void
}

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

/** The host's privacy guide and its requests for the visitor's agreement. */
export interface PlatformPrivacy {
  /**
   * Listens for the host's privacy requests (PrivacyRequest); hosts without one never call it.
   * Registered once at start, before any API that could ask.
   */
  onPrivacyRequest(listener: (request: PrivacyRequest) => void): void
  /** opens the host's privacy guide (WeChat's wx.openPrivacyContract); false where there is none */
  openPrivacyGuide(): Promise<boolean>
}

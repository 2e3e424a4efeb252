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

/** Who the visitor is, and what proves it to the server. */
export interface PlatformIdentity {
  /** native or mini-program user info; null in a plain browser */
  getUserInfo(): Promise<Identity | null>
  /** the credential the server exchanges for the visitor's session; null where there is none */
  loginCredential(identity: Identity): Promise<LoginCredential | null>
  /** mini-program phone certification; in the app the native not-logged-in prompt */
  openPhoneCertification(): void
  random16(): Promise<Uint8Array>
  /**
   * An Ed25519 signature checked by the host's own crypto (a browser's WebCrypto): off the page's
   * JavaScript, where a JS check costs a slow phone about 10 ms a scan (issue 28 item 7). Null where
   * the host has none (the mini-program, older browsers): the caller checks it in JS.
   */
  verifyEd25519(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): Promise<boolean | null>
}

/**
 * Visitor sessions. The first successful request of a new visitor id gets a secret, bound to that
 * id, in the `x-visitor-session` response header; the visitor sends it back in the same request
 * header on every request. From then on, requests for that id without it are refused (401) on
 * everything private. The mini-program and the native app get theirs by logging in (below).
 * The secret never travels in a URL.
 */
import type { ApiEnvelope, CommonQuery } from './common'

/** The request and response header carrying the session secret. */
export type VisitorSessionHeader = 'x-visitor-session'

/**
 * A response header every answer of a server in demo mode carries (value "1"): its logins are test
 * logins, so the app shows a "demo" banner (DEMO_MODE in server/README.md).
 */
export type DemoModeHeader = 'x-demo-mode'

/**
 * resultCode of a 401 on a private call: SESSION_REQUIRED (the visitor id is bound and no secret
 * came), SESSION_INVALID (a secret came that is not this visitor's).
 */
export type SessionRefusalCode = 'SESSION_REQUIRED' | 'SESSION_INVALID'

/** What a login answers (the secret comes in the x-visitor-session header). */
export interface VisitorLogin {
  /** the visitor id to use from now on (the mini-program: the one bound to this WeChat user) */
  userId: string
}

/**
 * POST /api/v5/visitor/weappLogin: the mini-program's `wx.login` code, exchanged by the server
 * (WeChat code2session); the WeChat session_key never leaves the server. `userId` is the id the
 * device used so far: a WeChat user logging in for the first time keeps its plan.
 */
export type WeappLoginQuery = CommonQuery
export interface WeappLoginBody {
  code: string
  userId?: string
}
export type WeappLoginResponse = ApiEnvelope<VisitorLogin>

/** POST /api/v5/visitor/appLogin: the native app's own user id and session, checked by the server. */
export type AppLoginQuery = CommonQuery
export interface AppLoginBody {
  userId: string
  sessionId: string
}
export type AppLoginResponse = ApiEnvelope<VisitorLogin>

/**
 * Shared API contract between the app (src/) and the reference server (server/).
 *
 * One module per resource in types/api/ (this file re-exports them). Plain types only, no runtime
 * code, so both the Taro build and the server can include them. The server's TypeBox route schemas
 * (server/src/schemas/<resource>.ts) are checked against these types at compile time, so the two
 * cannot drift.
 *
 * Conventions (see docs/api.md for the full description of every call):
 * - Every request may carry the query parameters of `CommonQuery` (language, eventCode, userId);
 *   identity is the `userId` query parameter (header `x-user-id` is accepted as a fallback).
 * - Every JSON response is an `ApiEnvelope<T>`; the payload is in `resultList`.
 * - Client mistakes answer HTTP 400 (validation) / 401 (edit token missing or expired) / 403 (not
 *   allowed) / 404 (unknown id or event) / 413 (upload too large) / 415 (upload not an image) / 429
 *   (rate limited) with `result: 'FAIL'` and a localised `resultDesc`; never 500.
 * - Ids are numbers. Flags are 0 | 1. Timestamps are ISO-8601 strings (UTC) unless stated.
 * - Text fields are already localised for the request's `language`; filter items also carry
 *   `names` keyed by language.
 */

// The contract is one module per resource (types/api/*.ts); this file re-exports them all so
// `import type * as T from 'types/api'` keeps working.

export type * from './api/common'
export type * from './api/directory'
export type * from './api/plan'
export type * from './api/behaviour'
export type * from './api/conference'
export type * from './api/match'
export type * from './api/enquiry'
export type * from './api/verification'
export type * from './api/upload'
export type * from './api/integral'
export type * from './api/visitor'
export type * from './api/venue'
export type * from './api/visit'
export type * from './api/content'
export type * from './api/rankings'
export type * from './api/offline'
export type * from './api/mydata'
export type * from './api/privacy'
export type * from './api/push'
export type * from './api/deliveries'
export type * from './api/organiser'
export type * from './api/report'
export type * from './api/leads'
export type * from './api/meetings'

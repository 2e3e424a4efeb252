import type { MessageKey } from './messages.js'

/**
 * A client mistake: answered as a FAIL envelope with a localised message, never logged as an error.
 * It carries no stack trace: nothing reads one (the answer is the message key), and capturing it
 * was a measurable part of a refused request's CPU under a rush (a full slot answers thousands).
 */
export class ApiError extends Error {
  readonly key: MessageKey
  readonly statusCode: number
  readonly code: string
  constructor(key: MessageKey, statusCode = 400, code = 'VALIDATION') {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(key)
    Error.stackTraceLimit = limit
    this.key = key
    this.statusCode = statusCode
    this.code = code
  }
}
export const badRequest = (key: MessageKey) => new ApiError(key, 400, 'VALIDATION')
export const notFound = (key: MessageKey) => new ApiError(key, 404, 'NOT_FOUND')
export const forbidden = (key: MessageKey) => new ApiError(key, 403, 'FORBIDDEN')
/** What the request is about has ended (a show, a session): nothing more can be done with it. */
export const ended = (key: MessageKey) => new ApiError(key, 409, 'ENDED')
export const tooMany = (key: MessageKey) => new ApiError(key, 429, 'RATE_LIMITED')
/** '展会不存在或当前不可查看' — the app rejects it silently. */
export const eventNotViewable = () => new ApiError('eventNotViewable', 404, 'EVENT_NOT_VIEWABLE')

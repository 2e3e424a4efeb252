/** Basics every resource shares: the envelope, languages, flags, ids, the common query and paging. */

export type Language = 'ZH-CN' | 'EN'
export type Flag = 0 | 1
export type Id = number
/** Text keyed by language (spec §3: lookup falls back ZH-CN, EN, zh-CN, en). */
export type LocalisedNames = { 'ZH-CN'?: string; EN?: string; 'zh-CN'?: string; en?: string }

export type ApiResultCode = 'OK' | 'FAIL'

/** The response envelope of every JSON call. Success: `result === 'OK'`. */
export interface ApiEnvelope<T> {
  result: ApiResultCode
  /** Localised message: the error text when FAIL, sometimes a success text (e.g. after sending email). */
  resultDesc?: string
  /** Machine-readable error code when FAIL, e.g. 'VALIDATION', 'NOT_FOUND', 'EVENT_NOT_VIEWABLE'. */
  resultCode?: string
  resultList?: T
}

/** The special error text answered when an eventCode / edition does not exist or is not viewable. */
export type EventNotViewableText = '展会不存在或当前不可查看'

/** Query parameters every call accepts. */
export interface CommonQuery {
  language?: Language
  eventCode?: string
  /** Anonymous visitor id (UUID v4 from the device, or the native / mini-program user id). */
  userId?: string
  /** Native-app session credential (sent together with userId on the app path). */
  sessionId?: string
}

/** Paginated list payload (resultList of every listPage-like call). */
export interface ListPage<T> {
  list: T[]
  /** Present when the request asked isShowCountNum=1 (the list calls of the enquiry pool always send it). */
  total?: number
  pageNo: number
  pageSize: number
  /** true when another page exists. */
  hasMore: boolean
}

export interface PageQuery extends CommonQuery {
  /** 1-based, default 1. */
  pageNo?: number
  /** default 20, at most 100. */
  pageSize?: number
  /** 1: include `total` in the answer. */
  isShowCountNum?: Flag
}

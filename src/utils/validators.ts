import type { BaseLang } from '../i18n/base'

/**
 * Spec §5 validators. The form validators return the i18n key of the FIRST failing rule (in the
 * spec's table order) so the caller shows `t.rfq[key]` / `t.plan[key]` in the current language.
 */

/** Spec §9 limits. */
export const RFQ_MAX_AMOUNT = 100000000
export const RFQ_MESSAGE_MAX_CHARS = 12
export const RFQ_MAX_CATEGORIES = 6

const PHONE_PATTERN = /^1[3-9]\d{9}$/
const ID_CARD_PATTERN = /^(\d{15}|\d{18}|\d{17}[Xx])$/
/** Letters, digits, underscore or hyphen before the @, then a dotted domain (spec §5). */
const EMAIL_PATTERN = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/
const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** null/undefined, or a string of nothing but whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === ''
}

/** null/undefined, '' , an empty array, or an object without own keys. */
export function isEmpty(value: unknown): boolean {
  if (value == null) return true
  if (typeof value === 'string') return value.length === 0
  if (Array.isArray(value)) return value.length === 0
  if (value instanceof Map || value instanceof Set) return value.size === 0
  if (typeof value === 'object') return Object.keys(value as object).length === 0
  return false
}

/** A finite number, or a string that is one (surrounding whitespace allowed, '' is not). */
export function isNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'string') return false
  const text = value.trim()
  return NUMBER_PATTERN.test(text) && Number.isFinite(Number(text))
}

/** Mainland mobile number: 11 digits, 1 then 3–9. */
export function isPhone(value: string | null | undefined): boolean {
  return value != null && PHONE_PATTERN.test(value.trim())
}

/** Resident ID card: 15 or 18 digits; the 18th may be X. */
export function isIdCard(value: string | null | undefined): boolean {
  return value != null && ID_CARD_PATTERN.test(value.trim())
}

export function isEmail(value: string | null | undefined): boolean {
  return value != null && EMAIL_PATTERN.test(value.trim())
}

// ---------------------------------------------------------------------------------------------
// Plan email sharing (spec §5)
// ---------------------------------------------------------------------------------------------

type PlanKey<K extends keyof BaseLang['plan']> = K
export type PlanEmailErrorKey = PlanKey<'mailboxEmpty' | 'invalidEmail' | 'privacyNotChecked' | 'emptyPlanShare'>

export interface PlanEmailForm {
  email: string | null | undefined
  privacyChecked: boolean
  planEmpty: boolean
}

export function validatePlanEmail({ email, privacyChecked, planEmpty }: PlanEmailForm): PlanEmailErrorKey | null {
  if (isBlank(email)) return 'mailboxEmpty'
  if (!isEmail(email)) return 'invalidEmail'
  if (!privacyChecked) return 'privacyNotChecked'
  if (planEmpty) return 'emptyPlanShare'
  return null
}

// ---------------------------------------------------------------------------------------------
// RFQ post form (spec §5 table, in table order)
// ---------------------------------------------------------------------------------------------

type RfqKey<K extends keyof BaseLang['rfq']> = K
export type RfqErrorKey = RfqKey<
  | 'descriptionRequired'
  | 'priceRequired'
  | 'priceMax'
  | 'priceInteger'
  | 'quantityRequired'
  | 'quantityMax'
  | 'messageRequired'
  | 'messageTooLong'
  | 'regionRequired'
  | 'contactRequired'
  | 'contactInfoRequired'
  | 'invalidMobile'
  | 'emailRequired'
  | 'invalidEmail'
  | 'pictureRequired'
  | 'codeRequired'
  | 'categoriesMax'
>

export interface RfqForm {
  description?: string | null
  /** the form's input text (or a number) */
  price?: string | number | null
  quantity?: string | number | null
  message?: string | null
  region?: string | null
  contact?: string | null
  /** the contact's mobile number */
  contactInfo?: string | null
  email?: string | null
  pictures?: readonly unknown[] | null
  code?: string | null
  categories?: readonly unknown[] | null
}

function blankAmount(value: string | number | null | undefined): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '')
}

function amountOf(value: string | number): number {
  return typeof value === 'number' ? value : isNumber(value) ? Number(value.trim()) : Number.NaN
}

export function validateRfq(form: RfqForm): RfqErrorKey | null {
  if (isBlank(form.description)) return 'descriptionRequired'

  if (blankAmount(form.price)) return 'priceRequired'
  const price = amountOf(form.price!)
  if (price > RFQ_MAX_AMOUNT) return 'priceMax'
  // Not a number at all ('abc') is reported as "enter an integer": it is what the visitor must do.
  if (!Number.isInteger(price)) return 'priceInteger'

  if (blankAmount(form.quantity)) return 'quantityRequired'
  const quantity = amountOf(form.quantity!)
  // The spec has no "not a number" message for quantity; text that is not a number counts as empty.
  if (Number.isNaN(quantity)) return 'quantityRequired'
  if (quantity > RFQ_MAX_AMOUNT) return 'quantityMax'

  if (isBlank(form.message)) return 'messageRequired'
  if (Array.from(form.message!).length > RFQ_MESSAGE_MAX_CHARS) return 'messageTooLong'

  if (isBlank(form.region)) return 'regionRequired'
  if (isBlank(form.contact)) return 'contactRequired'

  if (isBlank(form.contactInfo)) return 'contactInfoRequired'
  if (!isPhone(form.contactInfo)) return 'invalidMobile'

  if (isBlank(form.email)) return 'emailRequired'
  if (!isEmail(form.email)) return 'invalidEmail'

  if (!form.pictures || form.pictures.length < 1) return 'pictureRequired'
  if (isBlank(form.code)) return 'codeRequired'
  if ((form.categories?.length ?? 0) > RFQ_MAX_CATEGORIES) return 'categoriesMax'
  return null
}

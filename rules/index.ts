/**
 * The validation rules of spec §5 and the limits of §9: the one copy the app
 * (src/utils/validators.ts) and the reference server share, imported by relative path like
 * types/api.ts.
 *
 * Plain TypeScript without imports, so jest, webpack (H5 and weapp), esbuild (the boot script), tsx
 * and tsc all compile it as it is. A rule answers a typed key, never text: the app's dictionaries
 * and the server's messages are typed against these keys, so a rule without a message in both
 * languages does not compile.
 */

/** Spec §9 (and the reference server's own bounds where the spec is silent). */
export const LIMITS = {
  /** price and quantity of an RFQ: at most this, whole numbers, not negative */
  maxAmount: 100_000_000,
  /** the RFQ's message field */
  rfqMessageMaxChars: 12,
  /** categories of one RFQ */
  rfqMaxCategories: 6,
  /** a reply to an RFQ, a chat message */
  chatMessageMaxChars: 500,
  /** RFC 5321: an address longer than this cannot be delivered */
  emailMaxLength: 254,
} as const

/**
 * Email, as ordinary addresses are written: letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -
 * before the @, in dot-separated parts (john.smith, first.last+expo), then a domain of two or more
 * labels (company.com, mail.example.co.uk). Deliberately wider than spec §5's wording (letters,
 * digits, underscore or hyphen before the @), which refuses the most common business address
 * (docs/decisions.md, "Email addresses").
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/
/** Mainland mobile number: 11 digits, 1 then 3–9 (spec §5). */
const PHONE = /^1[3-9]\d{9}$/
/** Resident ID card: 15 or 18 digits; the 18th may be X (spec §5). */
const ID_CARD = /^(\d{15}|\d{18}|\d{17}[Xx])$/
/** A decimal number as a person types it: 42, -3.25, .5, 1e3. */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** null/undefined, or a string of nothing but whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === ''
}

/** null/undefined, '' , an empty array, map or set, or an object without own keys. */
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
  return NUMBER.test(text) && Number.isFinite(Number(text))
}

export function isPhone(value: string | null | undefined): boolean {
  return value != null && PHONE.test(value.trim())
}

export function isIdCard(value: string | null | undefined): boolean {
  return value != null && ID_CARD.test(value.trim())
}

export function isEmail(value: string | null | undefined): boolean {
  if (value == null) return false
  const text = value.trim()
  return text.length <= LIMITS.emailMaxLength && EMAIL.test(text)
}

/** Characters as a person counts them (a Chinese character or an emoji is one). */
export function charCount(text: string): number {
  return Array.from(text).length
}

// ---------------------------------------------------------------------------------------------
// Plan email sharing (spec §5)
// ---------------------------------------------------------------------------------------------

export type PlanEmailRuleKey = 'mailboxEmpty' | 'invalidEmail' | 'privacyNotChecked' | 'emptyPlanShare'

export interface PlanEmailForm {
  email: string | null | undefined
  privacyChecked: boolean
  planEmpty: boolean
}

/** The first failing rule of the plan email form, in the spec's order; null when it may be sent. */
export function validatePlanEmail({ email, privacyChecked, planEmpty }: PlanEmailForm): PlanEmailRuleKey | null {
  if (isBlank(email)) return 'mailboxEmpty'
  if (!isEmail(email)) return 'invalidEmail'
  if (!privacyChecked) return 'privacyNotChecked'
  if (planEmpty) return 'emptyPlanShare'
  return null
}

// ---------------------------------------------------------------------------------------------
// RFQ post form (spec §5 table, in table order)
// ---------------------------------------------------------------------------------------------

export type RfqRuleKey =
  | 'descriptionRequired'
  | 'priceRequired'
  | 'priceMax'
  | 'priceInteger'
  | 'quantityRequired'
  | 'quantityMax'
  | 'quantityInteger'
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

/** The amount a price / quantity field holds; NaN when it is not a number. */
export function amountOf(value: string | number): number {
  return typeof value === 'number' ? value : isNumber(value) ? Number(value.trim()) : Number.NaN
}

/**
 * An amount's rule: required, at most LIMITS.maxAmount, a whole number that is not negative. Text
 * that is not a number at all ('abc') is reported as "enter an integer": it is what the visitor
 * must do.
 */
function amountRule(value: string | number | null | undefined): 'required' | 'max' | 'integer' | null {
  if (blankAmount(value)) return 'required'
  const amount = amountOf(value!)
  if (amount > LIMITS.maxAmount) return 'max'
  if (!Number.isInteger(amount) || amount < 0) return 'integer'
  return null
}

/** The first failing rule of the RFQ form, in the spec's table order; null when it may be posted. */
export function validateRfq(form: RfqForm): RfqRuleKey | null {
  if (isBlank(form.description)) return 'descriptionRequired'

  const price = amountRule(form.price)
  if (price === 'required') return 'priceRequired'
  if (price === 'max') return 'priceMax'
  if (price === 'integer') return 'priceInteger'

  const quantity = amountRule(form.quantity)
  if (quantity === 'required') return 'quantityRequired'
  if (quantity === 'max') return 'quantityMax'
  if (quantity === 'integer') return 'quantityInteger'

  if (isBlank(form.message)) return 'messageRequired'
  if (charCount(form.message!.trim()) > LIMITS.rfqMessageMaxChars) return 'messageTooLong'

  if (isBlank(form.region)) return 'regionRequired'
  if (isBlank(form.contact)) return 'contactRequired'

  if (isBlank(form.contactInfo)) return 'contactInfoRequired'
  if (!isPhone(form.contactInfo)) return 'invalidMobile'

  if (isBlank(form.email)) return 'emailRequired'
  if (!isEmail(form.email)) return 'invalidEmail'

  if (!form.pictures || form.pictures.length < 1) return 'pictureRequired'
  if (isBlank(form.code)) return 'codeRequired'
  if ((form.categories?.length ?? 0) > LIMITS.rfqMaxCategories) return 'categoriesMax'
  return null
}

/** The shared patterns and §9 limits every form uses (and the two languages of the rules' messages). Part of the shared rules (rules/index.ts). */
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
  /** pictures of one RFQ (the form's uploader offers no more; the server refuses more) */
  rfqMaxPictures: 9,
  /** an RFQ stays open this many days after it is posted, then expires (docs/decisions.md) */
  rfqOpenDays: 30,
  /** RFQs one visitor may contact (first message) per day: the buyer's number is not for harvesting */
  rfqContactsPerDay: 20,
  /**
   * RFQs one network address may contact per day, whatever visitor ids it uses (new ids are free).
   * Higher than one visitor's limit: an exhibition hall's Wi-Fi puts many visitors behind one address.
   */
  rfqContactsPerDayPerAddress: 100,
  /** an uploaded picture: its longer side at most this many pixels, after the app compressed it */
  pictureMaxSide: 1600,
  /** an uploaded picture: at most this many bytes, after the app compressed it (1 MB) */
  pictureMaxBytes: 1024 * 1024,
  /** seconds between two SMS codes for one number (the server refuses sooner; the button counts down) */
  codeResendSeconds: 60,
  /** session reminders one visitor may hold for sessions that have not ended (docs/decisions.md) */
  remindersPerVisitor: 50,
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

/** The two languages of the product (the app's Language, the server's too). */
export type RuleLanguage = 'ZH-CN' | 'EN'

/** Visitor pre-registration and booth booking. Part of the shared rules (rules/index.ts). */
import { charCount, isBlank, isEmail, isPhone } from './core'

// ---------------------------------------------------------------------------------------------
// Visitor pre-registration and booth booking (issue 15): the phone follows spec §5, the code is
// the SMS verification code, text fields are bounded so a badge and an email stay readable.
// ---------------------------------------------------------------------------------------------

export const FORM_LIMITS = {
  /** a person's or a company's name, a position */
  nameMaxChars: 50,
  companyMaxChars: 100,
  positionMaxChars: 50,
  /** interests chosen from the category tree */
  maxInterests: 6,
} as const

export const VISITOR_TYPES = ['trade', 'buyer', 'media', 'student', 'other'] as const

export type VisitRuleKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'companyRequired'
  | 'companyTooLong'
  | 'positionRequired'
  | 'positionTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'codeRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'visitorTypeRequired'
  | 'interestsRequired'
  | 'interestsTooMany'

export interface VisitForm {
  name?: string | null
  company?: string | null
  position?: string | null
  phone?: string | null
  code?: string | null
  email?: string | null
  visitorType?: string | null
  interests?: readonly unknown[] | null
}

/** A failing rule and the field it is about (the form marks that field). */
export interface FieldRule<K extends string, F extends string> {
  field: F
  key: K
}

function textRule(value: string | null | undefined, max: number): 'required' | 'tooLong' | null {
  if (isBlank(value)) return 'required'
  return charCount(value!.trim()) > max ? 'tooLong' : null
}

/** The first failing rule of the pre-registration form, top to bottom; null when it may be sent. */
export function validateVisit(form: VisitForm): FieldRule<VisitRuleKey, keyof VisitForm> | null {
  const name = textRule(form.name, FORM_LIMITS.nameMaxChars)
  if (name) return { field: 'name', key: name === 'required' ? 'nameRequired' : 'nameTooLong' }
  const company = textRule(form.company, FORM_LIMITS.companyMaxChars)
  if (company) return { field: 'company', key: company === 'required' ? 'companyRequired' : 'companyTooLong' }
  const position = textRule(form.position, FORM_LIMITS.positionMaxChars)
  if (position) return { field: 'position', key: position === 'required' ? 'positionRequired' : 'positionTooLong' }
  if (isBlank(form.phone)) return { field: 'phone', key: 'phoneRequired' }
  if (!isPhone(form.phone)) return { field: 'phone', key: 'phoneInvalid' }
  if (isBlank(form.code)) return { field: 'code', key: 'codeRequired' }
  if (isBlank(form.email)) return { field: 'email', key: 'emailRequired' }
  if (!isEmail(form.email)) return { field: 'email', key: 'emailInvalid' }
  if (!form.visitorType || !(VISITOR_TYPES as readonly string[]).includes(form.visitorType))
    return { field: 'visitorType', key: 'visitorTypeRequired' }
  if (!form.interests || form.interests.length < 1) return { field: 'interests', key: 'interestsRequired' }
  if (form.interests.length > FORM_LIMITS.maxInterests) return { field: 'interests', key: 'interestsTooMany' }
  return null
}

export type BookingRuleKey =
  | 'standRequired'
  | 'companyRequired'
  | 'companyTooLong'
  | 'contactRequired'
  | 'contactTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'codeRequired'

export interface BookingForm {
  standCode?: string | null
  company?: string | null
  contact?: string | null
  phone?: string | null
  code?: string | null
}

/** The first failing rule of the booth booking form; null when it may be sent. */
export function validateBooking(form: BookingForm): FieldRule<BookingRuleKey, keyof BookingForm> | null {
  if (isBlank(form.standCode)) return { field: 'standCode', key: 'standRequired' }
  const company = textRule(form.company, FORM_LIMITS.companyMaxChars)
  if (company) return { field: 'company', key: company === 'required' ? 'companyRequired' : 'companyTooLong' }
  const contact = textRule(form.contact, FORM_LIMITS.nameMaxChars)
  if (contact) return { field: 'contact', key: contact === 'required' ? 'contactRequired' : 'contactTooLong' }
  if (isBlank(form.phone)) return { field: 'phone', key: 'phoneRequired' }
  if (!isPhone(form.phone)) return { field: 'phone', key: 'phoneInvalid' }
  if (isBlank(form.code)) return { field: 'code', key: 'codeRequired' }
  return null
}

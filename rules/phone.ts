/** Mobile numbers from anywhere: mainland numbers by spec §5, others in E.164. Part of the shared rules (rules/index.ts). */
import { isPhone } from './core'

// ---------------------------------------------------------------------------------------------
// An RFQ's mobile number (issue 22 item 10). Buyers from abroad post too: a number is either a
// mainland mobile number (spec §5: 11 digits, 1 then 3–9; written bare or after +86) or an
// international number in E.164 (+, a country code, at most 15 digits in all). No phone library is
// installed; E.164's own bounds are the rule here (docs/decisions.md, "International mobile numbers").
// ---------------------------------------------------------------------------------------------

/** Mainland China's dial code: the form's default, and the one whose numbers keep spec §5's rule. */
export const MAINLAND_DIAL = '+86'

/**
 * The dial codes the form's country picker offers, mainland first, then the show's usual visitors'
 * countries and regions (their names are in the dictionaries, t.consult.dialRegions). ISO 3166
 * region codes name them; several regions share +1 and +7.
 */
export const DIAL_CODES = [
  { region: 'CN', dial: '+86' },
  { region: 'HK', dial: '+852' },
  { region: 'MO', dial: '+853' },
  { region: 'TW', dial: '+886' },
  { region: 'US', dial: '+1' },
  { region: 'GB', dial: '+44' },
  { region: 'DE', dial: '+49' },
  { region: 'FR', dial: '+33' },
  { region: 'IT', dial: '+39' },
  { region: 'ES', dial: '+34' },
  { region: 'NL', dial: '+31' },
  { region: 'RU', dial: '+7' },
  { region: 'TR', dial: '+90' },
  { region: 'AE', dial: '+971' },
  { region: 'SA', dial: '+966' },
  { region: 'IN', dial: '+91' },
  { region: 'PK', dial: '+92' },
  { region: 'JP', dial: '+81' },
  { region: 'KR', dial: '+82' },
  { region: 'SG', dial: '+65' },
  { region: 'MY', dial: '+60' },
  { region: 'TH', dial: '+66' },
  { region: 'VN', dial: '+84' },
  { region: 'ID', dial: '+62' },
  { region: 'PH', dial: '+63' },
  { region: 'AU', dial: '+61' },
  { region: 'BR', dial: '+55' },
  { region: 'MX', dial: '+52' },
  { region: 'ZA', dial: '+27' },
  { region: 'EG', dial: '+20' },
  { region: 'NG', dial: '+234' },
] as const

export type DialRegion = (typeof DIAL_CODES)[number]['region']

/** E.164: +, a country code that does not start with 0, at most 15 digits; 8 is the shortest in use. */
const E164 = /^\+[1-9]\d{7,14}$/
/** What people write between digits: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g

/**
 * The number in the one form the server stores, texts and compares: a mainland number as its 11
 * digits (as before, so codes and contact details on file keep matching), any other as E.164
 * (+447700900123). Separators are dropped, and a leading 00 is the international prefix. A trunk 0
 * after the country code (+44 07700…, as people write it at home) is dropped too, except after +39:
 * Italian numbers keep it. null when the text is no number at all.
 */
export function normalizeMobile(value: string | null | undefined): string | null {
  if (value == null) return null
  let text = value.trim().replace(SEPARATORS, '')
  if (text.startsWith('00')) text = `+${text.slice(2)}`
  if (!text.startsWith('+')) return /^\d+$/.test(text) ? text : null
  if (!/^\+\d+$/.test(text)) return null
  if (text.startsWith(MAINLAND_DIAL)) return text.slice(MAINLAND_DIAL.length)
  const dial = dialOf(text)
  if (dial && dial.dial !== '+39' && text.charAt(dial.dial.length) === '0')
    text = dial.dial + text.slice(dial.dial.length + 1)
  return text
}

/**
 * A mobile number the RFQ form accepts: a mainland number (spec §5), bare or after +86; or, with
 * any other country code, an E.164 number. A +86 number that is not a mainland mobile number is
 * refused: mainland numbers keep the spec's rule.
 */
export function isMobile(value: string | null | undefined): boolean {
  const number = normalizeMobile(value)
  if (number == null) return false
  return number.startsWith('+') ? E164.test(number) : isPhone(number)
}

/** The picker's entry a full number starts with (the longest dial code that fits); null when none. */
export function dialOf(number: string): (typeof DIAL_CODES)[number] | null {
  let best: (typeof DIAL_CODES)[number] | null = null
  for (const entry of DIAL_CODES)
    if (number.startsWith(entry.dial) && (!best || entry.dial.length > best.dial.length)) best = entry
  return best
}

/**
 * The form's value from the picker's dial code and the number typed after it. The field keeps
 * what was typed (a visitor may type the whole +44… number too); normalizeMobile reads it.
 */
export function joinMobile(dial: string, typed: string): string {
  const text = typed.trim()
  if (!text || text.startsWith('+') || text.startsWith('00') || dial === MAINLAND_DIAL) return typed
  return `${dial} ${text}`
}

/** The picker's dial code and the typed rest of a form value (the inverse of joinMobile). */
export function splitMobile(value: string): { dial: string; typed: string } {
  const text = value.trim()
  if (!text.startsWith('+')) return { dial: MAINLAND_DIAL, typed: value }
  const entry = dialOf(text.replace(SEPARATORS, ''))
  if (!entry) return { dial: MAINLAND_DIAL, typed: value }
  // the value was written as "<dial> <rest>" by joinMobile, or typed whole ("+447700…")
  const rest = text.startsWith(`${entry.dial} `) ? text.slice(entry.dial.length + 1) : text
  return { dial: entry.dial, typed: rest }
}

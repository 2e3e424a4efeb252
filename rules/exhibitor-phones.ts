/**
 * Exhibitor phones (issue 26.3): the further phones an organiser lets edit an exhibitor. One rule for
 * the console's form and the server: a mainland mobile number (spec §5, the number an SMS code can
 * verify), at most `maxPhones` of them besides the published contact phone.
 */
import { isPhone, type RuleLanguage } from './core'

export const EXHIBITOR_PHONE_LIMITS = {
  /** further phones per exhibitor (the published contact phone is not counted) */
  maxPhones: 10,
} as const

export type ExhibitorPhoneRuleKey = 'phoneInvalid' | 'phoneAlready' | 'phonesFull'

export const EXHIBITOR_PHONE_MESSAGES: Record<RuleLanguage, Record<ExhibitorPhoneRuleKey, string>> = {
  'ZH-CN': {
    phoneInvalid: '请输入 11 位中国大陆手机号',
    phoneAlready: '这个手机号已可编辑该展商',
    phonesFull: `每个展商最多 ${EXHIBITOR_PHONE_LIMITS.maxPhones} 个手机号`,
  },
  EN: {
    phoneInvalid: 'Please enter an 11-digit mainland China mobile number',
    phoneAlready: 'This phone may already edit this exhibitor',
    phonesFull: `An exhibitor can have at most ${EXHIBITOR_PHONE_LIMITS.maxPhones} phones`,
  },
}

/**
 * What is wrong with adding `phone` to an exhibitor whose further phones are `further` and whose
 * published contact phone is `contactPhone`; null when nothing.
 */
export function validateExhibitorPhone(
  phone: string,
  further: readonly string[],
  contactPhone = '',
): ExhibitorPhoneRuleKey | null {
  const p = phone.trim()
  if (!isPhone(p)) return 'phoneInvalid'
  if (p === contactPhone.trim() || further.includes(p)) return 'phoneAlready'
  if (further.length >= EXHIBITOR_PHONE_LIMITS.maxPhones) return 'phonesFull'
  return null
}

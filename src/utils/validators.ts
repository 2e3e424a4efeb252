import type { BaseLang } from '../i18n/base'
import type { PlanEmailRuleKey, RfqRuleKey } from '../../rules'

/**
 * Spec §5 validators: the shared rules module (rules/, also used by the server). The form
 * validators return the key of the FIRST failing rule, in the spec's table order, so the caller
 * shows that key's words (the dictionary's rfq or plan section) in the current language.
 */
export {
  LIMITS,
  isBlank,
  isEmail,
  isEmpty,
  isIdCard,
  isNumber,
  isPhone,
  phoneRule,
  rfqFieldOf,
  validatePlanEmail,
  validateRfq,
  validateRfqField,
  RFQ_FIELDS,
  RFQ_RULE_MESSAGES,
  type PlanEmailForm,
  type RfqField,
  type RfqForm,
} from '../../rules'

export type PlanEmailErrorKey = PlanEmailRuleKey
export type RfqErrorKey = RfqRuleKey

// Every rule key has its message in the dictionaries: a key the rules add without a text here
// stops the build.
type Missing<K extends string, Section> = Exclude<K, keyof Section>
export const everyRuleHasAMessage: [
  Missing<PlanEmailRuleKey, BaseLang['plan']>,
  Missing<RfqRuleKey, BaseLang['rfq']>,
] extends [never, never]
  ? true
  : never = true

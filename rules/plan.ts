/** Plan email sharing (spec §5). Part of the shared rules (rules/index.ts). */
import { isBlank, isEmail } from './core'

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

/**
 * Exhibitors' leads (issue 28): the qualifier questions and a lead's note, checked the same way by
 * the app's forms and the server. Part of the shared rules (rules/index.ts).
 */
import { isEmail, type RuleLanguage } from './core'

export const LEAD_LIMITS = {
  /** qualifier questions an exhibitor sets */
  maxQuestions: 3,
  minOptions: 2,
  maxOptions: 6,
  /** a question's or an option's text */
  questionMaxChars: 80,
  /** a lead's note */
  noteMaxChars: 1000,
  /** staff phones an exhibitor may add */
  maxStaff: 50,
}

export type LeadRating = 'hot' | 'warm' | 'cold'
export const LEAD_RATINGS: readonly LeadRating[] = ['hot', 'warm', 'cold']

export type LeadRuleKey =
  | 'tooManyQuestions'
  | 'questionBlank'
  | 'questionTooLong'
  | 'optionCount'
  | 'optionBlank'
  | 'noteTooLong'
  | 'answerUnknown'
  | 'exportEmailInvalid'
  | 'exportEmailNone'

export const LEAD_RULE_MESSAGES: Record<RuleLanguage, Record<LeadRuleKey, string>> = {
  'ZH-CN': {
    tooManyQuestions: `最多设置 ${LEAD_LIMITS.maxQuestions} 个问题`,
    questionBlank: '请填写问题',
    questionTooLong: `问题和选项最多 ${LEAD_LIMITS.questionMaxChars} 个字`,
    optionCount: `每个问题需要 ${LEAD_LIMITS.minOptions}–${LEAD_LIMITS.maxOptions} 个选项`,
    optionBlank: '请填写选项',
    noteTooLong: `备注最多 ${LEAD_LIMITS.noteMaxChars} 个字`,
    answerUnknown: '所选答案不在问题的选项中',
    exportEmailInvalid: '请输入有效的邮箱地址',
    exportEmailNone: '展商资料中没有联系邮箱，请输入接收导出的邮箱',
  },
  EN: {
    tooManyQuestions: `At most ${LEAD_LIMITS.maxQuestions} questions`,
    questionBlank: 'Please write the question',
    questionTooLong: `Questions and options: at most ${LEAD_LIMITS.questionMaxChars} characters`,
    optionCount: `Each question needs ${LEAD_LIMITS.minOptions}–${LEAD_LIMITS.maxOptions} options`,
    optionBlank: 'Please write the option',
    noteTooLong: `The note: at most ${LEAD_LIMITS.noteMaxChars} characters`,
    answerUnknown: 'The answer is not one of the question’s options',
    exportEmailInvalid: 'Please enter a valid email address',
    exportEmailNone: 'The exhibitor has no contact email on file: enter the address to send the export to',
  },
}

export interface LeadQuestionForm {
  text: string
  multiple: boolean
  options: string[]
}

const chars = (s: string) => [...s].length

/** The first rule the questions break, or null. */
export function validateLeadQuestions(questions: readonly LeadQuestionForm[]): LeadRuleKey | null {
  if (questions.length > LEAD_LIMITS.maxQuestions) return 'tooManyQuestions'
  for (const q of questions) {
    if (!q.text.trim()) return 'questionBlank'
    if (chars(q.text.trim()) > LEAD_LIMITS.questionMaxChars) return 'questionTooLong'
    if (q.options.length < LEAD_LIMITS.minOptions || q.options.length > LEAD_LIMITS.maxOptions) return 'optionCount'
    if (q.options.some((o) => !o.trim())) return 'optionBlank'
    if (q.options.some((o) => chars(o.trim()) > LEAD_LIMITS.questionMaxChars)) return 'questionTooLong'
  }
  return null
}

/** A lead's qualification: answers fit the questions (one option unless multiple), the note fits. */
export function validateLeadQualification(
  questions: readonly LeadQuestionForm[],
  answers: readonly (readonly number[])[],
  note: string,
): LeadRuleKey | null {
  if (chars(note) > LEAD_LIMITS.noteMaxChars) return 'noteTooLong'
  if (answers.length > questions.length) return 'answerUnknown'
  for (let i = 0; i < answers.length; i++) {
    const q = questions[i]!
    const a = answers[i]!
    if (!q.multiple && a.length > 1) return 'answerUnknown'
    if (new Set(a).size !== a.length || a.some((o) => !Number.isInteger(o) || o < 0 || o >= q.options.length))
      return 'answerUnknown'
  }
  return null
}

/**
 * Where an emailed export goes: the address typed (checked, never stored), else the exhibitor's
 * stored contact email. Answers the address or the rule it breaks.
 */
export function leadExportAddress(
  typed: string | null | undefined,
  stored: string | null | undefined,
): { to: string } | { failed: LeadRuleKey } {
  const own = (typed ?? '').trim()
  if (own) return isEmail(own) ? { to: own } : { failed: 'exportEmailInvalid' }
  const kept = (stored ?? '').trim()
  return kept && isEmail(kept) ? { to: kept } : { failed: 'exportEmailNone' }
}

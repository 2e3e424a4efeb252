/** Matchmaking: the card a visitor joins with and a chat message. Part of the shared rules (rules/index.ts). */
import { charCount, isBlank } from './core'

/** Matchmaking (issue 12): the card a visitor joins with, and a chat message between matches. */
export const MATCH_LIMITS = {
  nameMaxChars: 40,
  companyMaxChars: 80,
  positionMaxChars: 40,
  countryMaxChars: 40,
  /** interests are chosen from the edition's top-level categories */
  maxInterests: 6,
  lookingForMaxChars: 200,
  /** what a mutual match sees when chat is off (phone, WeChat id, email: the visitor's choice) */
  contactMaxChars: 80,
  /** a chat message, counted as a person counts characters */
  chatMessageMaxChars: 1000,
} as const

export type MatchCardRuleKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'companyRequired'
  | 'companyTooLong'
  | 'positionRequired'
  | 'positionTooLong'
  | 'countryRequired'
  | 'countryTooLong'
  | 'interestsRequired'
  | 'interestsMax'
  | 'lookingForTooLong'
  | 'contactTooLong'

export interface MatchCardForm {
  name?: string | null
  company?: string | null
  position?: string | null
  country?: string | null
  interests?: readonly unknown[] | null
  lookingFor?: string | null
  contact?: string | null
}

/** The first failing rule of the matchmaking card, in the form's order; null when it may be saved. */
export function validateMatchCard(form: MatchCardForm): MatchCardRuleKey | null {
  const text = (value: string | null | undefined) => (value ?? '').trim()
  const fields = [
    ['name', MATCH_LIMITS.nameMaxChars],
    ['company', MATCH_LIMITS.companyMaxChars],
    ['position', MATCH_LIMITS.positionMaxChars],
    ['country', MATCH_LIMITS.countryMaxChars],
  ] as const
  for (const [field, max] of fields) {
    if (isBlank(form[field])) return `${field}Required`
    if (charCount(text(form[field])) > max) return `${field}TooLong`
  }
  const interests = form.interests?.length ?? 0
  if (interests < 1) return 'interestsRequired'
  if (interests > MATCH_LIMITS.maxInterests) return 'interestsMax'
  if (charCount(text(form.lookingFor)) > MATCH_LIMITS.lookingForMaxChars) return 'lookingForTooLong'
  if (charCount(text(form.contact)) > MATCH_LIMITS.contactMaxChars) return 'contactTooLong'
  return null
}

export type ChatMessageRuleKey = 'chatEmpty' | 'chatTooLong'

/** A chat message: not empty, not only whitespace, at most MATCH_LIMITS.chatMessageMaxChars characters. */
export function validateChatMessage(content: string | null | undefined): ChatMessageRuleKey | null {
  if (isBlank(content)) return 'chatEmpty'
  if (charCount(content!.trim()) > MATCH_LIMITS.chatMessageMaxChars) return 'chatTooLong'
  return null
}

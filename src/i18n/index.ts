import type { BaseLang } from './base'
import en from './en'
import zhCN from './zh-CN'
import type { Language } from './language'
import { withSections } from './sections'

export type { BaseLang }

export { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage, type Language } from './language'

/**
 * A language's whole dictionary: its core words, and each feature's section once its module is
 * imported (src/i18n/sections.ts). Typed whole: a page imports the sections it reads.
 */
const dictionaries = {
  'ZH-CN': withSections(zhCN, 'ZH-CN'),
  EN: withSections(en, 'EN'),
} as Record<Language, BaseLang>

export function dictionary(language: Language): BaseLang {
  return dictionaries[language]
}

/** Replaces {name} placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(
    /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g,
    (whole, key: string, one?: string, other?: string) => {
      if (!(key in values)) return whole
      // {count|view|views}: the word for the number (English; Chinese has no plural forms)
      if (one !== undefined && other !== undefined) return Number(values[key]) === 1 ? one : other
      return String(values[key])
    },
  )
}

export type Localized = string | Partial<Record<string, string>> | null | undefined

/**
 * Reads a string that the backend may send as an object keyed by language. The current language
 * wins; otherwise the spec's fallback order ZH-CN, EN, zh-CN, en.
 */
export function localize(value: Localized, language: Language): string {
  if (value == null) return ''
  if (typeof value === 'string') return value
  const order = [language, language.toLowerCase(), 'ZH-CN', 'EN', 'zh-CN', 'en']
  for (const key of order) {
    const text = value[key]
    if (typeof text === 'string' && text !== '') return text
  }
  return ''
}

/** Spec §9: labels are cut at 30 characters in English, otherwise 15 (one less plus an ellipsis). */
export function truncateLabel(label: string, language: Language): string {
  const max = language === 'EN' ? 30 : 15
  const chars = Array.from(label)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : label
}

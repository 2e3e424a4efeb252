import type { BaseLang } from './base'
import type { Language } from './language'

/**
 * The dictionary's sections that only some pages read. Their words (both languages) live in
 * `sections/<name>.ts` and are bundled with the pages that import them, so the first screen does
 * not download every feature's words (bench:size). Every file that reads `t.<section>` imports
 * its module (`import '../../i18n/sections/conference'`); reading one that no file imported throws
 * at once, naming the module.
 */
export const FEATURE_SECTIONS = [
  'consult',
  'conference',
  'exhibitor',
  'pairs',
  'venue',
  'walkRoute',
  'visit',
  'booking',
  'content',
  'rankings',
  'planQueue',
  'rfq',
  'uploader',
  'codeButton',
  'home',
  'menu',
  'search',
  'offline',
  'offlinePack',
  'offlineActions',
  'myData',
  'privacy',
  'offlineDetail',
] as const

export type FeatureSection = (typeof FEATURE_SECTIONS)[number]

/** What `zh-CN.ts` and `en.ts` hold: every section but the features' own. */
export type CoreLang = Omit<BaseLang, FeatureSection>

type Sections = { [K in FeatureSection]?: Record<Language, BaseLang[K]> }
const defined: Sections = {}

/** A section module registers its words (both languages, typed: a missing key does not compile). */
export function defineSection<K extends FeatureSection>(
  key: K,
  words: Record<Language, BaseLang[K]>,
): Record<Language, BaseLang[K]> {
  ;(defined as Record<K, Record<Language, BaseLang[K]>>)[key] = words
  return words
}

export function sectionOf<K extends FeatureSection>(key: K, language: Language): BaseLang[K] {
  const words = defined[key] as Record<Language, BaseLang[K]> | undefined
  if (!words) throw new Error(`i18n: t.${key} is read before src/i18n/sections/${key}.ts was imported`)
  return words[language]
}

import type { Language } from './language'

/**
 * The words a feature owns: a section of the dictionary (`t.<section>`) that only some pages read.
 * A section is one module, in the feature's folder (src/features/<name>/words.ts) or, when shared
 * components or several features read it, in src/i18n/sections/<section>.ts. The module declares
 * the section's interface, adds it to FeatureWords below (declaration merging) and registers its
 * words in both languages with defineSection, typed against that interface: a key missing in either
 * language does not compile, and nothing else in src/i18n has to be edited for a new section.
 *
 * Its words (both languages) are bundled with the pages that import the module, so the first
 * screen does not download every feature's words (bench:size). Every file that reads
 * `t.<section>` imports its module (`import '../words'`): src/i18n/__tests__/sections.test.ts
 * fails for a file that does not, since until then the section is missing from the dictionary.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each section module
export interface FeatureWords {}

export type FeatureSection = keyof FeatureWords

/** What `zh-CN.ts` and `en.ts` hold: every word but the features' own. */
export type { CoreLang } from './base'

type Defined = { [K in FeatureSection]?: Record<Language, FeatureWords[K]> }
const defined: Defined = {}
const dictionaries: Array<{ language: Language; words: object }> = []

function attach(target: object, key: string, words: unknown) {
  Object.defineProperty(target, key, { value: words, enumerable: true, configurable: true })
}

/** A section module registers its words (both languages, typed: a missing key does not compile). */
export function defineSection<K extends FeatureSection>(
  key: K,
  words: Record<Language, FeatureWords[K]>,
): Record<Language, FeatureWords[K]> {
  ;(defined as Record<K, Record<Language, FeatureWords[K]>>)[key] = words
  for (const dictionary of dictionaries) attach(dictionary.words, key, words[dictionary.language])
  return words
}

/** A language's whole dictionary: `core`, with every section registered so far and every one to come. */
export function withSections<T extends object>(core: T, language: Language): T {
  const whole = { ...core }
  for (const [key, words] of Object.entries(defined)) attach(whole, key, (words as Record<Language, unknown>)[language])
  dictionaries.push({ language, words: whole })
  return whole
}

/** The sections registered so far (the modules imported so far), for tests. */
export function definedSections(): string[] {
  return Object.keys(defined)
}

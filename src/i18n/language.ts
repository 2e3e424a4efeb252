// The language codes alone, without the dictionaries: the early-request boot script (src/boot)
// needs them and must stay a few KB.

/** The two languages of the product; stored upper-cased under __language__. */
export type Language = 'ZH-CN' | 'EN'
export const DEFAULT_LANGUAGE: Language = 'ZH-CN'
export const LANGUAGES: readonly Language[] = ['ZH-CN', 'EN']

/** Accepts any casing ('en', 'zh-cn', 'ZH-CN'); anything else is not a language. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined
  const upper = value.trim().toUpperCase()
  return upper === 'EN' || upper === 'ZH-CN' ? upper : undefined
}

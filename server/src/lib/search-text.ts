import { pinyin } from 'pinyin-pro'

const HAN = /[\u3400-\u9fff]/

/** A searchable name in both languages: [Chinese, English]. */
export type NamePair = readonly [zh: string, en: string]

/**
 * The searchable text of a name, computed once at write time and indexed:
 * lower-cased Chinese and English names, full pinyin without spaces and pinyin initials
 * ('华东机械' → 'huadongjixie hdjx'), so a query never computes pinyin. English plurals whose
 * singular is not already in the text are added singular ('Batteries' → 'battery'), since a
 * query's words are matched singular too (singularPhrase).
 */
export function buildSearchText(nameZh: string, nameEn: string): string {
  return searchTextOf([[nameZh, nameEn]])
}

/** buildSearchText of several names (an exhibitor's name, its categories, …) and codes (a stand). */
export function searchTextOf(names: readonly NamePair[], codes: readonly string[] = []): string {
  const parts: string[] = []
  for (const [nameZh, nameEn] of names) {
    parts.push(nameZh, nameEn)
    if (HAN.test(nameZh)) {
      const syllables = pinyin(nameZh, { toneType: 'none', type: 'array', nonZh: 'removed' }) as string[]
      parts.push(syllables.join(''), syllables.map((s) => s[0] ?? '').join(''))
    }
    const en = nameEn.toLowerCase()
    const one = singularPhrase(en)
    if (!en.includes(one)) parts.push(one)
  }
  parts.push(...codes)
  return parts.join(' ').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * English words a plural rule must leave alone: singular words ending in s ('lens', 'series',
 * 'chassis') and short words where dropping the s makes another word ('gas', 'bus').
 */
const NOT_PLURAL = new Set(['series', 'species', 'news', 'lens', 'chassis', 'means', 'gas', 'bus', 'plus', 'always'])

/**
 * The singular of an English plural by the regular rules of English spelling (no library: the few
 * npm stemmers are either unmaintained or Porter, whose stems are not substrings of the word —
 * 'machinery' → 'machineri' — and the search matches substrings):
 * -ies after a consonant → -y (batteries → battery); -es after s, x, z, ch, sh → drop -es
 * (boxes → box, switches → switch, presses → press); words ending -ss, -us, -is stay (glass,
 * status, axis); any other final -s goes (pumps → pump, valves → valve). Words under 4 letters,
 * those with other characters than a–z and the NOT_PLURAL words stay as they are. Irregular
 * plurals (knives, people) are not singularised: the query as typed is matched too.
 */
export function singular(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || NOT_PLURAL.has(word)) return word
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (/(ss|us|is)$/.test(word)) return word
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** Every word of a lower-cased phrase singular ('hydraulic pumps' → 'hydraulic pump'). */
export function singularPhrase(phrase: string): string {
  return phrase.replace(/[a-z]+/g, (w, at: number, all: string) =>
    // a word glued to digits or other letters ('6-axis' is two words, 'abc123s' is not a plural)
    /[0-9]/.test(all[at - 1] ?? '') || /[0-9]/.test(all[at + w.length] ?? '') ? w : singular(w),
  )
}

/** Normalises a user query into LIKE patterns for the search index; null when empty. */
export function searchPatterns(q: string | undefined | null): string[] | null {
  if (!q) return null
  const norm = q
    .toLowerCase()
    .replace(/[%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!norm) return null
  const patterns = [`%${norm}%`]
  // 'hua dong' typed with spaces still finds the stored 'huadong…'.
  if (/^[a-z ]+$/.test(norm) && norm.includes(' ')) patterns.push(`%${norm.replace(/ /g, '')}%`)
  // 'hydraulic pumps' finds 'Hydraulic Pump' (the stored text holds plurals singular too)
  const one = singularPhrase(norm)
  if (one !== norm && one.length >= 3) patterns.push(`%${one}%`)
  return patterns
}

const CJK = /[\u3400-\u9fff]/

/** Chinese has no spaces between words: ICU's dictionary segmenter (in Node's full ICU) finds them. */
const words = new Intl.Segmenter('zh', { granularity: 'word' })
const MAX_TERMS = 6

/**
 * The words of a query, when it has several: split at spaces, and Chinese runs split into words
 * ('华东机械' → 华东, 机械; '数控 车床' → 数控, 车床). An item matches when it contains every
 * word, in any order, anywhere in its name (or pinyin). A single word gives [] (the phrase alone).
 */
export function searchTerms(q: string | undefined | null): string[] {
  if (!q) return []
  const norm = q
    .toLowerCase()
    .replace(/[%_\\"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const terms = new Set<string>()
  for (const part of norm.split(' ')) {
    if (!part) continue
    if (!CJK.test(part)) {
      terms.add(part)
      continue
    }
    for (const s of words.segment(part)) if (s.isWordLike) terms.add(s.segment)
  }
  const list = [...terms]
  return list.length > 1 ? list.slice(0, MAX_TERMS) : []
}

/**
 * Tokens for 1–2 character queries, which a trigram index cannot serve: every Chinese character and
 * pair of adjacent characters, the English words, the pinyin syllables, full pinyin and initials.
 * Indexed with FTS5's unicode61 tokenizer; short queries match a token ('华东') or a token prefix ('hd').
 */
export function buildSearchTokens(nameZh: string, nameEn: string): string {
  return searchTokensOf([[nameZh, nameEn]])
}

/** buildSearchTokens of several names and codes (see searchTextOf). */
export function searchTokensOf(names: readonly NamePair[], codes: readonly string[] = []): string {
  const tokens = new Set<string>()
  for (const [nameZh, nameEn] of names) {
    const han = [...nameZh].filter((c) => CJK.test(c))
    for (let i = 0; i < han.length; i++) {
      tokens.add(han[i]!)
      if (i + 1 < han.length) tokens.add(han[i]! + han[i + 1]!)
    }
    for (const w of `${nameZh} ${nameEn}`.toLowerCase().split(/[^a-z0-9]+/)) if (w) tokens.add(w)
    if (han.length) {
      const syllables = pinyin(nameZh, { toneType: 'none', type: 'array', nonZh: 'removed' }) as string[]
      for (const s of syllables) tokens.add(s)
      tokens.add(syllables.join(''))
      tokens.add(syllables.map((s) => s[0] ?? '').join(''))
    }
  }
  for (const code of codes) for (const w of code.toLowerCase().split(/[^a-z0-9]+/)) if (w) tokens.add(w)
  return [...tokens].join(' ')
}

/** An FTS5 MATCH expression for a short (1–2 character) query, or null when the trigram path applies. */
export function shortMatch(q: string | undefined | null): string | null {
  if (!q) return null
  const norm = q.toLowerCase().replace(/\s+/g, '').trim()
  const chars = [...norm]
  if (chars.length === 0 || chars.length >= 3) return null
  if (chars.every((c) => CJK.test(c))) return `"${norm}"`
  if (/^[a-z0-9]+$/.test(norm)) return `"${norm}"*`
  return null
}

/**
 * The directory's matching rules applied in memory, for small sets searched whole (an edition's
 * sessions): a 1–2 character query matches a token (a Chinese character or pair) or a token's
 * start (a word, a pinyin syllable, full pinyin, initials); a longer one any substring of the
 * search text; a query of several words matches when every word does, in any order.
 */
export function matchesSearch(searchText: string, searchTokens: string, q: string | undefined | null): boolean {
  if (!q || !searchPatterns(q)) return true
  const phrase = (p: string): boolean => {
    const short = shortMatch(p)
    if (short) {
      const term = short.replace(/["*]/g, '')
      const tokens = searchTokens.split(' ')
      return short.endsWith('*') ? tokens.some((t) => t.startsWith(term)) : tokens.includes(term)
    }
    return (searchPatterns(p) ?? []).some((pattern) => searchText.includes(pattern.slice(1, -1)))
  }
  if (phrase(q)) return true
  const terms = searchTerms(q)
  return terms.length > 0 && terms.every(phrase)
}

/** What an exhibitor is searched by, besides its products' own entries. */
export interface CompanySearchSource {
  name_zh: string
  name_en: string
  stand: string
  main_product_zh: string
  main_product_en: string
}

/**
 * An exhibitor's stored search text and tokens: its name, stand code, categories (both languages)
 * and the main products it lists. Rebuilt whenever one of them changes (migration 0012 built them
 * for rows written before).
 */
export function companySearch(
  c: CompanySearchSource,
  categories: readonly NamePair[],
): { search_text: string; search_tokens: string } {
  const names: NamePair[] = [[c.name_zh, c.name_en], ...categories, [c.main_product_zh, c.main_product_en]]
  return { search_text: searchTextOf(names, [c.stand]), search_tokens: searchTokensOf(names, [c.stand]) }
}

/**
 * Whether a query finds the exhibitor itself (its name, stand or categories) rather than one of
 * its products (the main products it lists, its product entries): a result found only through a
 * product says so on its card. The directory's matching rules, applied in memory to a page.
 */
export function matchesCompanyItself(
  c: Pick<CompanySearchSource, 'name_zh' | 'name_en' | 'stand'>,
  categories: readonly NamePair[],
  q: string | undefined | null,
): boolean {
  const names: NamePair[] = [[c.name_zh, c.name_en], ...categories]
  return matchesSearch(searchTextOf(names, [c.stand]), searchTokensOf(names, [c.stand]), q)
}

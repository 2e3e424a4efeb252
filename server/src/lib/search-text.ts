import { pinyin } from 'pinyin-pro'

const HAN = /[\u3400-\u9fff]/

/**
 * The searchable text of a name, computed once at write time and indexed:
 * lower-cased Chinese and English names, full pinyin without spaces and pinyin initials
 * ('华东机械' → 'huadongjixie hdjx'), so a query never computes pinyin.
 */
export function buildSearchText(nameZh: string, nameEn: string): string {
  const parts = [nameZh, nameEn]
  if (HAN.test(nameZh)) {
    const syllables = pinyin(nameZh, { toneType: 'none', type: 'array', nonZh: 'removed' }) as string[]
    parts.push(syllables.join(''), syllables.map((s) => s[0] ?? '').join(''))
  }
  return parts.join(' ').toLowerCase().replace(/\s+/g, ' ').trim()
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
  const tokens = new Set<string>()
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

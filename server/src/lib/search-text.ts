import { pinyin } from 'pinyin-pro';

const HAN = /[\u3400-\u9fff]/;

/**
 * The searchable text of a name, computed once at write time and indexed:
 * lower-cased Chinese and English names, full pinyin without spaces and pinyin initials
 * ('华东机械' → 'huadongjixie hdjx'), so a query never computes pinyin.
 */
export function buildSearchText(nameZh: string, nameEn: string): string {
  const parts = [nameZh, nameEn];
  if (HAN.test(nameZh)) {
    const syllables = pinyin(nameZh, { toneType: 'none', type: 'array', nonZh: 'removed' }) as string[];
    parts.push(syllables.join(''), syllables.map((s) => s[0] ?? '').join(''));
  }
  return parts.join(' ').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Normalises a user query into LIKE patterns for the search index; null when empty. */
export function searchPatterns(q: string | undefined | null): string[] | null {
  if (!q) return null;
  const norm = q.toLowerCase().replace(/[%_\\]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!norm) return null;
  const patterns = [`%${norm}%`];
  // 'hua dong' typed with spaces still finds the stored 'huadong…'.
  if (/^[a-z ]+$/.test(norm) && norm.includes(' ')) patterns.push(`%${norm.replace(/ /g, '')}%`);
  return patterns;
}

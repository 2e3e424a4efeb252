import type { Language } from '../../../types/api.js'

const ZH_FORMS = /(股份有限公司|集团有限公司|制造有限公司|实业有限公司|有限责任公司|有限公司|集团|公司|厂)$/
const EN_FORMS =
  /\s*(,?\s*(Co\.,?\s*Ltd\.?|Corporation|Corp\.?|Group|Manufacturing|Industrial|Inc\.?|Ltd\.?|LLC|GmbH|S\.A\.|No\.\s*\d+))+\s*$/i

/**
 * The name on a stand's label: the company without its legal form ("有限公司", "Co., Ltd."), at
 * most 6 Chinese characters or two English words. The map shortens it further to fit the stand.
 */
export function shortName(lang: Language, zh: string, en: string): string {
  if (lang === 'EN' && en) {
    let s = en
    for (let i = 0; i < 3; i++) s = s.replace(EN_FORMS, '')
    const words = s.trim().split(/\s+/)
    return words.slice(0, 2).join(' ') || en
  }
  let s = zh || en
  for (let i = 0; i < 2; i++) s = s.replace(ZH_FORMS, '')
  // a number that keeps large seeds' names apart ("…12厂") is not part of the short name
  s = s.replace(/\d+$/, '')
  const chars = Array.from(s)
  return (chars.length > 6 ? chars.slice(chars.length - 6) : chars).join('') || zh
}

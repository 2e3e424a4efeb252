/**
 * Line breaking for the share poster's canvas (canvas text does not wrap). Chinese, Japanese and
 * Korean text breaks between any two characters; Latin text between words (a word longer than a
 * line breaks inside it). Closing punctuation never starts a line and opening punctuation never
 * ends one (the basic kinsoku rules). Past `maxLines` the last line ends with an ellipsis.
 */
export type Measure = (text: string) => number

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/
/** may not begin a line */
const NO_START = /^[，。、；：！？）》」』】〉,.;:!?)\]}％%…—·]$/
/** may not end a line */
const NO_END = /^[（《「『【〈([{“‘]$/

/** Units that stay together: one CJK character, or a Latin word with the spaces after it. */
export function breakUnits(text: string): string[] {
  const units: string[] = []
  let word = ''
  for (const ch of Array.from(text.replace(/\s+/g, ' '))) {
    if (CJK.test(ch)) {
      if (word) units.push(word)
      word = ''
      units.push(ch)
    } else if (ch === ' ') {
      word += ch
      units.push(word)
      word = ''
    } else {
      if (word.endsWith(' ')) {
        units.push(word)
        word = ''
      }
      word += ch
    }
  }
  if (word) units.push(word)
  return units.filter((u) => u !== '')
}

export function wrapText(measure: Measure, text: string, maxWidth: number, maxLines = Infinity): string[] {
  const units = breakUnits(text.trim())
  const lines: string[][] = []
  let line: string[] = []
  const width = (parts: string[]) => measure(parts.join('').trimEnd())
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!
    if (line.length && width([...line, unit]) > maxWidth) {
      // kinsoku: closing punctuation joins the line before; opening punctuation moves down with what follows
      if (NO_START.test(unit)) {
        const moved = line.pop()!
        lines.push(line)
        line = [moved]
      } else if (NO_END.test(line[line.length - 1]!)) {
        const moved = line.pop()!
        lines.push(line)
        line = [moved]
      } else {
        lines.push(line)
        line = []
      }
    }
    if (!line.length && measure(unit.trimEnd()) > maxWidth) {
      // a word wider than a line: break inside it
      let part = ''
      for (const ch of Array.from(unit)) {
        if (part && measure(part + ch) > maxWidth) {
          lines.push([part])
          part = ''
        }
        part += ch
      }
      line = [part]
      continue
    }
    line.push(unit)
  }
  if (line.length) lines.push(line)
  const out = lines.map((l) => l.join('').trimEnd()).filter((l) => l !== '')
  if (out.length <= maxLines) return out
  const kept = out.slice(0, maxLines)
  let last = kept[maxLines - 1]!
  while (last && measure(`${last}…`) > maxWidth) last = Array.from(last).slice(0, -1).join('')
  kept[maxLines - 1] = `${last.trimEnd()}…`
  return kept
}

/**
 * What changed between two texts, word by word, for the review before a save (issue 22 item 11:
 * cutting both texts to the same first characters showed two identical lines when the change was
 * further on). No diff package is installed; this is the longest common subsequence of the words.
 */

/** Words (Latin letters and digits, with ' and -), each CJK character, runs of spaces, and single marks. */
const TOKEN = /[\p{L}\p{N}'’-]+|\s+|./gsu
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/u

export function tokens(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(TOKEN)) {
    // Chinese and Japanese are written without spaces: each character is a word
    if (CJK.test(m[0])) out.push(...Array.from(m[0]))
    else out.push(m[0])
  }
  return out
}

/** Above this many cells the middle is compared as one block (a rewrite, not an edit). */
const MAX_CELLS = 1_000_000

/**
 * Marks each token of `a` and `b` as kept (in both) or changed (removed from a / added in b).
 * The common start and end are cut first, so a small edit in a long text is cheap.
 */
export function wordDiff(a: string, b: string): { a: string[]; b: string[]; changedA: boolean[]; changedB: boolean[] } {
  const ta = tokens(a)
  const tb = tokens(b)
  const changedA = ta.map(() => true)
  const changedB = tb.map(() => true)
  let head = 0
  while (head < ta.length && head < tb.length && ta[head] === tb[head]) {
    changedA[head] = changedB[head] = false
    head++
  }
  let tail = 0
  while (tail < ta.length - head && tail < tb.length - head && ta[ta.length - 1 - tail] === tb[tb.length - 1 - tail]) {
    changedA[ta.length - 1 - tail] = changedB[tb.length - 1 - tail] = false
    tail++
  }
  const ma = ta.slice(head, ta.length - tail)
  const mb = tb.slice(head, tb.length - tail)
  if (ma.length && mb.length && ma.length * mb.length <= MAX_CELLS) {
    // lcs[i][j]: the longest common run of ma[i..] and mb[j..]
    const w = mb.length + 1
    const lcs = new Uint32Array((ma.length + 1) * w)
    for (let i = ma.length - 1; i >= 0; i--)
      for (let j = mb.length - 1; j >= 0; j--)
        lcs[i * w + j] =
          ma[i] === mb[j] ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1])
    let i = 0
    let j = 0
    while (i < ma.length && j < mb.length) {
      if (ma[i] === mb[j]) {
        changedA[head + i++] = false
        changedB[head + j++] = false
      } else if (lcs[(i + 1) * w + j] >= lcs[i * w + j + 1]) i++
      else j++
    }
  }
  return { a: ta, b: tb, changedA, changedB }
}

const CONTEXT_WORDS = 3
const MAX_CHARS = 80

/** The changed part of one side with a few words around it: '…we make robots for cars…'. */
function excerpt(words: string[], changed: boolean[], anchor: number): string {
  let first = changed.indexOf(true)
  let last = changed.lastIndexOf(true)
  // nothing of this side changed (words were only added on the other): the place they went
  if (first < 0) first = last = anchor
  else last += 1
  let start = first
  for (let n = 0; start > 0 && n < CONTEXT_WORDS;) if (/\S/.test(words[--start])) n++
  let end = last
  for (let n = 0; end < words.length && n < CONTEXT_WORDS;) if (/\S/.test(words[end++])) n++
  let text = words.slice(start, end).join('').trim()
  if (Array.from(text).length > MAX_CHARS)
    text = `${Array.from(text)
      .slice(0, MAX_CHARS - 1)
      .join('')
      .trimEnd()}…`
  else if (end < words.length) text = `${text}…`
  return start > 0 ? `…${text}` : text
}

/**
 * The old and the new text cut to where they differ, a few words around the change on each side,
 * so the review shows the changed words (not the same first 24 characters twice).
 */
export function changeExcerpt(before: string, after: string): { from: string; to: string } {
  const d = wordDiff(before, after)
  // A side with no changed word (words were only added, or only removed, on the other) is all
  // kept: the place of the change there is the number of kept words before the other's change.
  const keptBefore = (changed: boolean[]) => {
    const first = changed.indexOf(true)
    return changed.slice(0, first < 0 ? 0 : first).filter((c) => !c).length
  }
  return {
    from: excerpt(d.a, d.changedA, keptBefore(d.changedB)),
    to: excerpt(d.b, d.changedB, keptBefore(d.changedA)),
  }
}

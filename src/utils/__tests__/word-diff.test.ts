// The review before a save shows the changed words (issue 22 item 11): both texts used to be cut to
// their first 24 characters, so a change further on showed the same line twice.
import { changeExcerpt, tokens, wordDiff } from '../word-diff'

const INTRO =
  'Founded in 1998, Huadong Machinery makes centrifugal pumps, valves and pipe fittings for water works and chemical plants across Asia.'

describe('changeExcerpt', () => {
  it('shows the changed words of a long text, with a few words around them, not the same start twice', () => {
    const after = INTRO.replace('chemical plants', 'power stations')
    const cut = changeExcerpt(INTRO, after)
    expect(cut.from).toBe('…water works and chemical plants across Asia.')
    expect(cut.to).toBe('…water works and power stations across Asia.')
    expect(cut.from).not.toBe(cut.to)
  })

  it('a word added or removed shows where it went', () => {
    const added = changeExcerpt('We make pumps for cars.', 'We make quiet pumps for cars.')
    expect(added).toEqual({ from: 'We make pumps for cars…', to: 'We make quiet pumps for cars…' })
    const removed = changeExcerpt('We make quiet pumps for cars.', 'We make pumps for cars.')
    expect(removed.from).toContain('quiet')
    expect(removed.to).not.toContain('quiet')
  })

  it('compares Chinese character by character', () => {
    expect(tokens('华东水泵')).toEqual(['华', '东', '水', '泵'])
    const cut = changeExcerpt(
      '公司成立于1998年，主营离心泵、阀门和管件，产品销往亚洲各地。',
      '公司成立于1998年，主营离心泵、阀门和管件，产品销往全球各地。',
    )
    expect(cut.from).toContain('亚洲')
    expect(cut.to).toContain('全球')
    expect(cut.to).not.toContain('亚洲')
  })

  it('keeps a long change readable: at most 80 characters a side', () => {
    const before = 'a '.repeat(200)
    const after = 'b '.repeat(200)
    const cut = changeExcerpt(before, after)
    expect(Array.from(cut.from).length).toBeLessThanOrEqual(80)
    expect(cut.to.startsWith('b b')).toBe(true)
  })

  it('marks only the changed words', () => {
    const d = wordDiff('one two three four', 'one TWO three four')
    expect(d.a.filter((_, i) => d.changedA[i])).toEqual(['two'])
    expect(d.b.filter((_, i) => d.changedB[i])).toEqual(['TWO'])
  })
})

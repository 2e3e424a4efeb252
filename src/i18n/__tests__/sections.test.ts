import fs from 'node:fs'
import path from 'node:path'
import { FEATURE_SECTIONS } from '../sections'

// A feature section is only there once its module was imported (src/i18n/sections.ts): every
// source file that reads `t.<section>` must import it, or the page throws when it renders.
const root = path.resolve(__dirname, '../..')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' || full.endsWith('src/i18n') ? [] : sources(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

describe('feature sections of the dictionary', () => {
  it('are imported by every file that reads them', () => {
    const missing: string[] = []
    for (const file of sources(root)) {
      const text = fs.readFileSync(file, 'utf8')
      for (const section of FEATURE_SECTIONS) {
        const reads = new RegExp(`(?<![\\w.])t\\.${section}\\b|language\\.t\\.${section}\\b`).test(text)
        const imports = new RegExp(`import '[./]+/i18n/sections/${section}'`).test(text)
        if (reads && !imports) missing.push(`${path.relative(root, file)}: t.${section}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('cannot be read before their module is imported', () => {
    jest.isolateModules(() => {
      const { dictionary } = require('..') as typeof import('..')
      expect(() => dictionary('EN').rankings).toThrow('src/i18n/sections/rankings.ts')
    })
  })
})

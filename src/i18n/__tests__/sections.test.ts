import fs from 'node:fs'
import path from 'node:path'

// A feature's section of the dictionary is only there once its module was imported
// (src/i18n/sections.ts): every source file that reads `t.<section>` must import it, or the page
// breaks when it renders.
const root = path.resolve(__dirname, '../..')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** section → the module that defines it (without extension), found where the words are: no list to keep. */
function sectionModules(files: string[]): Map<string, string> {
  const modules = new Map<string, string>()
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/defineSection\('(\w+)'/g)) {
      modules.set(match[1], file.replace(/\.ts$/, ''))
    }
  }
  return modules
}

describe('feature sections of the dictionary', () => {
  const files = sources(root)
  const modules = sectionModules(files)

  it('are found in their modules', () => {
    // the core words and the sections together: a section that is not found would go untested below
    expect([...modules.keys()]).toEqual(expect.arrayContaining(['rankings', 'menu', 'home', 'consult', 'rfq']))
    expect(modules.size).toBeGreaterThanOrEqual(23)
  })

  it('are imported by every file that reads them', () => {
    const missing: string[] = []
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8')
      const imported = new Set(
        [...text.matchAll(/^import '(\.[^']+)'$/gm)].map((m) => path.resolve(path.dirname(file), m[1])),
      )
      for (const [section, module] of modules) {
        if (module === file.replace(/\.tsx?$/, '')) continue
        const reads = new RegExp(`(?<![\\w.])t\\.${section}\\b|language\\.t\\.${section}\\b`).test(text)
        if (reads && !imported.has(module)) missing.push(`${path.relative(root, file)}: t.${section}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('are in the dictionary once their module is imported, in both languages', () => {
    jest.isolateModules(() => {
      const { dictionary } = require('..') as typeof import('..')
      expect(dictionary('EN').rankings).toBeUndefined()
      require('../../features/rankings/words')
      expect(dictionary('EN').rankings.hotExhibitors).toBe('Most viewed exhibitors')
      expect(dictionary('ZH-CN').rankings.hotExhibitors).toBe('热门展商')
    })
  })
})

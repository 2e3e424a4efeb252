/**
 * server/README.md's route table names every route the app registers, each in the file that
 * registers it: a route added, removed, renamed or moved without the table fails here. (The
 * routes are loaded from their folders, so the table is the one place a reader finds them all.)
 */
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { RouteOptions } from 'fastify'
import { makeApp, type TestApp } from './helpers.js'
import { SettableClock } from '../src/lib/clock.js'

const README = path.join(import.meta.dirname, '..', 'README.md')
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** "METHOD /path" of each row of the README's route table, by the file the row names. */
function documented(): Map<string, string> {
  const text = fs.readFileSync(README, 'utf8')
  const section = text.slice(text.indexOf('## Routes'), text.indexOf('## Decisions'))
  const out = new Map<string, string>()
  for (const row of section.split('\n').filter((l) => /^\| `[^`]+\.ts` \|/.test(l))) {
    const file = /^\| `([^`]+)`/.exec(row)![1]!
    for (const m of row.matchAll(/`(GET|POST|PUT|DELETE) ([^`]+)`/g)) out.set(`${m[1]} ${m[2]}`, file)
  }
  return out
}

describe('server README', () => {
  let t: TestApp
  const registered = new Set<string>()
  before(async () => {
    t = await makeApp(
      {},
      {
        // a settable clock registers the test clock's route too (app.ts)
        clock: new SettableClock(),
        onRoute: (r: RouteOptions) => {
          // HEAD is GET's twin, OPTIONS * is CORS's preflight
          for (const method of [r.method].flat()) {
            if (method === 'HEAD' || method === 'OPTIONS') continue
            registered.add(`${method} ${r.url}`)
          }
        },
      },
    )
  })
  after(() => t.close())

  it('lists every route the app registers, and no other', () => {
    const table = documented()
    assert.ok(table.size > 80, `the README's table was not found or is short (${table.size} routes)`)
    const missing = [...registered.keys()].filter((r) => !table.has(r))
    // the console's pages are served only once it is built (console/dist; app.ts): a fresh clone's
    // server tests run before any build
    const consoleBuilt = fs.existsSync(path.join(import.meta.dirname, '..', '..', 'console', 'dist', 'index.html'))
    const builtOnly = (r: string) => !consoleBuilt && (r === 'GET /console' || r === 'GET /console/*')
    const gone = [...table.keys()].filter((r) => !registered.has(r) && !builtOnly(r))
    assert.deepEqual(missing, [], 'routes the README does not list')
    assert.deepEqual(gone, [], 'routes the README lists that the app does not register')
  })

  it('names the file of each route', () => {
    const table = documented()
    const wrong: string[] = []
    const routes = path.join(import.meta.dirname, '..', 'src', 'routes')
    for (const [route, file] of table) {
      if (file === 'app.ts') continue
      const source = fs.readFileSync(path.join(routes, file), 'utf8')
      const url = route.slice(route.indexOf(' ') + 1)
      // or built from a template: `/api/v5/pageHomeData/${kind}` stands for …/companyProfile and …/product
      const templates = [...source.matchAll(/`(\/[^`]*)`/g)].map(
        (m) =>
          new RegExp(
            `^${m[1]!
              .split(/\$\{[^}]*\}/)
              .map(escapeRegExp)
              .join('[^/]+')}$`,
          ),
      )
      if (!source.includes(`'${url}'`) && !templates.some((t) => t.test(url)))
        wrong.push(`${route} is not in routes/${file}`)
    }
    assert.deepEqual(wrong, [])
  })
})

// `npm run deps`: how fresh the dependencies are and whether their licences allow shipping them.
//
// 1. Outdated direct dependencies of both packages (the app at the root, the server in server/),
//    with each one's licence: printed, never a failure (updating is a decision, not a reflex).
// 2. The licence of every package in both lockfiles (direct and transitive: the app's bundles and
//    the server ship them all) checked against the licences this project accepts. The project is
//    proprietary ("UNLICENSED"): its H5 bundles and mini-program package are handed to visitors'
//    devices, so only permissive licences (and file-level MPL, used unmodified) are compatible;
//    copyleft ones (GPL, LGPL, AGPL, EUPL, SSPL …) and non-commercial ones are not. A package offered
//    under "A OR B" passes when either is accepted; "A AND B" needs both. This check fails the run.
//
// Licences come from the lockfile (npm records each package's declared licence there); for the few
// packages that declare none there, from their package.json's old `licenses` array, else from
// scripts/deps-reviewed.json, where a person who read the package's LICENSE file wrote it down.
// `node scripts/deps.mjs --licences-only` skips the registry look-up (no network needed).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const satisfies = require('spdx-satisfies')

const root = path.resolve(import.meta.dirname, '..')
const PACKAGES = [
  { name: 'app', dir: root },
  { name: 'server', dir: path.join(root, 'server') },
]

/** Licences compatible with a proprietary product that ships its dependencies to devices. */
export const ACCEPTED = [
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC-BY-3.0', // data (the SPDX licence list in spdx-exceptions): attribution only
  'CC-BY-4.0', // data (caniuse-lite): attribution only
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'MPL-2.0', // file-level copyleft: fine while its files are used unmodified
  'OFL-1.1', // fonts (the PDF plan's CJK font): embedding in documents is allowed
  'Python-2.0',
  'Unlicense',
  'Zlib',
]

const REVIEWED_FILE = path.join(root, 'scripts', 'deps-reviewed.json')

/** SPDX ids from the pre-SPDX `licenses: [{ type }]` form some old packages still use. */
function legacyLicence(dir, key) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, key, 'package.json'), 'utf8'))
    const types = (manifest.licenses ?? []).map((l) => (typeof l === 'string' ? l : l.type))
    if (types.length === 0) return undefined
    // "BSD" alone names no licence: that one needs a person who read the file (deps-reviewed.json)
    if (types.some((t) => !/^[A-Za-z0-9.+-]+$/.test(t) || t === 'BSD')) return undefined
    return types.length === 1 ? types[0] : `(${types.join(' OR ')})`
  } catch {
    return undefined
  }
}

function packageName(key) {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
}

/** Every installed package of one lockfile with its licence expression (or undefined). */
export function lockedPackages(dir, reviewed = JSON.parse(fs.readFileSync(REVIEWED_FILE, 'utf8'))) {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'))
  const out = new Map()
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '' || entry.link) continue
    const name = packageName(key)
    const id = `${name}@${entry.version}`
    if (out.has(id)) continue
    const licence = entry.license ?? legacyLicence(dir, key) ?? reviewed[id]?.license ?? reviewed[name]?.license
    out.set(id, { name, version: entry.version, licence })
  }
  return out
}

export function accepted(expression) {
  try {
    return satisfies(expression, ACCEPTED)
  } catch {
    return false // not an SPDX expression: a person has to read it
  }
}

export function licenceCheck(packages = PACKAGES, reviewed = undefined) {
  const problems = []
  let count = 0
  for (const pkg of packages) {
    for (const { name, version, licence } of lockedPackages(pkg.dir, reviewed).values()) {
      count++
      if (!licence)
        problems.push(
          `${pkg.name}: ${name}@${version} declares no licence (read its LICENSE file and add it to scripts/deps-reviewed.json)`,
        )
      else if (!accepted(licence))
        problems.push(`${pkg.name}: ${name}@${version} is ${licence}, not compatible with this project's licence`)
    }
  }
  return { problems, count }
}

function installedLicence(dir, name) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'))
    return manifest.license ?? legacyLicence(path.join(dir), `node_modules/${name}`) ?? '?'
  } catch {
    return '?'
  }
}

function outdated(pkg) {
  // npm outdated exits 1 when something is outdated: that is its answer, not a failure
  const res = spawnSync('npm', ['outdated', '--json'], { cwd: pkg.dir, encoding: 'utf8' })
  if (res.error || (res.status !== 0 && res.status !== 1) || !res.stdout.trim().startsWith('{')) {
    return { error: (res.stderr || String(res.error ?? 'no answer')).trim().split('\n')[0] }
  }
  const rows = Object.entries(JSON.parse(res.stdout)).map(([name, info]) => {
    const first = Array.isArray(info) ? info[0] : info
    return [name, first.current ?? '-', first.wanted ?? '-', first.latest ?? '-', installedLicence(pkg.dir, name)]
  })
  return { rows }
}

function table(rows) {
  const head = ['package', 'current', 'wanted', 'latest', 'licence']
  const all = [head, ...rows]
  const widths = head.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)))
  return all.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')).join('\n')
}

// run as a command (the tests import the functions above)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const licencesOnly = process.argv.includes('--licences-only')
  if (!licencesOnly) {
    for (const pkg of PACKAGES) {
      console.log(`\n== outdated direct dependencies: ${pkg.name} (${path.relative(root, pkg.dir) || '.'}) ==`)
      const result = outdated(pkg)
      if (result.error) console.log(`(could not ask the registry: ${result.error})`)
      else if (result.rows.length === 0) console.log('all up to date')
      else console.log(table(result.rows))
    }
  }

  const { problems, count } = licenceCheck()
  console.log(`\n== licences: ${count} packages in both lockfiles, accepted: ${ACCEPTED.join(', ')} ==`)
  if (problems.length) {
    for (const p of problems) console.log(`NOT ACCEPTED  ${p}`)
    console.log(`licences: ${problems.length} package(s) not accepted`)
    process.exit(1)
  }
  console.log('licences: every package accepted')
}

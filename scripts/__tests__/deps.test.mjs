// `npm run deps`'s licence rules, on lockfiles made up here (node --test, part of `npm test`).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { accepted, licenceCheck } from '../deps.mjs'

function project(packages, manifests = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-test-'))
  fs.writeFileSync(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { '': {}, ...packages } }),
  )
  for (const [name, manifest] of Object.entries(manifests)) {
    fs.mkdirSync(path.join(dir, 'node_modules', name), { recursive: true })
    fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify(manifest))
  }
  return { name: 'test', dir }
}

test('permissive licences pass, copyleft and non-commercial ones do not', () => {
  for (const ok of ['MIT', 'Apache-2.0', '(MIT OR CC0-1.0)', 'Apache-2.0 AND MIT', '(BSD-3-Clause OR GPL-2.0)']) {
    assert.equal(accepted(ok), true, ok)
  }
  for (const no of [
    'GPL-3.0-only',
    'AGPL-3.0-or-later',
    'LGPL-2.1-only',
    'SSPL-1.0',
    'CC-BY-NC-4.0',
    '(MIT AND GPL-2.0)',
    'EUPL-1.2',
  ]) {
    assert.equal(accepted(no), false, no)
  }
  assert.equal(accepted('see LICENSE file'), false, 'not an SPDX expression: a person has to read it')
})

test('a GPL package anywhere in a lockfile fails the check, naming it', () => {
  const { problems, count } = licenceCheck(
    [
      project({
        'node_modules/a': { version: '1.0.0', license: 'MIT' },
        'node_modules/a/node_modules/b': { version: '2.0.0', license: 'GPL-3.0-only' },
      }),
    ],
    {},
  )
  assert.equal(count, 2)
  assert.equal(problems.length, 1)
  assert.match(problems[0], /b@2\.0\.0 is GPL-3\.0-only/)
})

test('a package declaring no licence needs its old licenses array or a reviewed entry', () => {
  const pkg = project(
    {
      'node_modules/old': { version: '0.1.0' },
      'node_modules/bare': { version: '1.0.0' },
      'node_modules/vague': { version: '1.0.1' },
    },
    { old: { licenses: [{ type: 'MIT' }] }, bare: {}, vague: { licenses: [{ type: 'BSD' }] } },
  )
  const before = licenceCheck([pkg], {})
  assert.deepEqual(
    before.problems.map((p) => p.split(' ')[1]),
    ['bare@1.0.0', 'vague@1.0.1'],
    'the legacy MIT array is read; "BSD" alone names no licence',
  )
  const after = licenceCheck([pkg], { 'bare@1.0.0': { license: 'ISC' }, 'vague@1.0.1': { license: 'BSD-3-Clause' } })
  assert.deepEqual(after.problems, [])
})

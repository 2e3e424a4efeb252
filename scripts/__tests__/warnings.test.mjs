// The warnings `npm test` and `.ci/run` refuse (lib/warnings.mjs), on real lines those tools print.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { runWatchingWarnings, warningKind } from '../lib/warnings.mjs'

test('deprecations and unsupported engines are recognised, other warnings are not', () => {
  assert.equal(warningKind('Deprecation Warning on line 0, column 8 of file:///x/button.scss:0:8:'), 'Sass deprecation')
  assert.equal(
    warningKind('(node:123) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.'),
    'Node deprecation',
  )
  assert.equal(
    warningKind('npm warn deprecated inflight@1.0.6: This module is not supported'),
    'deprecated npm package',
  )
  assert.equal(warningKind('npm warn EBADENGINE Unsupported engine {'), 'unsupported engine')
  assert.equal(warningKind('AssetsOverSizeLimitWarning: asset size limit: The following asset(s)'), undefined)
  assert.equal(warningKind('ok 12 - the deprecated field is ignored'), undefined)
})

test('a command that prints a deprecation is caught even when it exits 0', async () => {
  const script = "console.log('fine'); console.error('(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated')"
  const res = await runWatchingWarnings(process.execPath, ['-e', script], { echo: false })
  assert.equal(res.status, 0)
  assert.equal(res.warnings.length, 1)
  assert.match(res.warnings[0], /^Node deprecation: /)
})

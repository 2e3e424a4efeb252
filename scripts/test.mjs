// `npm test`: every check, in order, stopping at the first failure. Prints a summary line
// "steps: N passed, N failed" at the end. A step also fails when its output carries a warning of a
// kind this project fixes at the source (a deprecation, an unsupported engine: lib/warnings.mjs).
import path from 'node:path'
import { TEST_BUILD_ENV } from './lib/test-build.mjs'
import { runWatchingWarnings } from './lib/warnings.mjs'

const root = path.resolve(import.meta.dirname, '..')
const steps = [
  ['script tests', 'node', ['--test', 'scripts/__tests__/']],
  ['dependencies and licences', 'npm', ['run', 'deps']],
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit tests (jest)', 'npm', ['run', 'test:unit', '--', '--ci']],
  ['server tests', 'npm', ['run', 'test:server']],
  // with what the browser tests need of a deployment (the app's landing page: the footer banner)
  ['build H5', 'npm', ['run', 'build:h5'], TEST_BUILD_ENV],
  ['build weapp', 'npm', ['run', 'build:weapp']],
  ['mini-program tests (dist-weapp in Node)', 'npm', ['run', 'test:weapp']],
  ['size budgets', 'npm', ['run', 'bench:size']],
  ['offline pack size', 'npm', ['run', 'bench:offline']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
]
const only = process.argv.slice(2)
let passed = 0
const summary = []
for (const [name, cmd, args, env = {}] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  const res = await runWatchingWarnings(cmd, args, { cwd: root, env: { ...env, ...process.env, FORCE_COLOR: '0' } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = res.status === 0 && res.warnings.length === 0
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`)
  if (res.warnings.length) {
    console.log(`\n${name}: ${res.warnings.length} warning(s) of a kind this project fixes at the source:`)
    for (const w of res.warnings) console.log(`  ${w}`)
  }
  if (!ok) {
    console.log(`\n${summary.join('\n')}`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(res.status || 1)
  }
  passed++
}
console.log(`\n${summary.join('\n')}`)
console.log(`steps: ${passed} passed, 0 failed`)

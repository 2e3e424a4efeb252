// Mini-program tests: start the reference server (fresh temporary database, API only) on 127.0.0.1,
// run every __tests__/weapp/*.test.mjs against the built dist-weapp/ in Node, stop the server.
// `node __tests__/weapp/run.mjs flows` runs only the files whose names contain those words.
// Port: WEAPP_PORT, else E2E_PORT + 1, else 3101.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { DIST_DIR } from './harness/build.mjs'
import { referenceServer } from './harness/server.mjs'

const here = import.meta.dirname
const only = process.argv.slice(2)

if (!fs.existsSync(path.join(DIST_DIR, 'app.json'))) {
  console.error(`weapp tests: ${DIST_DIR} has no build; run \`npm run build:weapp\` first`)
  process.exit(1)
}

let server
try {
  server = await referenceServer()
} catch (error) {
  console.error(`weapp tests: ${error.message}`)
  process.exit(1)
}
process.on('SIGINT', () => {
  server.stop()
  process.exit(130)
})

const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs') && (only.length === 0 || only.some((o) => f.includes(o))))
  .map((f) => path.join(here, f))
const started = Date.now()
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  env: { ...process.env, WEAPP_SERVER_URL: server.url },
  stdio: 'inherit',
})
tests.on('exit', (code) => {
  server.stop()
  console.log(`weapp tests: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  process.exit(code ?? 1)
})

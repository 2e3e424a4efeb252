// Browser tests: start the reference server (fresh temporary database, serving the built H5 app)
// on 127.0.0.1, run every e2e/*.test.mjs in Debian's Chromium, stop the server.
// `node e2e/run.mjs plan journey` runs only the files whose names contain those words.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.E2E_PORT ?? 3100)
const distDir = path.resolve(root, process.env.E2E_DIST ?? 'dist')
const only = process.argv.slice(2)

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`e2e: ${distDir} has no build; run \`npm run build:h5\` first`)
  process.exit(1)
}

let server
try {
  server = await startReferenceServer({
    port,
    staticDir: distDir,
    // Big enough for the virtualisation test: over 2,000 exhibits in the current SIE edition.
    // TEST_CLOCK: tests set the server's clock as they set the browser's (support.mjs serverClockAt)
    // RETENTION_CHECK_SEC 0: no retention round removes seeded views while the tests move the clock
    // SEED_SHOW_START: the seeded show at the dates the tests name (SIE 15–18 Sep 2026), whatever today is
    env: {
      SEED_EXHIBITORS: '1600',
      SEED_PRODUCTS: '9000',
      TEST_CLOCK: '1',
      RETENTION_CHECK_SEC: '0',
      SEED_SHOW_START: '2026-09-15',
      // the organiser console's account (console.test.mjs)
      ORGANISER_EMAIL: 'organiser@e2e.test',
      ORGANISER_PASSWORD: 'e2e-organiser-password',
    },
  })
} catch (error) {
  console.error(`e2e: ${error.message}`)
  process.exit(1)
}
process.on('SIGINT', () => {
  server.stop()
  process.exit(130)
})
server.child.on('exit', (code) => {
  if (code !== null && code !== 0) {
    console.error(`e2e: the server exited with ${code}`)
    process.exit(1)
  }
})

const files = fs
  .readdirSync(path.join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs') && (only.length === 0 || only.some((o) => f.includes(o))))
  .map((f) => path.join('e2e', f))
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  cwd: root,
  // E2E_DATA_DIR: the server's data folder, so tests can read the outbox (.eml) it writes.
  env: { ...process.env, E2E_BASE_URL: server.baseUrl, E2E_DATA_DIR: server.dataDir },
  stdio: 'inherit',
})
tests.on('exit', (code) => {
  server.child.removeAllListeners('exit')
  server.stop()
  process.exit(code ?? 1)
})

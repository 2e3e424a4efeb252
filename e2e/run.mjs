// Browser tests: start the reference server (fresh temporary database, serving the built H5 app)
// on 127.0.0.1, run every e2e/*.test.mjs in Debian's Chromium, stop the server.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.E2E_PORT ?? 3100)
const baseUrl = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
const distDir = path.resolve(root, process.env.E2E_DIST ?? 'dist')
const only = process.argv.slice(2)

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`e2e: ${distDir} has no build; run \`npm run build:h5\` first`)
  process.exit(1)
}

const server = spawn(
  process.execPath,
  [path.join(root, 'server/node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/src/server.ts')],
  {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: distDir,
      LOG_LEVEL: 'warn',
      // Big enough for the virtualisation test: over 2,000 exhibits in the current SIE edition.
      SEED_EXHIBITORS: '1600',
      SEED_PRODUCTS: '9000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
)

function stop(code) {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code)
}
process.on('SIGINT', () => stop(130))
server.on('exit', (code) => {
  if (code !== null && code !== 0) {
    console.error(`e2e: the server exited with ${code}`)
    process.exit(1)
  }
})

// First start creates and seeds the database: wait for it (bounded).
const deadline = Date.now() + 120_000
for (;;) {
  try {
    const res = await fetch(`${baseUrl}/exhibition/detail`, { headers: { accept: 'text/html' } })
    if (res.ok) break
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error('e2e: the server did not answer within 120 s')
    stop(1)
  }
  await new Promise((r) => setTimeout(r, 500))
}

const files = fs
  .readdirSync(path.join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs') && (only.length === 0 || only.some((o) => f.includes(o))))
  .map((f) => path.join('e2e', f))
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  cwd: root,
  env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir },
  stdio: 'inherit',
})
tests.on('exit', (code) => stop(code ?? 1))

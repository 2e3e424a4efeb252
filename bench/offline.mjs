// npm run bench:offline — the size of the whole-edition offline pack (issue 16, item 4): raw, gzip and
// brotli as the server sends them, for the seeded edition and a 5,000-exhibitor edition, and the
// delta after one edit. The work is in offline-run.mts (ESM TypeScript, run with the server's tsx).
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const server = path.resolve(import.meta.dirname, '..', 'server')
const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'offline-run.mts')], {
  stdio: 'inherit',
  cwd: server,
})
process.exit(r.status ?? 1)

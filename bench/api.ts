/**
 * npm --prefix server run bench:api — API load benchmark (listPage, search, collect) on the
 * 50k-exhibitor / 500k-product dataset. The work is in api-run.mts (ESM, like the server package).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const script = path.join(__dirname, 'api-run.mts')
const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
  stdio: 'inherit',
  cwd: path.join(__dirname, '..', 'server'),
})
process.exit(r.status ?? 1)

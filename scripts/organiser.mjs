// `npm run organiser -- add <email>`: server/scripts/organiser.ts, run in server/ (a relative DATA_DIR
// still means where the organiser stands).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2).map((a) => (!a.startsWith('--') && fs.existsSync(a) ? path.resolve(a) : a))
const res = spawnSync(
  process.execPath,
  [path.join(root, 'server/node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/scripts/organiser.ts'), ...args],
  {
    cwd: path.join(root, 'server'),
    stdio: 'inherit',
    // a DATA_DIR given relative to where the organiser stands, not to server/
    env: { ...process.env, ...(process.env.DATA_DIR ? { DATA_DIR: path.resolve(process.env.DATA_DIR) } : {}) },
  },
)
process.exit(res.status ?? 1)

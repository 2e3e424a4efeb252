// The root's postinstall: installs server/ the same way the root was installed. Under `npm ci` the
// server is installed with `npm ci` too (exactly its lockfile, nothing rewritten); under
// `npm install` with `npm install` (a developer adding or updating a package).
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const command = process.env.npm_command === 'ci' ? 'ci' : 'install'
const server = path.resolve(import.meta.dirname, '..', 'server')
const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: server, stdio: 'inherit' })
process.exit(result.status ?? 1)

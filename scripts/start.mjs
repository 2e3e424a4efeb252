// `npm start`: build the H5 app if it is missing, then run the reference server, which serves the
// API and the H5 build (SPA fallback, precompressed assets) on 127.0.0.1:3000 (PORT, HOST).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('H5 build missing: building it once (about a minute)…')
  run(process.execPath, [path.join(root, 'node_modules/@tarojs/cli/bin/taro'), 'build', '--type', 'h5'])
  run(process.execPath, [path.join(root, 'scripts/compress-dist.mjs'), dist])
}

// the organiser console (/console/): a separate small bundle, built in a second when missing
if (!fs.existsSync(path.join(root, 'console/dist/index.html')))
  run(process.execPath, [path.join(root, 'console/build.mjs')])

const server = spawn(
  process.execPath,
  [
    path.join(root, 'server/node_modules/tsx/dist/cli.mjs'),
    // `npm run start:cluster`: several workers behind one port (PostgreSQL; server/src/cluster.ts)
    path.join(root, process.argv.includes('--cluster') ? 'server/src/cluster.ts' : 'server/src/server.ts'),
  ],
  {
    cwd: path.join(root, 'server'),
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? dist },
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

// Starts the reference server (server/) on 127.0.0.1 with a fresh temporary database, serving an H5
// build, for the browser tests and the benchmarks. `stop()` ends it and removes the database.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

// `readyPath`: what to poll until the server answers (default the H5 home; without an H5 build, an API route).
export async function startReferenceServer({
  port,
  staticDir,
  env = {},
  readyTimeoutMs = 120_000,
  readyPath = '/exhibition/detail',
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-server-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [path.join(root, 'server/node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/src/server.ts')],
    {
      cwd: path.join(root, 'server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  let exited = false
  let exitCode = null
  child.on('exit', (code) => {
    exited = true
    exitCode = code
  })
  const stop = () => {
    if (!exited) child.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  // The first start creates and seeds the database: wait for it, bounded.
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (exited) {
      stop()
      throw new Error(`the reference server exited during start-up (code ${exitCode})`)
    }
    try {
      const res = await fetch(`${baseUrl}${readyPath}`, { headers: { accept: 'text/html' } })
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop()
      throw new Error(`the reference server did not answer within ${readyTimeoutMs / 1000} s`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return { baseUrl, dataDir, child, stop, exited: () => exited }
}

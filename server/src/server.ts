import cluster from 'node:cluster'
import { buildApp } from './app.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import { startServerStats } from './lib/server-stats.js'
import { PG_EXTRA_CONNECTIONS } from './db/pool-size.js'

/** Standalone entry: validates configuration, creates/migrates/seeds the database on first start, listens. */
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config)
  const app = await buildApp({ config })
  if (!config.databaseUrl) app.log.info('SQLite: this server is one process (WORKERS > 1 needs DATABASE_URL)')
  else if (!cluster.isWorker) console.log(connectionBudget(config))
  if (process.env.SERVER_STATS_FILE) startServerStats(process.env.SERVER_STATS_FILE)
  const close = async () => {
    await app.close()
    process.exit(0)
  }
  process.on('SIGINT', close)
  process.on('SIGTERM', close)
  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (err) {
    const code = (err as { code?: string }).code
    console.error(
      code === 'EADDRINUSE' ? `Port ${config.port} on ${config.host} is already in use: set PORT to another port` : err,
    )
    process.exit(1)
  }
  const addr = app.server.address()
  const port = typeof addr === 'object' && addr ? addr.port : config.port
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  if (cluster.isWorker) console.log(`Worker ${cluster.worker!.id} (pid ${process.pid}) ready`)
  else console.log(`Expo directory running at http://${host}:${port}`)
}

/**
 * WORKERS > 1 (PostgreSQL): n copies of this server behind one port, node:cluster handing out the
 * connections. The first worker starts alone, so that it migrates (and on a first start seeds) the
 * database before the others open it; a worker that dies is replaced.
 */
async function runPrimary(config: Config) {
  let stopping = false
  const fork = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork()
      worker.once('listening', () => resolve())
      worker.once('exit', (code) => reject(new Error(`worker exited with code ${code} before listening`)))
    })
  try {
    await fork()
  } catch (err) {
    console.error(`The first worker could not start: ${(err as Error).message}`)
    process.exit(1)
  }
  await Promise.all(Array.from({ length: config.workers - 1 }, () => fork().catch(() => undefined)))
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(`Worker ${worker.id} (pid ${worker.process.pid}) ended (${signal ?? code}): starting another`)
    setTimeout(() => void fork().catch(() => undefined), 1000)
  })
  const stop = () => {
    stopping = true
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM')
    setTimeout(() => process.exit(0), 10_000).unref()
    cluster.on('exit', () => {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0)
    })
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  console.log(connectionBudget(config))
  console.log(
    `Expo directory running at http://${host}:${config.port} with ${config.workers} workers (pid ${process.pid})`,
  )
}

/**
 * The PostgreSQL connections this server may open, said at start-up so whoever sizes
 * max_connections (docs/deploy.md) and bench:day read what was used, not what was meant.
 */
function connectionBudget(config: Config): string {
  const perProcess = config.pgPoolMax + PG_EXTRA_CONNECTIONS
  return (
    `PostgreSQL: query pool of up to ${config.pgPoolMax} connections per process (PG_POOL_MAX), ` +
    `${perProcess} with the chat, cache and scheduler connections; up to ${perProcess * config.workers} ` +
    `for ${config.workers} process${config.workers > 1 ? 'es' : ''}`
  )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

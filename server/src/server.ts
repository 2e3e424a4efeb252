import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { startServerStats } from './lib/server-stats.js'

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
  const app = await buildApp({ config })
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
  console.log(`Expo directory running at http://${host}:${port}`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

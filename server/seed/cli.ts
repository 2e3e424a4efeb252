/**
 * npm --prefix server run seed -- [--exhibitors N] [--products N] [--reset]
 * Creates, migrates and seeds the database in DATA_DIR (default <repo>/data).
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig, ConfigError } from '../src/config.js'
import { isSeeded, migrateToLatest, openDatabase } from '../src/db/index.js'
import { seedDatabase } from '../src/db/seed.js'
import { demoShowStart } from './calendar.js'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  if (i >= 0) return process.argv[i + 1]
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`))
  return eq?.split('=')[1]
}

async function main() {
  const config = loadConfig()
  const exhibitors = Number(arg('exhibitors') ?? config.seedExhibitors)
  const products = Number(arg('products') ?? config.seedProducts)
  if (!Number.isInteger(exhibitors) || exhibitors < 10)
    throw new ConfigError('--exhibitors must be a whole number ≥ 10')
  if (!Number.isInteger(products) || products < 10) throw new ConfigError('--products must be a whole number ≥ 10')
  if (process.argv.includes('--reset') && !config.databaseUrl) {
    for (const f of ['expo.sqlite', 'expo.sqlite-wal', 'expo.sqlite-shm'])
      fs.rmSync(path.join(config.dataDir, f), { force: true })
  }
  const d = await openDatabase({ ...config, backgroundCheckpoints: false })
  await migrateToLatest(d)
  if (await isSeeded(d)) {
    console.log(
      `The database in ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} is already seeded; pass --reset to recreate it.`,
    )
  } else {
    console.log(
      `Seeding ${exhibitors} exhibitors and ${products} products into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} …`,
    )
    await seedDatabase(
      d,
      { exhibitors, products, showStart: config.seedShowStart ?? demoShowStart(Date.now()) },
      console.log,
    )
  }
  await d.close()
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
})

import fp from 'fastify-plugin'
import { isSeeded, migrateToLatest, openDatabase, type Database_ } from '../db/index.js'
import { seedDatabase } from '../db/seed.js'
import { demoShowStart } from '../../seed/calendar.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database_
  }
}

/** Opens the database (SQLite file or DATABASE_URL), applies pending migrations, seeds an empty one. */
export default fp(
  async (fastify) => {
    const { config } = fastify
    const database = await openDatabase(config)
    fastify.addHook('onClose', async () => {
      await database.close()
    })
    const applied = await migrateToLatest(database)
    if (applied.length) fastify.log.info({ migrations: applied }, 'Database migrated')
    if (!(await isSeeded(database))) {
      fastify.log.info('Empty database: creating the seed data')
      // the demo is live on whatever day it first starts (issue 26.2); the dates are written once,
      // so restarts keep them
      const showStart = config.seedShowStart ?? demoShowStart(fastify.clock.now())
      await seedDatabase(
        database,
        { exhibitors: config.seedExhibitors, products: config.seedProducts, showStart },
        (m) => fastify.log.info(m),
      )
    }
    fastify.decorate('database', database)
  },
  { name: 'database' },
)

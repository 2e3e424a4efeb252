import path from 'node:path'
import fp from 'fastify-plugin'
import { FileReminderProvider, ReminderScheduler } from '../lib/reminders.js'
import type { PluginOptions } from '../plugin-options.js'
import { DEFAULT_VENUE_TIME_ZONE } from '../db/migrations/0004_conference.js'

declare module 'fastify' {
  interface FastifyInstance {
    reminders: ReminderScheduler
  }
}

/**
 * Session reminders (issue 11): the scheduler and its provider (default: files in
 * DATA_DIR/outbox/reminders). It starts with the server and stops before the database closes.
 */
export default fp(
  async (fastify, opts: PluginOptions) => {
    const { config, catalog } = fastify
    const scheduler = new ReminderScheduler(
      fastify.conference,
      opts.reminders ?? new FileReminderProvider(path.join(config.dataDir, 'outbox', 'reminders')),
      fastify.clock,
      {
        leadMinutes: config.reminderLeadMin,
        checkSeconds: config.reminderCheckSec,
        timeZoneOf: (editionId) => catalog.editions.get(editionId)?.time_zone ?? DEFAULT_VENUE_TIME_ZONE,
      },
      fastify.log,
    )
    fastify.decorate('reminders', scheduler)
    fastify.addHook('onReady', async () => scheduler.start())
    // onClose hooks run in reverse order of registration: this one before the database's
    fastify.addHook('onClose', async () => scheduler.stop())
  },
  { name: 'reminders', dependencies: ['conference', 'catalog'] },
)

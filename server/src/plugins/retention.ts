import fp from 'fastify-plugin'
import { RetentionJob } from '../lib/retention.js'

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionJob
  }
}

/** Retention rounds (lib/retention.ts): start with the server, stop before the database closes. */
export default fp(
  async (fastify) => {
    const job = new RetentionJob(
      fastify.myData,
      fastify.clock,
      fastify.config.retentionCheckSec,
      fastify.log,
      fastify.pushSubscriptions,
      fastify.reminderContacts,
    )
    fastify.decorate('retention', job)
    fastify.addHook('onReady', async () => job.start())
    fastify.addHook('onClose', async () => job.stop())
  },
  { name: 'retention', dependencies: ['myData', 'pushSubscriptions', 'reminderContacts'] },
)

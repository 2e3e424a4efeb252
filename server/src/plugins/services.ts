import path from 'node:path'
import fp from 'fastify-plugin'
import { FileSmsProvider, SmsService } from '../lib/sms.js'
import { createMailer, type Mailer } from '../lib/mailer.js'
import type { PluginOptions } from '../plugin-options.js'

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsService
    mailer: Mailer
  }
}

/** Outgoing messages: SMS codes (provider: files in DATA_DIR/outbox/sms) and email (SMTP or .eml files). */
export default fp(
  async (fastify, opts: PluginOptions) => {
    const { config } = fastify
    fastify.decorate(
      'sms',
      new SmsService(
        fastify.smsCodes,
        opts.sms ?? new FileSmsProvider(path.join(config.dataDir, 'outbox', 'sms')),
        fastify.clock,
        fastify.secret,
      ),
    )
    fastify.decorate(
      'mailer',
      opts.mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          outboxDir: path.join(config.dataDir, 'outbox'),
          from: config.mailFrom,
        }),
    )
  },
  { name: 'sms', dependencies: ['smsCodes'] },
)

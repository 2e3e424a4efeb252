import path from 'node:path'
import fp from 'fastify-plugin'
import { FileSmsProvider, SmsService, type SmsProvider } from '../lib/sms.js'
import { AliyunSmsProvider, TencentSmsProvider } from '../lib/sms-vendors.js'
import type { Config } from '../config.js'
import { createMailer, type Mailer } from '../lib/mailer.js'
import type { PluginOptions } from '../plugin-options.js'

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsService
    mailer: Mailer
  }
}

/** The configured SMS provider (SMS_PROVIDER): files for local use, or a vendor's signed client. */
export function smsProvider(config: Config): SmsProvider {
  const sms = config.sms
  if (sms.provider === 'tencent') return new TencentSmsProvider(sms)
  if (sms.provider === 'aliyun') return new AliyunSmsProvider(sms)
  return new FileSmsProvider(path.join(config.dataDir, 'outbox', 'sms'))
}

/** Outgoing messages: SMS codes (provider: files in DATA_DIR/outbox/sms) and email (SMTP or .eml files). */
export default fp(
  async (fastify, opts: PluginOptions) => {
    const { config } = fastify
    fastify.decorate(
      'sms',
      new SmsService(
        fastify.smsCodes,
        opts.sms ?? smsProvider(config),
        fastify.clock,
        fastify.secret,
        fastify.log,
        config.sms.retryBaseMs,
        fastify.deliveries,
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
  { name: 'sms', dependencies: ['smsCodes', 'deliveries'] },
)

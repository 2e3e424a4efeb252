import path from 'node:path'
import fp from 'fastify-plugin'
import { FileReminderProvider, ReminderScheduler, type ReminderProvider } from '../lib/reminders.js'
import { ChannelReminderProvider, WechatSubscribeProvider, WechatTokenSource } from '../lib/wechat.js'
import { WebPushReminderProvider } from '../lib/web-push.js'
import { ContactReminderProvider, contactChannels, mailDomainOf, smsNoticesOffered } from '../lib/contact-reminders.js'
import { deliveryRef } from '../lib/delivery.js'
import type { PluginOptions } from '../plugin-options.js'
import { AdvisoryLeader, SCHEDULER_LOCK } from '../lib/leader.js'
import { DEFAULT_VENUE_TIME_ZONE } from '../db/migrations/0004_conference.js'

declare module 'fastify' {
  interface FastifyInstance {
    reminders: ReminderScheduler
    /** the shared WeChat access token (WEAPP_REMINDERS=wechat), else null */
    wechatToken: WechatTokenSource | null
  }
}

/**
 * An app path (/meeting/detail?sessionId=1) as the mini-program page a subscription message opens
 * (src/routes.json: every route's page is pages<path>/index).
 */
function pagePath(appPath: string): string {
  const [route = '', query] = appPath.split('?')
  return `pages${route}/index` + (query ? `?${query}` : '')
}

/**
 * Session reminders (issue 11): the scheduler and its provider (default: files in
 * DATA_DIR/outbox/reminders; with WEAPP_REMINDERS=wechat, subscription reminders go through
 * WeChat's subscribeMessage.send). It starts with the server and stops before the database closes.
 */
export default fp(
  async (fastify, opts: PluginOptions) => {
    const { config, catalog } = fastify
    const files = new FileReminderProvider(path.join(config.dataDir, 'outbox', 'reminders'))
    const wechat = config.weappReminders
    // reminders by email or SMS to what a visitor without push gave for them (lib/contact-reminders.ts)
    const contacts = new ContactReminderProvider(
      {
        contacts: fastify.reminderContacts,
        mailer: fastify.mailer,
        sms: contactChannels(config.sms).includes('sms') ? fastify.sms : null,
        smsNotices: smsNoticesOffered(config.sms),
        link: (appPath) => (config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}${appPath}` : null),
        leadMinutes: config.reminderLeadMin,
        ref: (key) => deliveryRef(fastify.secret, key),
        mailDomain: mailDomainOf(config.mailFrom),
        now: () => fastify.clock.now(),
        log: fastify.log,
      },
      opts.reminders ?? files,
    )
    // browsers' reminders by web push where the visitor allowed it (lib/web-push.ts)
    const others = new WebPushReminderProvider(
      fastify.webPush.sender,
      fastify.pushSubscriptions,
      contacts,
      () => fastify.clock.now(),
      fastify.log,
      // the RFC 8030 Topic: a push sent again replaces one the push service still holds
      (key) => deliveryRef(fastify.secret, key),
    )
    let provider: ReminderProvider = others
    let tokens: WechatTokenSource | null = null
    if (wechat.mode === 'wechat') {
      tokens = new WechatTokenSource(fastify.wechatTokens, wechat, fastify.clock, fastify.secret)
      const subscribe = new WechatSubscribeProvider(
        tokens,
        wechat,
        (userId) => fastify.visitorSessions.openidOf(userId),
        pagePath,
        fastify.log,
        config.sms.retryBaseMs,
      )
      provider = new ChannelReminderProvider(subscribe, others)
    }
    fastify.decorate('wechatToken', tokens)
    const scheduler = new ReminderScheduler(
      fastify.conference,
      provider,
      fastify.clock,
      {
        leadMinutes: config.reminderLeadMin,
        checkSeconds: config.reminderCheckSec,
        timeZoneOf: (editionId) => catalog.editions.get(editionId)?.time_zone ?? DEFAULT_VENUE_TIME_ZONE,
        eventCodeOf: (editionId) => {
          const ed = catalog.editions.get(editionId)
          return (ed && catalog.exhibitions.get(ed.exhibition_id)?.code) ?? null
        },
        staleClaimMs: config.reminderStaleSec * 1000,
      },
      fastify.log,
      { repo: fastify.deliveries, secret: fastify.secret },
      fastify.sessionNotices,
    )
    fastify.decorate('reminders', scheduler)
    // several processes on PostgreSQL: only the holder of an advisory lock runs the scheduler
    const leader = config.databaseUrl
      ? new AdvisoryLeader(
          config.databaseUrl,
          SCHEDULER_LOCK,
          { lead: () => scheduler.start(), yield: () => scheduler.stop() },
          config.schedulerRetrySec * 1000,
          fastify.log,
        )
      : null
    fastify.addHook('onReady', async () => (leader ? leader.start() : scheduler.start()))
    // onClose hooks run in reverse order of registration: this one before the database's
    fastify.addHook('onClose', async () => (leader ? leader.stop() : scheduler.stop()))
  },
  {
    name: 'reminders',
    dependencies: [
      'conference',
      'catalog',
      'wechatTokens',
      'visitorSessions',
      'webPush',
      'pushSubscriptions',
      'deliveries',
      'reminderContacts',
      'sms',
      'sessionNotices',
    ],
  },
)

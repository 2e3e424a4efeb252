/**
 * Retention (issue 23 item 8): uploads nothing uses are removed a day after they came, and view
 * records 90 days after their edition ended (repositories/my-data.ts says which); web push
 * subscriptions once the shows of their visitor's reminders have ended (issue 25). A round runs on
 * a timer in the server, like the reminder scheduler, and from `npm --prefix server run retention`.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock.js'
import type { MyDataRepository } from '../repositories/my-data.js'
import type { PushSubscriptionRepository } from '../repositories/push-subscriptions.js'
import type { ReminderContactRepository } from '../repositories/reminder-contacts.js'

export interface RetentionCounts {
  uploads: number
  views: number
  /** web push subscriptions whose visitors' shows have all ended */
  pushSubscriptions: number
  /** addresses and numbers given for reminders, once their visitors' shows have all ended */
  reminderContacts: number
}

export class RetentionJob {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<RetentionCounts> | null = null

  constructor(
    private readonly myData: MyDataRepository,
    private readonly clock: Clock,
    private readonly checkSeconds: number,
    private readonly log: FastifyBaseLogger,
    private readonly push: PushSubscriptionRepository | null = null,
    private readonly contacts: ReminderContactRepository | null = null,
  ) {}

  start(): void {
    if (!this.checkSeconds || this.timer) return
    const round = () => void this.run().catch((err) => this.log.error({ err }, 'retention round failed'))
    // the first round a minute after start (not while the server is still busy starting), then each period
    this.timer = setTimeout(
      () => {
        round()
        this.timer = setInterval(round, this.checkSeconds * 1000)
        this.timer.unref()
      },
      Math.min(60, this.checkSeconds) * 1000,
    )
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }

  /** One round (never two at once); logs and answers what it removed. */
  run(): Promise<RetentionCounts> {
    this.running ??= (async () => {
      const now = this.clock.now()
      const counts = {
        uploads: await this.myData.removeUnusedUploads(now),
        views: await this.myData.removeOldViews(now),
        pushSubscriptions: (await this.push?.removeAfterShows(now)) ?? 0,
        reminderContacts: (await this.contacts?.removeAfterShows(now)) ?? 0,
      }
      this.log.info(
        counts,
        `retention: removed ${counts.uploads} unused uploads and ${counts.views} old view records` +
          `, ${counts.pushSubscriptions} push subscriptions of ended shows` +
          `, ${counts.reminderContacts} reminder addresses and numbers of ended shows`,
      )
      return counts
    })().finally(() => {
      this.running = null
    })
    return this.running
  }
}

/**
 * Session reminders that reach the visitor: a scheduler hands each due reminder to a provider once,
 * `leadMinutes` before the session starts, and tells every visitor with a reminder when their
 * session's time or room changes. Delivery is at most once per message even across a restart:
 * a reminder is claimed in the database before it is handed over and marked sent after; a process
 * that dies in between leaves a stale claim, retried later with the same idempotency key, which the
 * provider recognises (the file provider's file already exists; WeChat refuses a second message on
 * one subscription; the SMS vendor is asked for it by its reference; email goes again with the same
 * Message-ID and web push with the same Topic, which mail systems and push services collapse).
 * Every message has a delivery record (lib/delivery.ts) that takes what the provider answered.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Language, ReminderChannel } from '../../../types/api.js'
import type { Clock } from './clock.js'
import type { ConferenceRepository, ReminderJob, Room } from '../repositories/conference.js'
import { venueRange } from './venue-time.js'
import { delivery, reasonOf, recipientHash, type DeliveryResult } from './delivery.js'
import type { DeliveryRepository } from '../repositories/deliveries.js'
import type { SessionNoticeRepository } from '../repositories/session-notices.js'

export interface ReminderMessage {
  /** the same message always has the same key: a provider that sees a key again must not send again */
  key: string
  /** meeting / meetingChanged: a meeting at a stand (issue 29), its reminder and its changes */
  kind: 'reminder' | 'changed' | 'meeting' | 'meetingChanged'
  /** the visitor (the provider maps it to a WeChat openid, a push token …) */
  userId: string
  channel: ReminderChannel
  language: Language
  /** the session; 0 for a meeting */
  sessionId: number
  /** the meeting, for a meeting's messages */
  meetingId?: number
  title: string
  /** ISO-8601 UTC */
  startTime: string
  endTime: string
  timeZone: string
  room: string
  hall: string
  /** a change notice that the session is cancelled */
  cancelled?: boolean
  /** for a change: what the visitor was told before */
  previous?: { startTime: string; endTime: string; room: string; hall: string }
  /** the whole message, ready to show, in the visitor's language */
  text: string
  /** the session's page in the app */
  path: string
  /**
   * an earlier attempt at this message was cut off (its process stopped mid-send): the channel may
   * have it already. A provider that can tell (a key it keeps, a one-time grant) answers sent.
   */
  resumed?: boolean
}

/**
 * The channel cannot carry this message, and trying again will not change it (WeChat 43101: the
 * visitor did not subscribe, or their one-time grant is used): the reminder is marked
 * undeliverable and not retried.
 */
export class ReminderUndeliverable extends Error {}

/**
 * Where reminders go. The answer is the delivery record's (lib/delivery.ts `delivery.sent(…)`,
 * `delivery.undeliverable(…)`, `delivery.failed(…)`; `duplicate`: the provider had this key already,
 * nothing was sent again). A thrown error is a failure worth another try (the scheduler's back-off
 * and attempt limit); ReminderUndeliverable, thrown, is the same as answering undeliverable.
 */
export interface ReminderProvider {
  deliver(message: ReminderMessage): Promise<DeliveryResult>
}

/**
 * Default provider: one JSON file per message in <dataDir>/outbox/reminders/, named after its key
 * and created exclusively, so the same message never makes two files (a developer reads them there).
 */
export class FileReminderProvider implements ReminderProvider {
  constructor(private readonly dir: string) {}
  async deliver(message: ReminderMessage): Promise<DeliveryResult> {
    const hash = crypto.createHash('sha256').update(message.key).digest('hex').slice(0, 16)
    const about = message.meetingId ? `meeting${message.meetingId}` : `session${message.sessionId}`
    const file = path.join(this.dir, `${message.kind}-${about}-${hash}.json`)
    const text = JSON.stringify(message, null, 2) + '\n'
    const write = () => fs.promises.writeFile(file, text, { flag: 'wx', mode: 0o600 })
    try {
      // the folder is made when a write finds it missing, not before every message (a rush of
      // meeting notices wrote hundreds a second, each with its own mkdir)
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
        await fs.promises.mkdir(this.dir, { recursive: true })
        await write()
      })
      return delivery.sent('file')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return delivery.sent('file', { duplicate: true })
      throw error
    }
  }
}

/**
 * What the visitor was last told about the session: kept with the reminder (several changes between
 * two rounds make one notice from the first state to the last); reminders from before that was
 * kept fall back to the session's previous values.
 */
function toldOf(job: ReminderJob): { startTime: string; endTime: string; roomId: number | null } {
  const { reminder: r, session: s } = job
  if (r.told_start_time && r.told_end_time)
    return { startTime: r.told_start_time, endTime: r.told_end_time, roomId: r.told_room_id }
  return {
    startTime: s.previous_start_time ?? s.start_time,
    endTime: s.previous_end_time ?? s.end_time,
    roomId: s.previous_room_id ?? s.room_id,
  }
}

export interface SchedulerOptions {
  leadMinutes: number
  /** seconds between two rounds; 0: no timer (tests call runDue themselves) */
  checkSeconds: number
  /** edition id → IANA zone of its venue */
  timeZoneOf: (editionId: number) => string
  /** edition id → its exhibition's code (the delivery records are counted per exhibition) */
  eventCodeOf?: (editionId: number) => string | null
  /** a claim older than this belongs to a process that died while sending (default 2 minutes) */
  staleClaimMs?: number
  /** reminders handed to one channel's provider at the same time (default SEND_CONCURRENCY) */
  sendConcurrency?: number
}

/** The channel a message is meant for, as delivery records name it (a WeChat subscription: wechat). */
const channelOf = (m: ReminderMessage): string => (m.channel === 'subscribe' ? 'wechat' : m.channel)

/** What the scheduler writes the delivery records with, and hashes their recipients with. */
export interface DeliveryRecords {
  repo: DeliveryRepository
  secret: string
}

/** A claim older than this belongs to a process that died while sending. */
const STALE_CLAIM_MS = 2 * 60_000
/** A send that failed this many times is given up (the provider is told each time). */
const MAX_ATTEMPTS = 5
const BATCH = 200
/**
 * Sends in flight per channel. One at a time, a round of 1,000 WeChat reminders took 104-120 s
 * (each send waits for a round trip); the vendors' own limits are far above this (WeChat's
 * subscribeMessage.send and the push services take hundreds per second), and a bound per channel
 * keeps one slow channel from holding up the others' sends.
 */
export const SEND_CONCURRENCY = 16

/** Runs `work` over `items`, at most `width` at a time per lane (`laneOf`). */
async function inLanes<T>(
  items: T[],
  width: number,
  laneOf: (item: T) => string,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const lanes = new Map<string, T[]>()
  for (const item of items) {
    const lane = laneOf(item)
    const list = lanes.get(lane) ?? []
    list.push(item)
    lanes.set(lane, list)
  }
  const runners: Promise<void>[] = []
  for (const list of lanes.values()) {
    let next = 0
    for (let i = 0; i < Math.min(width, list.length); i++)
      runners.push(
        (async () => {
          while (next < list.length) await work(list[next++]!)
        })(),
      )
  }
  await Promise.all(runners)
}

export interface RoundResult {
  reminders: number
  /** changes announced: a notice queued (or nothing to send, a WeChat subscription) per reminder */
  changes: number
  /** change notices the channel took */
  notices: number
  missed: number
  failed: number
}

export class ReminderScheduler {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<RoundResult> | null = null

  constructor(
    private readonly conference: ConferenceRepository,
    readonly provider: ReminderProvider,
    private readonly clock: Clock,
    readonly options: SchedulerOptions,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly records: DeliveryRecords | null,
    /** the change notices' queue (migration 0029) */
    private readonly notices: SessionNoticeRepository,
  ) {}

  /** The message's record: queued before it is handed over. */
  private async recordQueued(message: ReminderMessage, editionId: number): Promise<void> {
    if (!this.records) return
    await this.records.repo.queue(
      {
        key: message.key,
        kind: message.kind,
        channel: channelOf(message),
        eventCode: this.options.eventCodeOf?.(editionId) ?? null,
        sessionId: message.sessionId,
        recipient: recipientHash(this.records.secret, message.userId),
      },
      this.clock.now(),
    )
  }

  private async recordResult(
    key: string,
    result: DeliveryResult | { state: 'queued' | 'failed'; reason: string },
  ): Promise<void> {
    await this.records?.repo.settle(key, result, this.clock.now())
  }

  /** Hands a message over; a thrown ReminderUndeliverable becomes the undeliverable answer. */
  private async send(message: ReminderMessage): Promise<DeliveryResult> {
    try {
      return await this.provider.deliver(message)
    } catch (error) {
      if (error instanceof ReminderUndeliverable) return delivery.undeliverable(channelOf(message), error.message)
      throw error
    }
  }

  start(): void {
    if (this.options.checkSeconds <= 0 || this.timer) return
    // a first round at once: reminders that came due while the server was down go out now
    void this.runDue()
    this.timer = setInterval(() => void this.runDue(), this.options.checkSeconds * 1000)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }

  /** One round: changes announced first (so the reminder that follows names the new time), then due reminders. */
  runDue(): Promise<RoundResult> {
    // rounds never overlap in one process (the claims keep two processes apart)
    this.running ??= this.round().finally(() => {
      this.running = null
    })
    return this.running
  }

  private async round(): Promise<RoundResult> {
    const result: RoundResult = { reminders: 0, changes: 0, notices: 0, missed: 0, failed: 0 }
    for (const job of await this.conference.changedReminders(BATCH)) {
      try {
        await this.announceChange(job)
        result.changes++
      } catch (error) {
        result.failed++
        this.log.warn({ sessionId: job.session.id, err: (error as Error).message }, 'schedule change not announced')
      }
    }
    const now = this.clock.now()
    // the notices just queued go now, before the reminders that follow them
    await this.sendNotices(now, result)
    const dueBefore = new Date(now + this.options.leadMinutes * 60_000).toISOString()
    // A burst (1,000 due in the same minute) is drained in this round, batch after batch: waiting
    // for the next tick between batches of BATCH made 1,000 reminders take 4 ticks more (2 minutes
    // at the default REMINDER_CHECK_SEC of 30 s). A reminder seen once this round (a failure released
    // to pending) waits for the next round, so its retries keep their pace.
    const seen = new Set<string>()
    for (;;) {
      // each batch claims at its own time: a claim must not look older than it is to another process
      const at = this.clock.now()
      const batch = await this.conference.dueReminders(
        dueBefore,
        at - (this.options.staleClaimMs ?? STALE_CLAIM_MS),
        BATCH,
      )
      const due = batch.filter((job) => !seen.has(`${job.reminder.user_id}:${job.session.id}`))
      if (!due.length) break
      for (const job of due) seen.add(`${job.reminder.user_id}:${job.session.id}`)
      await this.sendDue(due, at, result)
      if (batch.length < BATCH) break
    }
    return result
  }

  /** Claims and sends one batch of due reminders, side by side per channel. */
  private async sendDue(due: ReminderJob[], now: number, result: RoundResult): Promise<void> {
    // each reminder is claimed before it is sent, so sending several at once sends none twice
    await inLanes(
      due,
      this.options.sendConcurrency ?? SEND_CONCURRENCY,
      (job) => (job.reminder.channel === 'subscribe' ? 'wechat' : job.reminder.channel),
      async (job) => {
        const { reminder, session } = job
        if (!(await this.conference.claim(job, now))) return
        // the session has begun (the server was down, or the reminder came too late): nothing useful to send
        if (Date.parse(session.start_time) <= now) {
          await this.conference.finish(reminder.user_id, session.id, 'missed', now)
          result.missed++
          return
        }
        const message = await this.message(job, 'reminder')
        // a claim taken over from a process that stopped mid-send
        if (reminder.status === 'sending') message.resumed = true
        await this.recordQueued(message, session.edition_id)
        let answer: DeliveryResult
        try {
          answer = await this.send(message)
        } catch (error) {
          result.failed++
          this.log.warn({ sessionId: session.id, err: (error as Error).message }, 'reminder delivery failed')
          const last = reminder.attempts + 1 >= MAX_ATTEMPTS
          await this.recordResult(message.key, { state: last ? 'failed' : 'queued', reason: reasonOf(error) })
          if (last) await this.conference.finish(reminder.user_id, session.id, 'failed', now)
          else await this.conference.release(reminder.user_id, session.id)
          return
        }
        await this.recordResult(message.key, answer)
        if (answer.state === 'sent' || answer.state === 'delivered') {
          await this.conference.finish(reminder.user_id, session.id, 'sent', now)
          result.reminders++
        } else {
          result.failed++
          this.log.warn({ sessionId: session.id, state: answer.state, reason: answer.reason }, 'reminder not delivered')
          await this.conference.finish(reminder.user_id, session.id, answer.state, now)
        }
      },
    )
  }

  /**
   * A changed session. Visitors reached on the web or in the app get a notice now, and a reminder
   * already sent for the old time is sent again before the new one (a change of room alone sends no
   * second reminder). A WeChat subscription allows one message per consent: no notice; the one
   * reminder goes at the new time and says what changed, and once it has gone nothing more can be
   * sent (the app's "Time changed" tells them, as it tells those whose reminder is a phone-calendar
   * event we cannot move).
   */
  private async announceChange(job: ReminderJob): Promise<void> {
    const { session, reminder } = job
    const told = toldOf(job)
    const timeChanged = told.startTime !== session.start_time || told.endTime !== session.end_time
    // Cancelled (the organiser console; hidden): the reminder will never go, so a WeChat
    // subscription's one message, if still unused, carries the cancellation (the consent's key:
    // never twice); other channels get the notice. Nothing is resent.
    if (session.hidden) {
      const unusedConsent = reminder.channel !== 'subscribe' || reminder.status !== 'sent'
      if (unusedConsent && Date.parse(session.end_time) > this.clock.now()) {
        await this.queueChangeNotice(job)
      }
      await this.conference.acknowledgeChange(job, { resend: false, told: true })
      return
    }
    if (reminder.channel === 'subscribe') {
      await this.conference.acknowledgeChange(job, { resend: timeChanged && reminder.status !== 'sent', told: false })
      return
    }
    // a session already over is not worth a notice; the reminder still follows the schedule
    if (Date.parse(session.end_time) > this.clock.now()) {
      await this.queueChangeNotice(job)
    }
    await this.conference.acknowledgeChange(job, { resend: timeChanged, told: true })
  }

  /**
   * Queues the "changed" notice of a job (once per message key), with its delivery record. The
   * queue sends it (sendNotices): claimed first, so it goes once across restarts and processes.
   */
  private async queueChangeNotice(job: ReminderJob): Promise<void> {
    const notice = await this.message(job, 'changed')
    const queued = await this.notices.queue(
      {
        key: notice.key,
        sessionId: job.session.id,
        userId: notice.userId,
        editionId: job.session.edition_id,
        message: JSON.stringify(notice),
      },
      new Date(this.clock.now()).toISOString(),
    )
    if (queued) await this.recordQueued(notice, job.session.edition_id)
  }

  /**
   * Sends the queued change notices that are due, side by side per channel as reminders go. Each
   * is claimed before it is handed over; a claim left by a process that stopped mid-send is taken
   * over marked `resumed` (email sends it again with the same Message-ID; SMS asks the vendor
   * first: lib/contact-reminders.ts). A failure is tried again on the next round, MAX_ATTEMPTS in all.
   */
  private async sendNotices(now: number, result: RoundResult): Promise<void> {
    const nowIso = new Date(now).toISOString()
    const stale = new Date(now - (this.options.staleClaimMs ?? STALE_CLAIM_MS)).toISOString()
    const due = (await this.notices.due(nowIso, stale, BATCH)).map((row) => ({
      row,
      message: JSON.parse(row.message) as ReminderMessage,
    }))
    await inLanes(
      due,
      this.options.sendConcurrency ?? SEND_CONCURRENCY,
      ({ message }) => channelOf(message),
      async ({ row, message }) => {
        if (!(await this.notices.claim(row, nowIso))) return
        if (row.state === 'sending') message.resumed = true
        let answer: DeliveryResult
        try {
          answer = await this.send(message)
        } catch (error) {
          result.failed++
          this.log.warn({ sessionId: row.session_id, err: (error as Error).message }, 'schedule change notice failed')
          const last = row.attempts + 1 >= MAX_ATTEMPTS
          await this.recordResult(message.key, { state: last ? 'failed' : 'queued', reason: reasonOf(error) })
          await this.notices.settle(row.id, last ? 'failed' : 'queued', nowIso)
          return
        }
        await this.recordResult(message.key, answer)
        const took = answer.state === 'sent' || answer.state === 'delivered'
        if (took) result.notices++
        else
          this.log.warn(
            { sessionId: row.session_id, state: answer.state, reason: answer.reason },
            'notice not delivered',
          )
        await this.notices.settle(row.id, took ? 'done' : 'failed')
      },
    )
  }

  /** The message for a job, in the language the visitor asked in. */
  async message(job: ReminderJob, kind: 'reminder' | 'changed'): Promise<ReminderMessage> {
    const { reminder, session } = job
    const lang: Language = reminder.language === 'EN' ? 'EN' : 'ZH-CN'
    const tz = this.options.timeZoneOf(session.edition_id)
    const told = toldOf(job)
    const rooms = await this.conference.roomsById([session.room_id, told.roomId].filter((x): x is number => x !== null))
    const place = (room: Room | undefined, fallbackZh: string, fallbackEn: string) => ({
      room: room ? (lang === 'EN' ? room.name_en : room.name_zh) : lang === 'EN' ? fallbackEn : fallbackZh,
      hall: room ? (lang === 'EN' ? room.hall_en : room.hall_zh) : '',
    })
    const now = place(
      session.room_id !== null ? rooms.get(session.room_id) : undefined,
      session.room_zh,
      session.room_en,
    )
    const title = lang === 'EN' ? session.title_en : session.title_zh
    const when = venueRange(session.start_time, session.end_time, tz, lang)
    const where = [now.hall, now.room].filter(Boolean).join(lang === 'EN' ? ', ' : ' ')
    let previous: ReminderMessage['previous']
    let text: string
    // what changed since the visitor was last told (for a reminder: only when no notice went out)
    const prevRoom = told.roomId !== null ? rooms.get(told.roomId) : undefined
    const before = place(prevRoom, session.room_zh, session.room_en)
    const was = venueRange(told.startTime, told.endTime, tz, lang)
    const wasWhere = [before.hall, before.room].filter(Boolean).join(lang === 'EN' ? ', ' : ' ')
    const parts: string[] = []
    if (was !== when) parts.push(lang === 'EN' ? `time changed from ${was} to ${when}` : `时间由 ${was} 改为 ${when}`)
    if (wasWhere !== where)
      parts.push(lang === 'EN' ? `room changed from ${wasWhere} to ${where}` : `地点由 ${wasWhere} 改为 ${where}`)
    if (kind === 'changed' && session.hidden) {
      // a cancellation names the time and place it was to have
      previous = { startTime: told.startTime, endTime: told.endTime, ...before }
      text =
        lang === 'EN'
          ? `Cancelled: "${title}" (${was}, ${wasWhere}) will not take place.`
          : `您设置了提醒的「${title}」（${was}，${wasWhere}）已取消。`
    } else if (kind === 'reminder') {
      if (parts.length) previous = { startTime: told.startTime, endTime: told.endTime, ...before }
      const changed = parts.length
        ? lang === 'EN'
          ? ` Note: ${parts.join('; ')}.`
          : `注意：${parts.join('；')}。`
        : ''
      text =
        lang === 'EN'
          ? `Reminder: "${title}" starts in ${this.options.leadMinutes} minutes — ${when}, ${where}.${changed}`
          : `提醒：「${title}」将于 ${this.options.leadMinutes} 分钟后开始——${when}，${where}。${changed}`
    } else {
      previous = { startTime: told.startTime, endTime: told.endTime, ...before }
      text =
        lang === 'EN'
          ? `Schedule change for "${title}": ${parts.join('; ') || `now ${when}, ${where}`}.`
          : `您设置了提醒的「${title}」有变动：${parts.join('；') || `现为 ${when}，${where}`}。`
    }
    // The key names what may be sent once. A reminder: its start, so a session moved later gets one
    // for its new time. A WeChat subscription: the consent (the reminder's creation; Cancel and
    // Remind me again is a new tap), so even a retried claim never sends a second message on it
    // (a cancellation sent on it included).
    const key =
      kind === 'changed' && reminder.channel !== 'subscribe'
        ? `changed:${session.id}:${reminder.user_id}:v${session.schedule_version}`
        : reminder.channel === 'subscribe'
          ? `subscribe:${session.id}:${reminder.user_id}:${reminder.created_at}`
          : `reminder:${session.id}:${reminder.user_id}:${session.start_time}`
    return {
      key,
      kind,
      userId: reminder.user_id,
      channel: (reminder.channel as ReminderChannel) ?? 'web',
      language: lang,
      sessionId: session.id,
      title,
      startTime: session.start_time,
      endTime: session.end_time,
      timeZone: tz,
      room: now.room,
      hall: now.hall,
      previous,
      text,
      path: `/meeting/detail?sessionId=${session.id}&language=${lang}`,
      ...(kind === 'changed' && session.hidden ? { cancelled: true } : {}),
    }
  }
}

/**
 * Reminders by email or text message (issue 25 item 3): for a visitor whose browser cannot take web
 * push (WeChat's browser, iOS outside an installed app, the native app's web view, permission
 * refused), to the address or number they gave for their reminders (repositories/reminder-contacts).
 * Mail goes through the server's mailer (SMTP_URL, or .eml files in DATA_DIR/outbox), SMS through
 * the configured SMS provider with its `reminder` template. Other channels pass to `others`.
 *
 * The address or number is opened only here, to send, and never goes into a log, an error or a
 * delivery record: a failure carries the mail server's or the vendor's code.
 */
import type { Mailer } from './mailer.js'
import type { ReminderMessage, ReminderProvider } from './reminders.js'
import { delivery, type DeliveryResult } from './delivery.js'
import { pushPayload } from './web-push.js'
import { SmsRefused, vendorCodeOf } from './sms-vendors.js'
import { venueClock, venueDay } from './venue-time.js'
import type { Language } from '../../../types/api.js'

export interface ContactReminderDeps {
  contacts: { valueOf(userId: string, kind: 'email' | 'sms'): Promise<string | null> }
  mailer: Mailer
  /** null: this server does not send reminders by SMS (a vendor without the reminder template) */
  sms: {
    remind(
      phone: string,
      lang: Language,
      params: Record<string, string>,
      text: string,
      template?: 'reminder' | 'notice',
      reference?: string,
    ): Promise<void>
    /** the vendor's record of a message with this reference to this number (SmsService.lookup) */
    lookup(phone: string, reference: string, since: number): Promise<DeliveryResult | null>
  } | null
  /** change notices go by SMS too (a vendor with the notice template, or files) */
  smsNotices: boolean
  /** an app path as a link the email carries (PUBLIC_URL); null: no link */
  link: (path: string) => string | null
  leadMinutes: number
  /** a message's reference (lib/delivery.ts deliveryRef): the email's Message-ID, the SMS vendor's */
  ref: (key: string) => string
  /** the domain of the Message-IDs (MAIL_FROM's) */
  mailDomain: string
  now: () => number
  log: { warn(obj: object, msg: string): void }
}

/**
 * How far back a resumed SMS is looked for at the vendor: the cut-off attempt was at most this
 * long ago (a reminder goes minutes before its session; a notice is given up after 5 attempts).
 */
const LOOKUP_WINDOW_MS = 24 * 3600_000

/** A mail address's domain (`Expo <no-reply@expo.example>` → expo.example). */
export function mailDomainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost'
}

/**
 * What changed, short enough for a vendor's template variable (at most 20 characters): cancelled,
 * a new start (with its day when the day changed), or a new room.
 */
function changeOf(message: ReminderMessage): string {
  const en = message.language === 'EN'
  if (message.cancelled) return en ? 'is cancelled' : '已取消'
  const prev = message.previous
  if (!prev || prev.startTime !== message.startTime) {
    // MM-DD of the venue's calendar
    const day = (iso: string) => venueDay(iso, message.timeZone).slice(5)
    const newDay = prev && day(prev.startTime) !== day(message.startTime) ? `${day(message.startTime)} ` : ''
    const at = `${newDay}${venueClock(message.startTime, message.timeZone)}`
    return en ? `now starts ${at}` : `改为 ${at} 开始`
  }
  const room = [...message.room].slice(0, 14).join('')
  return en ? `now in ${room}` : `改在 ${room}`
}

/** A failure's code, never its message (an SMTP answer may quote the address). */
function mailReason(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown } | null
  const code = typeof e?.code === 'string' ? e.code : 'error'
  return typeof e?.responseCode === 'number' ? `mail ${code} ${e.responseCode}` : `mail ${code}`
}

export class ContactReminderProvider implements ReminderProvider {
  constructor(
    private readonly deps: ContactReminderDeps,
    private readonly others: ReminderProvider,
  ) {}

  async deliver(message: ReminderMessage): Promise<DeliveryResult> {
    const channel = message.channel
    if (channel !== 'email' && channel !== 'sms') return this.others.deliver(message)
    const to = await this.deps.contacts.valueOf(message.userId, channel)
    // erased after the show, or deleted with the visitor's data: nothing to send to
    if (!to) return delivery.undeliverable(channel, 'no address kept')
    if (channel === 'email') return this.mail(message, to)
    if (!this.deps.sms) return delivery.failed('sms', 'SMS reminders not configured')
    // a vendor template says what it was approved to say: a session's reminder, and (with its own
    // template) that a reminded session moved or was cancelled. Meetings' notices are not sent by SMS.
    const notice = message.kind === 'changed'
    if (!notice && message.kind !== 'reminder' && message.kind !== 'meeting')
      return delivery.undeliverable('sms', 'SMS carries reminders only')
    if (notice && !this.deps.smsNotices) return delivery.undeliverable('sms', 'no SMS notice template')
    const reference = this.deps.ref(message.key)
    // An earlier attempt was cut off mid-send (its process died): the vendor is asked whether it
    // has the message (sent with this reference). Found: not sent again. Not found: sent. The
    // look-up failing: sent all the same, the reason kept (docs/decisions/delivery.md: a second
    // text is a nuisance, a reminder that never comes loses the visitor the session).
    let lookupFailed: string | null = null
    if (message.resumed) {
      try {
        const earlier = await this.deps.sms.lookup(to, reference, this.deps.now() - LOOKUP_WINDOW_MS)
        if (earlier) return earlier
      } catch (error) {
        lookupFailed = vendorCodeOf(error, 'error')
        this.deps.log.warn(
          { sessionId: message.sessionId, vendorCode: lookupFailed },
          'SMS status look-up failed: sent again',
        )
      }
    }
    const title = [...message.title].slice(0, 20).join('')
    const params: Record<string, string> = notice
      ? { title, change: changeOf(message) }
      : { title, time: venueClock(message.startTime, message.timeZone), minutes: String(this.deps.leadMinutes) }
    try {
      await this.deps.sms.remind(to, message.language, params, message.text, notice ? 'notice' : 'reminder', reference)
    } catch (error) {
      if (error instanceof SmsRefused)
        return error.reason === 'phone'
          ? delivery.undeliverable('sms', error.vendorCode)
          : delivery.failed('sms', error.vendorCode)
      // passing (rate limit, network) after the service's own retries: the scheduler tries again
      throw new Error(`sms unavailable: ${vendorCodeOf(error, 'error')}`)
    }
    return delivery.sent('sms', lookupFailed ? { reason: `resent: status look-up failed (${lookupFailed})` } : {})
  }

  private async mail(message: ReminderMessage, to: string): Promise<DeliveryResult> {
    const { title } = pushPayload(message)
    const link = this.deps.link(message.path)
    const en = message.language === 'EN'
    const footer = en
      ? 'You receive this because you asked to be reminded of this session by email. Your address is deleted after the show.'
      : '您收到此邮件，是因为您选择了通过邮件接收此会议的提醒。展会结束后，您的邮箱地址将被删除。'
    const text = [message.text, link ? (en ? `Open: ${link}` : `查看：${link}`) : '', '', footer]
      .filter((l, i) => l !== '' || i === 2)
      .join('\n')
    try {
      // A message cut off mid-send (message.resumed) is sent again: SMTP takes no idempotency key,
      // and a message is the mail server's only at its 250 after DATA, so the ambiguous moment is
      // milliseconds. Its Message-ID is the same in every process (derived from the key), so a
      // mail system holding that Message-ID already drops the copy.
      await this.deps.mailer.send({
        to,
        subject: title,
        text,
        messageId: `<${this.deps.ref(message.key)}@${this.deps.mailDomain}>`,
        headers: { 'Content-Language': en ? 'en' : 'zh-CN' },
      })
    } catch (error) {
      const reason = mailReason(error)
      // a mailbox the mail server refuses for good (5xx): another try will not change it
      const status = (error as { responseCode?: unknown }).responseCode
      if (typeof status === 'number' && status >= 500 && status < 600) return delivery.undeliverable('email', reason)
      throw new Error(reason)
    }
    return delivery.sent('email')
  }
}

/** Whether change notices go by SMS: a vendor with the notice template (SMS_TEMPLATE_NOTICE_*), or files. */
export function smsNoticesOffered(sms: { provider: string; templates?: { notice?: unknown } }): boolean {
  return sms.provider === 'file' || !!sms.templates?.notice
}

/** The kinds of contact this server sends reminders by: email always; SMS with a reminder template (or files). */
export function contactChannels(sms: { provider: string; templates?: { reminder?: unknown } }): Array<'email' | 'sms'> {
  return sms.provider === 'file' || sms.templates?.reminder ? ['email', 'sms'] : ['email']
}

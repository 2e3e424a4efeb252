import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { SmsCodeRepository } from '../repositories/sms-codes.js'
import type { Language, SmsCodeRejectedCode, SmsPurpose } from '../../../types/api.js'
import type { Clock } from './clock.js'
import { dayOf } from './clock.js'
import { ApiError, badRequest, tooMany } from './errors.js'
import { isMobile, isPhone, normalizeMobile } from '../../../rules/index.js'
import { SmsRefused, SmsUnavailable, vendorCodeOf } from './sms-vendors.js'
import { delivery, reasonOf, recipientHash, type DeliveryResult } from './delivery.js'
import type { DeliveryRepository } from '../repositories/deliveries.js'

/** A refused code has its own resultCode: the form marks its code field (types/api/verification.ts). */
const CODE_REJECTED: SmsCodeRejectedCode = 'SMS_CODE_REJECTED'
const codeRejected = (key: 'codeWrong' | 'codeExpired' | 'codeTooManyTries') => new ApiError(key, 400, CODE_REJECTED)

/** The messages sent by SMS, each a template approved at the vendor (server/README.md, "Going live"). */
export type SmsTemplate = 'code' | 'rfq' | 'match' | 'reminder' | 'notice'

/** One message's template ids: by language for mainland numbers, `intl` (optional) for the rest. */
export interface SmsTemplateId {
  zh: string
  en: string
  intl?: string
}

/**
 * Template ids per message. The session reminder's is optional (SMS_TEMPLATE_REMINDER_*): without
 * it a vendor server does not offer reminders by text message (issue 25 item 3).
 */
export type SmsTemplateIds = Record<Exclude<SmsTemplate, 'reminder' | 'notice'>, SmsTemplateId> & {
  reminder?: SmsTemplateId
  /** a reminded session moved or cancelled (SMS_TEMPLATE_NOTICE_*), optional as the reminder's */
  notice?: SmsTemplateId
}

export interface SmsMessage {
  /** a mainland number (11 digits) or E.164 (+44…), as the rules make it canonical */
  phone: string
  template: SmsTemplate
  language: Language
  /** the template's parameters by name (sms-vendors.ts TEMPLATE_PARAMS) */
  params: Record<string, string>
  /** the whole text in the visitor's language (what the file provider writes; vendors use the template) */
  text: string
  /**
   * the message's reference (lib/delivery.ts deliveryRef), for a message that may be sent again by
   * another process (a reminder, a change notice): the vendor keeps it with the message
   * (Tencent SessionContext, Aliyun OutId) and `lookup` finds it
   */
  reference?: string
}

/**
 * Where SMS messages go. Implementations must never log the number, the text or a code. The answer
 * is the delivery record's (lib/delivery.ts; nothing: sent by SMS); a thrown SmsRefused is a
 * refusal for good, anything else thrown a passing failure.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<DeliveryResult | void>
  /**
   * Whether a message with this reference went to this number since `since` (epoch ms), as the
   * vendor's own record says (Tencent PullSmsSendStatusByPhoneNumber, Aliyun QuerySendDetails): its
   * state (sent; delivered or failed where the carrier reported it), or null when the vendor has
   * none. Throws when it cannot tell. A provider without it cannot tell.
   */
  lookup?(phone: string, reference: string, since: number): Promise<DeliveryResult | null>
}

/** Default provider: one text file per message in <dataDir>/outbox/sms/ (a developer reads codes there). */
export class FileSmsProvider implements SmsProvider {
  constructor(private readonly dir: string) {}
  async send(message: SmsMessage): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true })
    // a message with a reference is named after it, so `lookup` finds it
    const tail = message.reference ? `ref-${message.reference}` : crypto.randomBytes(4).toString('hex')
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${tail}.txt`
    await fs.promises.writeFile(path.join(this.dir, name), `To: ${message.phone}\n\n${message.text}\n`, { mode: 0o600 })
  }
  async lookup(_phone: string, reference: string): Promise<DeliveryResult | null> {
    const names = await fs.promises.readdir(this.dir).catch(() => [] as string[])
    return names.some((n) => n.endsWith(`-ref-${reference}.txt`)) ? delivery.sent('sms', { duplicate: true }) : null
  }
}

/** A passing failure is tried again this many times, after back-off (base, 2×, 4× …, with jitter). */
export const SMS_RETRIES = 3

/** The notices' texts (the file provider's; vendors send their approved templates with the same parameters). */
export function noticeText(template: 'rfq' | 'match', lang: Language, params: Record<string, string>): string {
  if (template === 'rfq')
    return lang === 'EN'
      ? `A new seller wrote to your RFQ #${params.id}: read it under My RFQs in the enquiry pool.`
      : `您的询盘 #${params.id} 收到一位新卖家的留言，请在询盘池“我的询盘”中查看。`
  return lang === 'EN'
    ? `${params.name} is interested in you too: you are a match. Open Matchmaking to say hello.`
    : `${params.name} 也对您感兴趣，你们已互相匹配。打开“商务配对”打个招呼吧。`
}

export const CODE_TTL_MS = 5 * 60_000
export const RESEND_MS = 60_000
export const DAILY_MAX = 10
export const MAX_TRIES = 5

/** Start of the calendar day (UTC+8) that contains `ms`, in epoch ms. */
export function dayStartOf(ms: number): number {
  return Date.parse(`${dayOf(ms)}T00:00:00+08:00`)
}

/**
 * SMS verification codes: 6 digits from a CSPRNG, valid 5 minutes, single use, stored only as an
 * HMAC (as is the phone number), at most 5 wrong tries, one send per 60 s and 10 per day per number.
 */
export class SmsService {
  constructor(
    private readonly codes: SmsCodeRepository,
    readonly provider: SmsProvider,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly log: { warn(obj: object, msg: string): void } = { warn: () => undefined },
    /** first back-off in ms (SMS_RETRY_BASE_MS); 0 in tests that count attempts */
    private readonly retryBaseMs = 500,
    /** where each message's delivery record goes (none in unit tests that build the service alone) */
    private readonly records: DeliveryRepository | null = null,
  ) {}

  /**
   * Hands a message to the provider: a passing failure (rate limit, network) is tried again up to
   * SMS_RETRIES times with back-off; a refusal is thrown at once. Logs carry the vendor's code and
   * the template, never the number, the text or a code.
   */
  async deliver(message: SmsMessage, eventCode: string | null = null, recorded = true): Promise<void> {
    // one record per message: a random key (each code or notice is its own message), the number hashed.
    // A session reminder has the scheduler's record already (recorded = false).
    const records = recorded ? this.records : null
    const key = `sms:${crypto.randomUUID()}`
    await records?.queue(
      {
        key,
        // a change notice's record is the scheduler's (recorded = false); this names it as the scheduler does
        kind: message.template === 'notice' ? 'changed' : message.template,
        channel: 'sms',
        eventCode,
        recipient: recipientHash(this.secret, message.phone),
      },
      this.clock.now(),
    )
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await this.provider.send(message)
        await records?.settle(key, answer ?? delivery.sent('sms'), this.clock.now())
        return
      } catch (error) {
        const retryable = error instanceof SmsUnavailable
        const vendorCode = (error as { vendorCode?: string }).vendorCode ?? 'unknown'
        this.log.warn({ template: message.template, vendorCode, attempt: attempt + 1 }, 'SMS send failed')
        if (!retryable || attempt >= SMS_RETRIES) {
          // a bad number is undeliverable; our template, keys or a vendor still failing: failed
          const refusedNumber = error instanceof SmsRefused && error.reason === 'phone'
          await records?.settle(
            key,
            refusedNumber ? delivery.undeliverable('sms', reasonOf(error)) : delivery.failed('sms', reasonOf(error)),
            this.clock.now(),
          )
          throw error
        }
        const wait = this.retryBaseMs * 2 ** attempt
        await new Promise((r) => setTimeout(r, wait + Math.random() * wait * 0.25))
      }
    }
  }

  /** A notice (RFQ, match); the caller decides what a failure means. Mainland numbers get it in `lang`. */
  async notify(
    phone: string,
    template: 'rfq' | 'match',
    lang: Language,
    params: Record<string, string>,
    eventCode: string | null = null,
  ) {
    const canonical = normalizeMobile(phone) ?? phone
    await this.deliver(
      { phone: canonical, template, language: lang, params, text: noticeText(template, lang, params) },
      eventCode,
    )
  }

  /**
   * A session reminder to the number the visitor gave for it (issue 25 item 3), with the same
   * retries; the scheduler keeps its delivery record. Throws as deliver does.
   */
  async remind(
    phone: string,
    lang: Language,
    params: Record<string, string>,
    text: string,
    template: 'reminder' | 'notice' = 'reminder',
    reference?: string,
  ): Promise<void> {
    await this.deliver({ phone, template, language: lang, params, text, reference }, null, false)
  }

  /**
   * Whether the vendor has a message with this reference to this number since `since` (a resumed
   * reminder's earlier attempt): its delivery state, or null. One try, no back-off (the reminder
   * is due now); throws SmsUnavailable when the vendor cannot tell (the provider has no look-up,
   * the vendor refused or did not answer).
   */
  async lookup(phone: string, reference: string, since: number): Promise<DeliveryResult | null> {
    if (!this.provider.lookup) throw new SmsUnavailable('NoStatusLookup')
    try {
      return await this.provider.lookup(phone, reference, since)
    } catch (error) {
      if (error instanceof SmsUnavailable) throw error
      throw new SmsUnavailable(vendorCodeOf(error, 'LookupFailed'))
    }
  }

  phoneHash(phone: string): string {
    return crypto
      .createHmac('sha256', this.secret)
      .update('phone:' + phone)
      .digest('hex')
  }

  private codeHash(phoneHash: string, purpose: string, code: string): string {
    return crypto.createHmac('sha256', this.secret).update(`code:${phoneHash}:${purpose}:${code}`).digest('hex')
  }

  async sendCode(
    phone: string,
    purpose: SmsPurpose,
    lang: Language,
    eventCode: string | null = null,
  ): Promise<{ resendAfter: number; expiresIn: number }> {
    // an RFQ may come from abroad (E.164, issue 22); the other purposes verify mainland numbers
    const accepted = purpose === 'rfq' ? isMobile(phone) : isPhone(phone)
    if (!accepted) throw badRequest('phoneInvalid')
    phone = SmsService.canonical(phone, purpose)
    const now = this.clock.now()
    const ph = this.phoneHash(phone)
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
    // the rules are checked and the code stored in one step, before the (slow) send: a burst of
    // requests for one number cannot slip between the check and the write
    const reserved = await this.codes.reserve(ph, purpose, this.codeHash(ph, purpose, code), now, {
      resendMs: RESEND_MS,
      dailyMax: DAILY_MAX,
      dayStart: dayStartOf(now),
      ttlMs: CODE_TTL_MS,
    })
    if (reserved === 'tooSoon') throw tooMany('codeTooSoon')
    if (reserved === 'dailyLimit') throw tooMany('codeDailyLimit')
    const text =
      lang === 'EN'
        ? `Your verification code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`
        : `您的验证码为 ${code}，5分钟内有效，请勿泄露给他人。`
    try {
      await this.deliver(
        {
          phone: normalizeMobile(phone) ?? phone,
          template: 'code',
          language: lang,
          params: { code, minutes: String(CODE_TTL_MS / 60_000) },
          text,
        },
        eventCode,
      )
    } catch (error) {
      // nothing is kept as sent: the code is released, so the visitor may ask again at once
      await this.codes.release(reserved.id)
      if (error instanceof SmsRefused && error.reason === 'phone')
        throw new ApiError('smsPhoneRefused', 400, 'SMS_PHONE_REFUSED')
      if (error instanceof SmsRefused) throw new ApiError('smsServiceRefused', 502, 'SMS_REFUSED')
      throw new ApiError('codeSendFailed', 502, 'SMS_FAILED')
    }
    return { resendAfter: RESEND_MS / 1000, expiresIn: CODE_TTL_MS / 1000 }
  }

  /**
   * The number a code is kept for: an RFQ's number in the one form the rules give it (+44 7700…
   * and 0044 7700… are one number), so the code sent to it is found when the form is posted.
   */
  static canonical(phone: string, purpose: SmsPurpose): string {
    return purpose === 'rfq' ? (normalizeMobile(phone) ?? phone) : phone
  }

  /** Consumes a code; throws the localised reason when it does not match. */
  async verify(phone: string, purpose: SmsPurpose, code: string): Promise<void> {
    phone = SmsService.canonical(phone, purpose)
    const now = this.clock.now()
    const ph = this.phoneHash(phone)
    const row = await this.codes.latest(ph, purpose)
    if (!row || row.used_at !== null)
      throw codeRejected(row && row.tries >= MAX_TRIES ? 'codeTooManyTries' : 'codeWrong')
    if (row.tries >= MAX_TRIES) throw codeRejected('codeTooManyTries')
    if (now > Number(row.expires_at)) throw codeRejected('codeExpired')
    const expected = Buffer.from(row.code_hash, 'hex')
    const given = Buffer.from(this.codeHash(ph, purpose, String(code).trim()), 'hex')
    if (!crypto.timingSafeEqual(expected, given)) {
      const tries = row.tries + 1
      await this.codes.recordWrongTry(row.id, tries, tries >= MAX_TRIES ? now : null)
      throw codeRejected(tries >= MAX_TRIES ? 'codeTooManyTries' : 'codeWrong')
    }
    if (!(await this.codes.consume(row.id, now))) throw codeRejected('codeWrong')
  }
}

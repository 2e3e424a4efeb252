import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { SmsCodeRepository } from '../repositories/sms-codes.js'
import type { Language, SmsCodeRejectedCode, SmsPurpose } from '../../../types/api.js'
import type { Clock } from './clock.js'
import { dayOf } from './clock.js'
import { ApiError, badRequest, tooMany } from './errors.js'
import { isMobile, isPhone, normalizeMobile } from '../../../rules/index.js'

/** A refused code has its own resultCode: the form marks its code field (types/api/verification.ts). */
const CODE_REJECTED: SmsCodeRejectedCode = 'SMS_CODE_REJECTED'
const codeRejected = (key: 'codeWrong' | 'codeExpired' | 'codeTooManyTries') => new ApiError(key, 400, CODE_REJECTED)

/** Where SMS messages go. Implementations must never log the number or the text. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>
}

/** Default provider: one text file per message in <dataDir>/outbox/sms/ (a developer reads codes there). */
export class FileSmsProvider implements SmsProvider {
  constructor(private readonly dir: string) {}
  async send(phone: string, text: string): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.txt`
    await fs.promises.writeFile(path.join(this.dir, name), `To: ${phone}\n\n${text}\n`, { mode: 0o600 })
  }
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
  ) {}

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
      await this.provider.send(phone, text)
    } catch {
      await this.codes.release(reserved.id)
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

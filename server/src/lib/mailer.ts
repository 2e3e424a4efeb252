import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer/index.js'

export interface Mailer {
  send(message: Mail.Options): Promise<void>
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file into
 * <dataDir>/outbox/ (a developer opens it in any mail client). Nodemailer's own logger stays off,
 * so addresses never reach the logs.
 */
export function createMailer(opts: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, { from: opts.from })
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message })
      await fs.promises.mkdir(opts.outboxDir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`
      await fs.promises.writeFile(path.join(opts.outboxDir, name), info.message as Buffer, { mode: 0o600 })
    },
  }
}

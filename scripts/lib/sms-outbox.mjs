// Reading the texts the reference server "sends" with its default SMS provider. FileSmsProvider
// (server/src/lib/sms.ts) writes one file per text into <DATA_DIR>/outbox/sms, holding
// `To: <phone>\n\n<text>\n`. Browser tests, mini-program tests and benches read verification codes
// from there: this is their one reader, so a change of that format is made in one place.
import fs from 'node:fs'
import path from 'node:path'

/** The SMS outbox of a server whose data folder is `dataDir`. */
export const smsOutboxDir = (dataDir) => path.join(dataDir, 'outbox', 'sms')

/**
 * The texts in the outbox, oldest first: `{ phone, text, at }` (`at`: the file's mtime, ms).
 * `phone` keeps those sent to that number; `after` (ms) those written at or after it.
 */
export function smsTexts(dataDir, { phone, after = 0 } = {}) {
  const dir = smsOutboxDir(dataDir)
  if (!fs.existsSync(dir)) return []
  const texts = []
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name)
    let at, content
    try {
      at = fs.statSync(file).mtimeMs
      content = fs.readFileSync(file, 'utf8')
    } catch {
      continue // the server may be writing it still; the next read finds it whole
    }
    if (at < after) continue
    const to = /^To: (.*)\n\n/.exec(content)
    if (!to || (phone && to[1] !== phone)) continue
    texts.push({ phone: to[1], text: content.slice(to[0].length).trimEnd(), at, name })
  }
  // names start with an ISO time, so they break ties of equal mtimes in sending order
  return texts.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
}

/** The code in a verification text ("您的验证码为 123456，…" / "Your verification code is 123456."). */
const CODE = /(?:验证码为|code is)\s*(\d{6})/

/** The newest verification code sent to `phone` at or after `after` (ms), or null. Notices are skipped. */
export function newestSmsCode(dataDir, phone, after = 0) {
  const texts = smsTexts(dataDir, { phone, after })
  for (let i = texts.length - 1; i >= 0; i--) {
    const code = CODE.exec(texts[i].text)?.[1]
    if (code) return code
  }
  return null
}

/**
 * Waits for a verification code sent to `phone` at or after `after` (ms): on a loaded machine the
 * server's file write can lag its answer. Throws after `timeoutMs`.
 */
export async function waitForSmsCode(dataDir, phone, { after = 0, timeoutMs = 10_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const code = newestSmsCode(dataDir, phone, after)
    if (code) return code
    if (Date.now() >= deadline) throw new Error(`no SMS code for ${phone} in ${smsOutboxDir(dataDir)}`)
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}

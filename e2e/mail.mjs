// Reading what the reference server's file transport writes into <DATA_DIR>/outbox/.
import fs from 'node:fs'
import path from 'node:path'

export const OUTBOX = process.env.E2E_DATA_DIR ? path.join(process.env.E2E_DATA_DIR, 'outbox') : undefined

/** The .eml files in the outbox, oldest first. */
export function emlFiles() {
  if (!OUTBOX || !fs.existsSync(OUTBOX)) return []
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(OUTBOX, f))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
}

/**
 * Waits (bounded) until the outbox holds more than `count` messages and, among the new ones, one
 * that `matches` (any by default); returns that message's text. Tests share a server, so another
 * test's mail (a reminder it set falling due at the same clock jump) may arrive first.
 */
export async function waitForNewEmail(count, timeoutMs = 10_000, matches = () => true) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = emlFiles()
      .slice(count)
      .map((f) => fs.readFileSync(f, 'utf8'))
      .filter(matches)
      .at(-1)
    if (found !== undefined) return found
    if (Date.now() >= deadline) throw new Error('no new matching email in the outbox')
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The parts of a MIME message: headers (lower-cased names) and decoded body. */
export function mimeParts(raw) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1])
  let chunks = [raw]
  for (const b of boundaries) chunks = chunks.flatMap((c) => c.split(`--${b}`))
  return chunks
    .map((chunk) => {
      const at = chunk.search(/\r?\n\r?\n/)
      if (at < 0) return null
      const head = chunk.slice(0, at)
      const body = chunk.slice(at).trim()
      const header = (name) =>
        head
          .match(new RegExp(`^${name}:\\s*([^\\r\\n;]+)`, 'im'))?.[1]
          ?.trim()
          .toLowerCase()
      const encoding = header('content-transfer-encoding')
      let data
      if (encoding === 'base64') data = Buffer.from(body.replace(/\s+/g, ''), 'base64')
      else if (encoding === 'quoted-printable') {
        const soft = body.replace(/=\r?\n/g, '')
        data = Buffer.from(
          soft.replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        )
      } else data = Buffer.from(body, 'utf8')
      return { type: header('content-type'), data }
    })
    .filter(Boolean)
}

export const escHtml = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])

/**
 * The e-badge's QR text, read the same way by the server and by an exhibitor's phone (issue 28).
 * Part of the shared rules (rules/index.ts); plain TypeScript, no Buffer or TextDecoder (the
 * mini-program's older base libraries have neither).
 *
 * Two forms:
 * - v1 `<registrationId>.<hmac>` (43 characters): signed with the server's secret, so only the
 *   server can check it (verifyBadge). Badges issued before issue 28 keep working at the door.
 * - v2 `<payload>.<signature>`: the payload is base64url JSON `{ v: 2, r, n, e }` (registration id,
 *   the visitor's display name as the scan shows it, edition id); the signature (86 characters) is
 *   Ed25519 over the bytes of `BADGE_V2_CONTEXT + payload`, so a phone holding the public key checks
 *   it with no network.
 */

export const BADGE_V1_TOKEN = /^([A-Za-z0-9_-]{12,32})\.([A-Za-z0-9_-]{43})$/
export const BADGE_V2_TOKEN = /^([A-Za-z0-9_-]{16,400})\.([A-Za-z0-9_-]{86})$/
/** what a v2 signature is over, before the payload: a signature made for something else never fits */
export const BADGE_V2_CONTEXT = 'expo-badge-v2.'
/** the display name the badge carries is cut to this many characters (the QR code stays small) */
export const BADGE_NAME_MAX_CHARS = 40

export interface BadgeV2Payload {
  v: 2
  /** registration id */
  r: string
  /** the visitor's display name */
  n: string
  /** edition id */
  e: number
}

export type ParsedBadge =
  | { version: 1; registrationId: string; signature: string }
  | {
      version: 2
      registrationId: string
      name: string
      editionId: number
      /** the bytes the signature is over */
      message: Uint8Array
      signature: Uint8Array
    }

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function base64urlEncode(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!
    if (i + 1 < bytes.length) out += ALPHABET[(n >> 6) & 63]!
    if (i + 2 < bytes.length) out += ALPHABET[n & 63]!
  }
  return out
}

export function base64urlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const out = new Uint8Array(Math.floor((text.length * 3) / 4))
  let bits = 0
  let value = 0
  let j = 0
  for (const ch of text) {
    value = (value << 6) | ALPHABET.indexOf(ch)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[j++] = (value >> bits) & 255
    }
  }
  return out
}

export function utf8Encode(text: string): Uint8Array {
  const bytes: number[] = []
  for (const ch of text) {
    const c = ch.codePointAt(0)!
    if (c < 0x80) bytes.push(c)
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63))
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
  }
  return new Uint8Array(bytes)
}

/** UTF-8 to text; null for bytes that are not UTF-8. */
export function utf8Decode(bytes: Uint8Array): string | null {
  let out = ''
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!
    const extra = b < 0x80 ? 0 : b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : -1
    if (extra < 0 || i + extra >= bytes.length + (extra ? 0 : 1)) return null
    let c = extra === 0 ? b : b & (0x3f >> extra)
    for (let k = 1; k <= extra; k++) {
      const n = bytes[i + k]
      if (n === undefined || (n & 0xc0) !== 0x80) return null
      c = (c << 6) | (n & 63)
    }
    out += String.fromCodePoint(c)
    i += extra + 1
  }
  return out
}

/** The display name as a v2 badge carries it. */
export function badgeDisplayName(name: string): string {
  return [...name.trim()].slice(0, BADGE_NAME_MAX_CHARS).join('')
}

/** The payload part of a v2 token (what is then signed with the context in front). */
export function badgeV2Payload(registrationId: string, name: string, editionId: number): string {
  const payload: BadgeV2Payload = { v: 2, r: registrationId, n: badgeDisplayName(name), e: editionId }
  return base64urlEncode(utf8Encode(JSON.stringify(payload)))
}

/** The bytes a v2 signature is over. */
export function badgeV2Message(payload: string): Uint8Array {
  return utf8Encode(BADGE_V2_CONTEXT + payload)
}

/** Reads a badge's QR text; null when it is not a badge of either form (nothing is verified here). */
export function parseBadge(raw: string): ParsedBadge | null {
  const token = raw.trim()
  const v1 = BADGE_V1_TOKEN.exec(token)
  if (v1) return { version: 1, registrationId: v1[1]!, signature: v1[2]! }
  const v2 = BADGE_V2_TOKEN.exec(token)
  if (!v2) return null
  const bytes = base64urlDecode(v2[1]!)
  const signature = base64urlDecode(v2[2]!)
  const json = bytes && utf8Decode(bytes)
  if (!json || !signature || signature.length !== 64) return null
  let p: Partial<BadgeV2Payload>
  try {
    p = JSON.parse(json) as Partial<BadgeV2Payload>
  } catch {
    return null
  }
  if (
    p?.v !== 2 ||
    typeof p.r !== 'string' ||
    !/^[A-Za-z0-9_-]{12,32}$/.test(p.r) ||
    typeof p.n !== 'string' ||
    !Number.isSafeInteger(p.e)
  )
    return null
  return {
    version: 2,
    registrationId: p.r,
    name: p.n,
    editionId: p.e!,
    message: badgeV2Message(v2[1]!),
    signature,
  }
}

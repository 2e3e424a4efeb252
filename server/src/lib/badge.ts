import crypto from 'node:crypto'

/**
 * E-badges: the QR code holds `<registrationId>.<signature>`, the signature an HMAC-SHA256 of the
 * id under the server's secret (base64url, 32 bytes). Anyone can read the id; only the server can
 * make a signature that verifies, so a door scanner asking verifyBadge knows the badge is ours.
 */
export const BADGE_TOKEN = /^([A-Za-z0-9_-]{12,32})\.([A-Za-z0-9_-]{43})$/

export function newRegistrationId(): string {
  // 12 random bytes: unguessable, and 16 characters keep the QR code small
  return crypto.randomBytes(12).toString('base64url')
}

function signature(secret: string, registrationId: string): string {
  return crypto.createHmac('sha256', secret).update(`badge:${registrationId}`).digest('base64url')
}

export function signBadge(secret: string, registrationId: string): string {
  return `${registrationId}.${signature(secret, registrationId)}`
}

/** The registration id of a well-formed token whose signature is ours; null when it is not. */
export function verifyBadge(secret: string, token: string): string | null {
  const m = BADGE_TOKEN.exec(token)
  if (!m) return null
  const expected = Buffer.from(signature(secret, m[1]!))
  const given = Buffer.from(m[2]!)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? m[1]! : null
}

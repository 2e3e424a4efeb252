import crypto from 'node:crypto'
import { BADGE_V1_TOKEN, BADGE_V2_TOKEN, badgeV2Message, badgeV2Payload, parseBadge } from '../../../rules/index.js'

/**
 * E-badges (rules/badge.ts has the format). New badges are v2: a payload with what an exhibitor's
 * scan shows offline (registration id, display name, edition), signed with Ed25519 so the app checks
 * it with the public key it was built with. v1 badges (`<registrationId>.<hmac>`, issued before
 * issue 28) still verify here, with the server's secret: the door keeps letting them in.
 */
/** Either form, well-formed (its signature not yet checked): the routes' "malformed" test. */
export const BADGE_TOKEN = { test: (token: string) => BADGE_V1_TOKEN.test(token) || BADGE_V2_TOKEN.test(token) }

export function newRegistrationId(): string {
  // 12 random bytes: unguessable, and 16 characters keep the QR code small
  return crypto.randomBytes(12).toString('base64url')
}

/** The signing key: an Ed25519 private key from its 32-byte seed (base64url, BADGE_SIGNING_KEY). */
export interface BadgeKeys {
  privateKey: crypto.KeyObject
  publicKey: crypto.KeyObject
  /** the raw public key, base64url: what the app is built with (BADGE_PUBLIC_KEY) */
  publicKeyText: string
}

const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex')

export function badgeKeys(seed: string): BadgeKeys {
  const raw = Buffer.from(seed, 'base64url')
  if (raw.length !== 32) throw new Error('BADGE_SIGNING_KEY must be a 32-byte Ed25519 seed, base64url')
  const privateKey = crypto.createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, raw]), format: 'der', type: 'pkcs8' })
  const publicKey = crypto.createPublicKey(privateKey)
  const publicKeyText = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64url')
  return { privateKey, publicKey, publicKeyText }
}

/** A public key (raw 32 bytes, base64url) as node:crypto takes it. */
export function publicKeyOf(text: string): crypto.KeyObject {
  return crypto.createPublicKey({
    key: Buffer.concat([SPKI_ED25519, Buffer.from(text, 'base64url')]),
    format: 'der',
    type: 'spki',
  })
}

function hmac(secret: string, registrationId: string): string {
  return crypto.createHmac('sha256', secret).update(`badge:${registrationId}`).digest('base64url')
}

/** A v1 badge: only tests (a badge issued before issue 28) and verifyBadge's check of one use it. */
export function signBadgeV1(secret: string, registrationId: string): string {
  return `${registrationId}.${hmac(secret, registrationId)}`
}

/** A v2 badge for a registration. */
export function signBadge(
  keys: Pick<BadgeKeys, 'privateKey'>,
  registrationId: string,
  name: string,
  editionId: number,
) {
  const payload = badgeV2Payload(registrationId, name, editionId)
  const signature = crypto.sign(null, badgeV2Message(payload), keys.privateKey).toString('base64url')
  return `${payload}.${signature}`
}

/**
 * The registration id of a well-formed badge whose signature is ours (v2 under the public key, v1
 * under the secret); null when it is not.
 */
export function verifyBadge(keys: { secret: string; publicKey: crypto.KeyObject }, token: string): string | null {
  const badge = parseBadge(token)
  if (!badge) return null
  if (badge.version === 1) {
    const expected = Buffer.from(hmac(keys.secret, badge.registrationId))
    const given = Buffer.from(badge.signature)
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? badge.registrationId : null
  }
  return crypto.verify(null, badge.message, keys.publicKey, badge.signature) ? badge.registrationId : null
}

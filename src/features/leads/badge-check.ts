import './text-encoder'
import { ed25519 } from '@noble/curves/ed25519'
import { base64urlDecode, parseBadge } from '../../../rules'
import type { PlatformIdentity } from '../../platform/types'

/**
 * A scanned e-badge checked on the device (issue 28): its Ed25519 signature under the public key the
 * app was built with (APP_CONFIG.badgePublicKey), so the stand needs no network to trust the name.
 * Badges issued before issue 28 (HMAC, only the server can check them) are taken as `unchecked`:
 * the server checks them when the scan syncs and refuses a forged one then.
 */
export type BadgeScan =
  { ok: true; registrationId: string; name: string; editionId: number | null; checked: boolean } | { ok: false }

export function checkBadge(text: string, publicKey: string = APP_CONFIG.badgePublicKey): BadgeScan {
  const badge = parseBadge(text)
  if (!badge) return { ok: false }
  if (badge.version === 1) return unchecked(badge.registrationId)
  const key = base64urlDecode(publicKey)
  return outcome(badge, !!key && verifyInJs(key, badge.signature, badge.message))
}

/**
 * The same check, with the host's own Ed25519 where it has one (a browser's WebCrypto:
 * platform.verifyEd25519), else the JS one. At the stand this is the check between the code read
 * and "Captured": the JS check cost a 4x slower CPU about 10 ms a scan, and its first use builds
 * tables for tens of ms more (issue 28 item 7). Either check must pass; the host's answer is used
 * as it is, the JS one only where the host has none.
 */
export async function checkBadgeWith(
  host: Pick<PlatformIdentity, 'verifyEd25519'>,
  text: string,
  publicKey: string = APP_CONFIG.badgePublicKey,
): Promise<BadgeScan> {
  const badge = parseBadge(text)
  if (!badge) return { ok: false }
  if (badge.version === 1) return unchecked(badge.registrationId)
  const key = base64urlDecode(publicKey)
  if (!key) return { ok: false }
  const hosted = await host.verifyEd25519(key, badge.signature, badge.message).catch(() => null)
  return outcome(badge, hosted ?? verifyInJs(key, badge.signature, badge.message))
}

type SignedBadge = Extract<ReturnType<typeof parseBadge>, { version: 2 }>

const unchecked = (registrationId: string): BadgeScan => ({
  ok: true,
  registrationId,
  name: '',
  editionId: null,
  checked: false,
})

const outcome = (badge: SignedBadge, valid: boolean): BadgeScan =>
  valid
    ? { ok: true, registrationId: badge.registrationId, name: badge.name, editionId: badge.editionId, checked: true }
    : { ok: false }

function verifyInJs(key: Uint8Array, signature: Uint8Array, message: Uint8Array): boolean {
  try {
    return ed25519.verify(signature, message, key)
  } catch {
    return false
  }
}

/**
 * Why the stand does not capture a scanned badge, decided on the device: not a badge (or a forged
 * one), or a signed badge of another edition than the stand's (the v2 badge carries its edition).
 * An older HMAC badge carries none: the server checks its edition when the scan syncs.
 */
export function badgeRefusal(badge: BadgeScan, standEditionId: number | null): 'invalid' | 'otherEdition' | null {
  if (!badge.ok) return 'invalid'
  if (badge.editionId !== null && standEditionId !== null && badge.editionId !== standEditionId) return 'otherEdition'
  return null
}

import './text-encoder'
import { ed25519 } from '@noble/curves/ed25519'
import { base64urlDecode, parseBadge } from '../../../rules'

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
  if (badge.version === 1)
    return { ok: true, registrationId: badge.registrationId, name: '', editionId: null, checked: false }
  const key = base64urlDecode(publicKey)
  let valid = false
  try {
    valid = !!key && ed25519.verify(badge.signature, badge.message, key)
  } catch {
    valid = false
  }
  return valid
    ? { ok: true, registrationId: badge.registrationId, name: badge.name, editionId: badge.editionId, checked: true }
    : { ok: false }
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

/**
 * The device's badge check (issue 28) against badges the server signs: with the development pair
 * the app is built with, a v2 badge verifies offline with its name; a changed name, another key's
 * signature or nonsense does not; an older HMAC badge is taken unchecked (the server checks it).
 */
import crypto from 'crypto'
import { DEV_BADGE_SEED, signBadge } from '../../../../test-support/badges'
import { badgeRefusal, checkBadge } from '../badge-check'
import { DEV_BADGE_PUBLIC_KEY } from '../../../../config/app-config'

describe('checkBadge', () => {
  it('verifies a badge the server signed, offline, with the key the app is built with', () => {
    expect(APP_CONFIG.badgePublicKey).toBe(DEV_BADGE_PUBLIC_KEY)
    const token = signBadge(DEV_BADGE_SEED, 'abcdefghijklmnop', '韩梅梅', 7)
    expect(checkBadge(token)).toEqual({
      ok: true,
      registrationId: 'abcdefghijklmnop',
      name: '韩梅梅',
      editionId: 7,
      checked: true,
    })
  })

  it('refuses a changed payload, another key’s signature and what is not a badge', () => {
    const token = signBadge(DEV_BADGE_SEED, 'abcdefghijklmnop', '韩梅梅', 7)
    const other = signBadge(DEV_BADGE_SEED, 'abcdefghijklmnop', '李雷', 7)
    expect(checkBadge(`${other.split('.')[0]}.${token.split('.')[1]}`)).toEqual({ ok: false })
    const foreign = signBadge(crypto.randomBytes(32).toString('base64url'), 'abcdefghijklmnop', '韩梅梅', 7)
    expect(checkBadge(foreign)).toEqual({ ok: false })
    expect(checkBadge('https://example.com/not-a-badge')).toEqual({ ok: false })
  })

  it('takes an older HMAC badge unchecked: the server checks it when the scan syncs', () => {
    expect(checkBadge(`abcdefghijklmnop.${'A'.repeat(43)}`)).toEqual({
      ok: true,
      registrationId: 'abcdefghijklmnop',
      name: '',
      editionId: null,
      checked: false,
    })
  })
})

describe('badgeRefusal', () => {
  it('refuses, with no network, a signed badge of another edition than the stand’s', () => {
    const ours = checkBadge(signBadge(DEV_BADGE_SEED, 'abcdefghijklmnop', '韩梅梅', 7))
    const theirs = checkBadge(signBadge(DEV_BADGE_SEED, 'abcdefghijklmnop', '韩梅梅', 8))
    expect(badgeRefusal(ours, 7)).toBeNull()
    expect(badgeRefusal(theirs, 7)).toBe('otherEdition')
    expect(badgeRefusal(checkBadge('nonsense'), 7)).toBe('invalid')
  })

  it('leaves the edition of an older HMAC badge, and a stand not known yet, to the server', () => {
    expect(badgeRefusal(checkBadge(`abcdefghijklmnop.${'A'.repeat(43)}`), 7)).toBeNull()
    expect(badgeRefusal(checkBadge(signBadge(DEV_BADGE_SEED, 'abcdefghijklmnop', '韩梅梅', 8)), null)).toBeNull()
  })
})

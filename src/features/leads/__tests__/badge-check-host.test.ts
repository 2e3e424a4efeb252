/**
 * The badge check at the stand with the host's own Ed25519 (issue 28 item 7): a browser checks the
 * signature with WebCrypto (the web adapter's verifyEd25519, here over Node's WebCrypto, the same
 * API), the JS check answers where the host has none (the mini-program, a browser without Ed25519).
 * Either way a forged badge is refused.
 */
import crypto from 'crypto'
import { DEV_BADGE_SEED, signBadge } from '../../../../test-support/badges'
import { checkBadgeWith } from '../badge-check'
import { base64urlDecode, parseBadge } from '../../../../rules'
import { WebAdapter } from '../../../platform/web-adapter'

/** a web adapter whose window has this crypto (jsdom's has no WebCrypto) */
function browserWith(webCrypto: unknown): WebAdapter {
  const adapter = new WebAdapter(window)
  // verifyEd25519 reads only the window's crypto
  Object.defineProperty(adapter, 'win', { value: { crypto: webCrypto } })
  return adapter
}

const parts = (token: string) => {
  const badge = parseBadge(token)
  if (badge?.version !== 2) throw new Error('not a signed badge')
  return [base64urlDecode(APP_CONFIG.badgePublicKey)!, badge.signature, badge.message] as const
}

describe('checkBadgeWith', () => {
  const good = signBadge(DEV_BADGE_SEED, 'abcdefghijklmnop', '韩梅梅', 7)
  const renamed = `${signBadge(DEV_BADGE_SEED, 'abcdefghijklmnop', '李雷', 7).split('.')[0]}.${good.split('.')[1]}`
  const foreign = signBadge(crypto.randomBytes(32).toString('base64url'), 'abcdefghijklmnop', '韩梅梅', 7)

  it('checks the signature with a browser’s WebCrypto: the signed badge passes, a changed or foreign one does not', async () => {
    const browser = browserWith(crypto.webcrypto)
    // WebCrypto itself answered (null would mean the JS check did)
    expect(await browser.verifyEd25519(...parts(good))).toBe(true)
    expect(await browser.verifyEd25519(...parts(renamed))).toBe(false)
    expect(await browser.verifyEd25519(...parts(foreign))).toBe(false)
    expect(await checkBadgeWith(browser, good)).toEqual({
      ok: true,
      registrationId: 'abcdefghijklmnop',
      name: '韩梅梅',
      editionId: 7,
      checked: true,
    })
    expect(await checkBadgeWith(browser, renamed)).toEqual({ ok: false })
    expect(await checkBadgeWith(browser, foreign)).toEqual({ ok: false })
  })

  it('checks in JS where the browser has no Ed25519 or no WebCrypto at all', async () => {
    const noEd25519 = browserWith({
      subtle: {
        importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
        verify: () => Promise.reject(new Error('never asked')),
      },
    })
    expect(await noEd25519.verifyEd25519(...parts(good))).toBeNull()
    for (const host of [noEd25519, browserWith(undefined), { verifyEd25519: async () => null }]) {
      expect(await checkBadgeWith(host, good)).toMatchObject({ ok: true, name: '韩梅梅', checked: true })
      expect(await checkBadgeWith(host, renamed)).toEqual({ ok: false })
      expect(await checkBadgeWith(host, foreign)).toEqual({ ok: false })
    }
  })

  it('takes the host’s answer as it is: a badge the host refuses is not captured', async () => {
    expect(await checkBadgeWith({ verifyEd25519: async () => false }, good)).toEqual({ ok: false })
  })

  it('needs no signature check for an older HMAC badge (the server checks it) nor for nonsense', async () => {
    const asked: unknown[] = []
    const host = {
      verifyEd25519: async (...args: unknown[]) => {
        asked.push(args)
        return true
      },
    }
    expect(await checkBadgeWith(host, `abcdefghijklmnop.${'A'.repeat(43)}`)).toMatchObject({ ok: true, checked: false })
    expect(await checkBadgeWith(host, 'https://example.com/not-a-badge')).toEqual({ ok: false })
    expect(asked).toEqual([])
  })
})

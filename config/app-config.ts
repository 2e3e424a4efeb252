/**
 * Build-time configuration of the app, read from environment variables and injected as APP_CONFIG.
 * Validated here so a bad value stops the build with a clear message instead of shipping.
 */
function url(name: string, fallback: string, emptyMeans = 'same origin'): string {
  const value = process.env[name] ?? fallback
  if (value !== '' && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value)) {
    throw new Error(`${name} must be an http(s) URL or empty (${emptyMeans}), got "${value}"`)
  }
  return value.replace(/\/+$/, '')
}

/** The development pair's public key (server/src/lib/badge-dev-key.ts; a server test compares them). */
export const DEV_BADGE_PUBLIC_KEY = 'FcxkuUkkGtuH6v_PCYBiXTlglMrCvtAUsMimynKtCzA'

function badgePublicKey(value: string): string {
  if (!/^[A-Za-z0-9_-]{43}$/.test(value))
    throw new Error(`BADGE_PUBLIC_KEY must be a raw Ed25519 public key in base64url (43 characters), got "${value}"`)
  return value
}

function eventCode(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(value))
    throw new Error(`DEFAULT_EVENT_CODE must be 1-32 letters/digits, got "${value}"`)
  return value
}

/**
 * The id dev and CI builds use when REMINDER_TEMPLATE_ID is unset: named so nobody mistakes it for a
 * real template (WeChat refuses it, and Remind me falls back to the phone calendar).
 */
export const TEST_TEMPLATE_ID = 'TEST-ONLY-not-a-wechat-template'

/**
 * The session reminder's subscription template. It must be the one the server sends with
 * (the server reads the same REMINDER_TEMPLATE_ID): a release build (APP_RELEASE=1) without a real
 * one stops here, since every reminder would silently fall back to the phone calendar.
 */
export function reminderTemplateId(env: Record<string, string | undefined>): string {
  const raw = env.REMINDER_TEMPLATE_ID?.trim() ?? ''
  const release = env.APP_RELEASE === '1'
  if (release && (!raw || raw === TEST_TEMPLATE_ID || /^(test|session-reminder-dev)/i.test(raw)))
    throw new Error(
      'APP_RELEASE=1 needs REMINDER_TEMPLATE_ID: the subscription message template id approved for this ' +
        'mini-program (WeChat MP admin → Subscription messages), the same value the server is given. ' +
        `Got ${raw ? `"${raw}", a test id` : 'nothing'}.`,
    )
  const value = raw || TEST_TEMPLATE_ID
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value))
    throw new Error(`REMINDER_TEMPLATE_ID must be a WeChat template id (letters, digits, _ or -), got "${value}"`)
  return value
}

export function readAppConfig(platform: string | undefined) {
  // H5 is served by the reference server, so same-origin ('') works everywhere it is hosted;
  // the mini-program has no origin and needs an absolute URL.
  const defaultBase = platform === 'h5' ? '' : 'http://127.0.0.1:3000'
  const schemes = (process.env.APP_SCHEMES ?? 'expodirectory://,expodirectorypro://')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const s of schemes) {
    if (!/^[a-z][a-z0-9+.-]*:\/\/$/.test(s)) throw new Error(`APP_SCHEMES entry "${s}" must look like "name://"`)
  }
  return {
    rxwebBaseUrl: url('RXWEB_BASE_URL', defaultBase),
    showBaseUrl: url('SHOW_BASE_URL', defaultBase),
    appSchemes: schemes,
    // Where a visitor without the app gets it. No default: the deployment knows its app's page, and
    // without one the "open the app" banner is not shown at all (docs/decisions.md).
    appLandingUrl: url('APP_LANDING_URL', '', 'no app banner'),
    // The exhibition shown when a visitor arrives without ?eventCode (must exist on the backend).
    defaultEventCode: eventCode(process.env.DEFAULT_EVENT_CODE ?? 'SIE'),
    // The mini-program's subscription message template for session reminders (WeChat MP admin →
    // Subscription messages); dev and CI builds get TEST_TEMPLATE_ID, release builds must name one.
    reminderTemplateId: reminderTemplateId(process.env),
    // The e-badges' Ed25519 public key (raw, base64url): an exhibitor's scan checks a badge with it
    // and no network (issue 28). Dev and CI builds carry the public development key the server uses
    // when BADGE_SIGNING_KEY is unset (server/src/lib/badge-dev-key.ts).
    badgePublicKey: badgePublicKey(process.env.BADGE_PUBLIC_KEY ?? DEV_BADGE_PUBLIC_KEY),
  }
}

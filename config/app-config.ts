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

function eventCode(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(value))
    throw new Error(`DEFAULT_EVENT_CODE must be 1-32 letters/digits, got "${value}"`)
  return value
}

function templateId(value: string): string {
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
    // Subscription messages). The default is not a real template: WeChat refuses it and the app
    // falls back to the phone's calendar, as it does when the visitor declines.
    reminderTemplateId: templateId(process.env.REMINDER_TEMPLATE_ID ?? 'session-reminder-dev'),
  }
}

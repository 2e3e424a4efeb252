/**
 * Build-time configuration of the app, read from environment variables and injected as APP_CONFIG.
 * Validated here so a bad value stops the build with a clear message instead of shipping.
 */
function url(name: string, fallback: string): string {
  const value = process.env[name] ?? fallback
  if (value !== '' && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value)) {
    throw new Error(`${name} must be an http(s) URL or empty (same origin), got "${value}"`)
  }
  return value.replace(/\/+$/, '')
}

function eventCode(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(value))
    throw new Error(`DEFAULT_EVENT_CODE must be 1-32 letters/digits, got "${value}"`)
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
    appLandingUrl: url('APP_LANDING_URL', 'https://www.example.com/app'),
    // The exhibition shown when a visitor arrives without ?eventCode (must exist on the backend).
    defaultEventCode: eventCode(process.env.DEFAULT_EVENT_CODE ?? 'SIE'),
  }
}

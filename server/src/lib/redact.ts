/**
 * Query parameters that are personal data or credentials: never written to logs. Compared in lower
 * case. Credentials: SMS and login codes, edit tokens, session ids and secrets, e-badge tokens
 * (verifyBadge), anything named like a password or ticket; personal: contact details.
 */
const SECRET_PARAMS = [
  'email',
  'contactemail',
  'phone',
  'mobile',
  'tel',
  'contact',
  'contactinfo',
  'code',
  'verifycode',
  'token',
  'edittoken',
  'accesstoken',
  'sessionid',
  'session',
  'secret',
  'password',
  'ticket',
  // the visitor's session secret, should a client ever put its header's value in a URL
  'x-visitor-session',
  'visitorsession',
]

/** Compared without case, separators or spaces: `Contact-Info`, `x_visitor_session` and `VerifyCode` are caught alike. */
const folded = (key: string) => key.toLowerCase().replace(/[-_\s.]/g, '')
const SECRET_KEYS = new Set(SECRET_PARAMS.map(folded))

/** decodeURIComponent that never throws: a malformed escape (a client's mistake) stays as it is. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/**
 * Replaces the values of personal query parameters in a URL with [redacted]. Runs inside the
 * request logger for every request, so it must not throw on any input (a malformed percent-escape
 * in a key once crashed the process here).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((kv) => {
      const eq = kv.indexOf('=')
      const rawKey = eq < 0 ? kv : kv.slice(0, eq)
      const key = folded(safeDecode(rawKey.replace(/\+/g, ' ')))
      return SECRET_KEYS.has(key) ? `${rawKey}=[redacted]` : kv
    })
  return url.slice(0, q + 1) + parts.join('&')
}

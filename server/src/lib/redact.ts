/** Query parameters that are personal data: never written to logs. */
const SECRET_PARAMS = ['email', 'phone', 'mobile', 'contactinfo', 'code', 'verifycode', 'edittoken']

/** Replaces the values of personal query parameters in a URL with [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((kv) => {
      const eq = kv.indexOf('=')
      const key = decodeURIComponent((eq < 0 ? kv : kv.slice(0, eq)).replace(/\+/g, ' ')).toLowerCase()
      return SECRET_PARAMS.includes(key) ? `${eq < 0 ? kv : kv.slice(0, eq)}=[redacted]` : kv
    })
  return url.slice(0, q + 1) + parts.join('&')
}

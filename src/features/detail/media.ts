/** Server media paths (/media/…, /uploads/…) are relative to the rxweb origin; the weapp needs it absolute. */
export function mediaUrl(url: string | null | undefined): string {
  if (!url) return ''
  return url.startsWith('/') ? `${APP_CONFIG.rxwebBaseUrl}${url}` : url
}

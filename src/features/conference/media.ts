import { resolveAssetUrl } from '../../services/api/client'

/** Server media paths (/media/person/…) are relative to the rxweb origin; the weapp needs them absolute. */
export function mediaUrl(url: string | null | undefined): string {
  return resolveAssetUrl(APP_CONFIG.rxwebBaseUrl, url)
}

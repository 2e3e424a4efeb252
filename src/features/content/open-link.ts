import type { Navigation } from '../../navigation'
import type { PlatformDialogs, PlatformHost, PlatformLinks, PlatformShare } from '../../platform'

/** What a content link is: a page of this app, a phone number, an email address or a web page. */
export type ContentLink =
  | { kind: 'route'; path: string; query: Record<string, string> }
  | { kind: 'tel'; number: string }
  | { kind: 'mail'; address: string }
  | { kind: 'web'; url: string }

export function classifyLink(href: string): ContentLink | null {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const [path, search = ''] = href.split('?')
    const query: Record<string, string> = {}
    for (const part of search.split('&')) {
      if (!part) continue
      const [k, v = ''] = part.split('=')
      try {
        query[decodeURIComponent(k!)] = decodeURIComponent(v)
      } catch {
        // a malformed escape: the parameter is left out
      }
    }
    return { kind: 'route', path: path!, query }
  }
  if (/^tel:/i.test(href)) return { kind: 'tel', number: href.slice(4).replace(/[^\d+]/g, '') }
  if (/^mailto:/i.test(href)) return { kind: 'mail', address: href.slice(7) }
  if (/^https?:\/\//i.test(href)) return { kind: 'web', url: href }
  return null
}

/**
 * Opens a link of server content the way the host can: app pages through navigation (the
 * mini-program's page, H5's route, the native app's container); a number in the dialler where there
 * is one; an address in the mail app where there is one; a web page in the browser. Where the host
 * cannot (a mini-program opens no web page nor mail app, a desktop has no dialler), the text is
 * copied and the visitor told so.
 */
export async function openContentLink(
  href: string,
  deps: {
    navigation: Pick<Navigation, 'to'>
    platform: PlatformHost & PlatformLinks & PlatformShare & PlatformDialogs
    copiedText: string
  },
): Promise<void> {
  const link = classifyLink(href)
  if (!link) return
  const { navigation, platform } = deps
  const copy = async (text: string) => {
    await platform.copyText(text)
    platform.showToast(deps.copiedText)
  }
  switch (link.kind) {
    case 'route':
      return navigation.to(link.path, link.query)
    case 'tel':
      return platform.caps.dial ? platform.dial(link.number) : copy(link.number)
    case 'mail':
      return platform.caps.mailto ? platform.openLink(`mailto:${link.address}`) : copy(link.address)
    case 'web':
      return platform.caps.opensWebPages ? platform.openLink(link.url) : copy(link.url)
  }
}

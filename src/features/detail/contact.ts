import { format, type BaseLang } from '../../i18n'
import type { PlatformDialogs, PlatformHost, PlatformLinks, PlatformShare } from '../../platform/types'

/** What contacting needs of the host: its caps, dialler and links, the clipboard, a sheet to choose from. */
type ContactPlatform = PlatformHost & PlatformLinks & PlatformShare & PlatformDialogs

export interface ContactInfo {
  tel?: string
  email?: string
}

export type ContactMethod = 'call' | 'mail' | 'copy'

export interface ContactOption {
  /** shown in the chooser when there is more than one option */
  label: string
  method: ContactMethod
  value: string
}

/**
 * How the visitor reaches an exhibitor, per host (docs/decisions.md, "Detail pages"):
 * - phone: a call wherever a phone can dial (mini-program, native app, a mobile browser);
 *   copied on a desktop browser, which has nothing to dial with;
 * - email: the mail app through a mailto: link in a browser or the native app; copied in the
 *   mini-program, which cannot open mail apps.
 */
export function contactOptions(platform: Pick<PlatformHost, 'caps'>, info: ContactInfo, t: BaseLang): ContactOption[] {
  const options: ContactOption[] = []
  const tel = info.tel?.trim()
  const email = info.email?.trim()
  if (tel) {
    options.push(
      platform.caps.dial
        ? { label: format(t.detail.call, { value: tel }), method: 'call', value: tel }
        : { label: format(t.detail.copyValue, { value: tel }), method: 'copy', value: tel },
    )
  }
  if (email) {
    options.push(
      platform.caps.mailto
        ? { label: format(t.detail.sendEmail, { value: email }), method: 'mail', value: email }
        : { label: format(t.detail.copyValue, { value: email }), method: 'copy', value: email },
    )
  }
  return options
}

/** Runs one option with the host's own means. */
export async function runContact(platform: ContactPlatform, option: ContactOption, t: BaseLang): Promise<void> {
  switch (option.method) {
    case 'call':
      // wx.makePhoneCall on the mini-program; a tel: navigation in the browser and the app's web view
      platform.dial(option.value)
      return
    case 'mail':
      platform.openLink(`mailto:${option.value}`)
      return
    case 'copy':
      await platform.copyText(option.value)
      platform.showToast(format(t.detail.copied, { value: option.value }))
  }
}

/**
 * The contact action: nothing to offer → a toast; one option → run it; several → the host's
 * action sheet first. Resolves true when something was done (for the behaviour record).
 */
export async function contact(platform: ContactPlatform, info: ContactInfo, t: BaseLang): Promise<boolean> {
  const options = contactOptions(platform, info, t)
  if (options.length === 0) {
    platform.showToast(t.detail.noContact)
    return false
  }
  let chosen = options[0]
  if (options.length > 1) {
    const index = await platform.chooseAction(
      options.map((o) => o.label),
      { cancelText: t.common.cancel },
    )
    if (index === undefined) return false // dismissed
    chosen = options[index]
  }
  if (!chosen) return false
  try {
    await runContact(platform, chosen, t)
    return true
  } catch {
    return false
  }
}

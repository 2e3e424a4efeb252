import { dictionary } from '../../../i18n'
import { NativeAppAdapter } from '../../../platform/native-adapter'
import type { PlatformCaps } from '../../../platform/types'
import { WebAdapter } from '../../../platform/web-adapter'
import { contactOptions } from '../contact'

const t = dictionary('EN')
const info = { tel: '+86-21-50004099', email: 'sales@huadong1.example.com' }

/** The capabilities the real adapters declare for a user agent (the mini-program's are its own). */
function host(kind: 'web' | 'app' | 'weapp', ua: string): { caps: PlatformCaps } {
  if (kind === 'weapp') return { caps: { dial: true, mailto: false } as PlatformCaps }
  const spy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua)
  const adapter = kind === 'app' ? new NativeAppAdapter(window) : new WebAdapter(window)
  spy.mockRestore()
  return adapter
}
const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0'

describe('contact options per host', () => {
  it('mini-program: call the phone, copy the email', () => {
    expect(contactOptions(host('weapp', ''), info, t).map((o) => o.method)).toEqual(['call', 'copy'])
  })

  it('native app and mobile browser: call and mail', () => {
    expect(contactOptions(host('app', `${MOBILE} v4_app`), info, t).map((o) => o.method)).toEqual(['call', 'mail'])
    expect(contactOptions(host('web', MOBILE), info, t).map((o) => o.method)).toEqual(['call', 'mail'])
  })

  it('desktop browser: copy the phone, mail the email', () => {
    const options = contactOptions(host('web', DESKTOP), info, t)
    expect(options).toEqual([
      { method: 'copy', value: '+86-21-50004099', label: 'Copy +86-21-50004099' },
      { method: 'mail', value: 'sales@huadong1.example.com', label: 'Email sales@huadong1.example.com' },
    ])
  })

  it('leaves out what the exhibitor did not give', () => {
    expect(contactOptions(host('web', MOBILE), { tel: ' ', email: '' }, t)).toEqual([])
    expect(contactOptions(host('web', MOBILE), { tel: '123' }, t).map((o) => o.label)).toEqual(['Call 123'])
  })
})

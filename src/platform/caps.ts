import type { EnvFlags } from './env'
import type { PlatformCaps, PlatformKind } from './types'

/** Each host's capabilities, in one table (the adapters declare theirs from it; tests use it too). */
export function platformCaps(
  kind: PlatformKind,
  env: Pick<EnvFlags, 'mobile' | 'android' | 'ios' | 'miniprogram'> & Partial<Pick<EnvFlags, 'weixin'>>,
): PlatformCaps {
  switch (kind) {
    case 'weapp':
      return {
        bar: 'host-bar',
        dial: true,
        // a mini-program cannot open mail apps: the address is copied
        mailto: false,
        hostChoosesEdition: true,
        nativeCollect: false,
        certifyBeforeCollect: true,
        userInfoInLinks: true,
        openAppBanner: false,
        schemeOpensApp: false,
        reminders: 'subscribe',
        phoneCalendar: true,
        phoneNumberButton: true,
        // a mini-program opens no outside web page: openLink copies the address
        opensWebPages: false,
        codeOverNetwork: false,
      }
    case 'app':
      return {
        bar: 'top-bar',
        dial: true,
        mailto: true,
        hostChoosesEdition: true,
        nativeCollect: true,
        certifyBeforeCollect: false,
        userInfoInLinks: false,
        openAppBanner: false,
        schemeOpensApp: false,
        reminders: 'app',
        phoneCalendar: false,
        phoneNumberButton: false,
        opensWebPages: true,
        codeOverNetwork: true,
      }
    case 'web':
      return {
        bar: 'navbar',
        // a desktop browser has nothing to dial with: the number is copied instead
        dial: env.mobile,
        mailto: true,
        // a web view inside a mini-program: the mini-program chose the edition
        hostChoosesEdition: env.miniprogram,
        nativeCollect: false,
        certifyBeforeCollect: false,
        userInfoInLinks: false,
        openAppBanner: env.android || env.ios,
        schemeOpensApp: !env.weixin,
        reminders: 'web',
        phoneCalendar: false,
        phoneNumberButton: false,
        opensWebPages: true,
        codeOverNetwork: true,
      }
  }
}

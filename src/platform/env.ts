/** Environment flags of spec §3, derived from the user agent (and the build target for weapp). */
export interface EnvFlags {
  mobile: boolean
  ios: boolean
  android: boolean
  iPhone: boolean
  iPad: boolean
  /** inside our native app: the user agent contains v4_app */
  app: boolean
  /** WeChat's in-app browser (or the mini-program's web view) */
  weixin: boolean
  miniprogram: boolean
}

export function detectEnv(userAgent: string, isMiniProgramBuild = false): EnvFlags {
  const ua = userAgent || ''
  const iPhone = /iPhone/i.test(ua)
  const iPad = /iPad/i.test(ua) || (/Macintosh/i.test(ua) && /Mobile\//.test(ua))
  const ios = iPhone || iPad || /iPod/i.test(ua)
  const android = /Android/i.test(ua)
  const weixin = /MicroMessenger/i.test(ua)
  return {
    mobile: ios || android || /Mobile|Windows Phone|HarmonyOS/i.test(ua),
    ios,
    android,
    iPhone,
    iPad,
    app: /v4_app/i.test(ua),
    weixin,
    miniprogram: isMiniProgramBuild || /miniProgram/i.test(ua),
  }
}

/** Behaviour-record channel ids of spec §7. */
export function channelId(env: EnvFlags): number {
  if (env.miniprogram) return 109
  if (env.weixin) return 110
  if (env.app) return env.ios ? 104 : 103
  return 107
}

import { detectEnv } from '../../../platform/env'
import { buildBehaviourRecord } from '../record'

const UA = {
  weappBuild: '',
  wechatBrowser:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40',
  plainWeb: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  iosApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 v4_app',
  androidApp: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 v4_app',
}

describe('buildBehaviourRecord', () => {
  const input = {
    target: 'exhibitor' as const,
    action: 'view' as const,
    userId: 'u-1',
    eventEditionId: 12,
    companyProfileId: 1,
    url: '/exhibitors/detail?companyProfileId=1&eventCode=CGA',
    source: 'web',
  }

  it('fills every field of the record', () => {
    expect(buildBehaviourRecord(detectEnv(UA.plainWeb), input, 1_700_000_000_000)).toEqual({
      TARGET: 'exhibitor',
      USERID: 'u-1',
      EVENTEDITIONID: 12,
      ACTIONID: 'view',
      CHANNELID: 107,
      TIMESTAMP: 1_700_000_000_000,
      URL: '/exhibitors/detail?companyProfileId=1&eventCode=CGA',
      COMPANYPROFILEID: 1,
      SOURCE: 'web',
    })
  })

  it.each([
    ['the mini-program', detectEnv(UA.weappBuild, true), 109],
    ["WeChat's browser", detectEnv(UA.wechatBrowser), 110],
    ['a plain browser', detectEnv(UA.plainWeb), 107],
    ['the iOS app', detectEnv(UA.iosApp), 104],
    ['the Android app', detectEnv(UA.androidApp), 103],
  ])('uses the channel id of %s', (_name, env, channel) => {
    expect(buildBehaviourRecord(env, input).CHANNELID).toBe(channel)
  })

  it('leaves out what it does not know and keeps extras', () => {
    const record = buildBehaviourRecord(
      detectEnv(UA.plainWeb),
      { target: 'product', action: 'collect', userId: undefined, extras: { productId: 531 } },
      5,
    )
    expect(record).toEqual({
      TARGET: 'product',
      USERID: '',
      ACTIONID: 'collect',
      CHANNELID: 107,
      TIMESTAMP: 5,
      EXTRAS: { productId: 531 },
    })
  })
})

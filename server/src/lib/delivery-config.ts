/**
 * Configuration of the channels that reach people (issue 25): SMS (file, Tencent Cloud, Aliyun) and
 * WeChat subscription messages. Read with the rest of the configuration (config.ts), every problem
 * named with its variable; server/README.md documents each one.
 */
import type { SmsTemplateIds } from './sms.js'

export type SmsConfig =
  | { provider: 'file'; retryBaseMs: number }
  | {
      provider: 'tencent'
      retryBaseMs: number
      secretId: string
      secretKey: string
      sdkAppId: string
      region: string
      endpoint: string
      signName: string
      templates: SmsTemplateIds
    }
  | {
      provider: 'aliyun'
      retryBaseMs: number
      accessKeyId: string
      accessKeySecret: string
      endpoint: string
      signName: string
      templates: SmsTemplateIds
    }

/** What a subscription message field is filled with (REMINDER_TEMPLATE_FIELDS). */
export const FIELD_SOURCES = ['title', 'start', 'end', 'place', 'room', 'hall', 'note'] as const
export type FieldSource = (typeof FIELD_SOURCES)[number]

export type WeappRemindersConfig =
  | { mode: 'file' }
  | {
      mode: 'wechat'
      appId: string
      appSecret: string
      apiBase: string
      templateId: string
      fields: Array<{ key: string; source: FieldSource }>
      /** miniprogram_state: which version of the mini-program a tap on the message opens */
      state: 'formal' | 'trial' | 'developer'
    }

export const DEFAULT_TEMPLATE_FIELDS = 'thing1:title,time2:start,thing3:place,thing4:note'

/** WeChat's subscription message keys: a kind and a number (thing1, time2, character_string3 …). */
const FIELD_KEY =
  /^(thing|time|date|character_string|phrase|number|letter|symbol|amount|name|phone_number|car_number)\d{1,2}$/

const KINDS = [
  ['code', 'CODE'],
  ['rfq', 'RFQ'],
  ['match', 'MATCH'],
] as const

function url(env: NodeJS.ProcessEnv, name: string, def: string, errors: string[]): string {
  const value = env[name]?.trim() || def
  if (!/^https?:\/\/[^\s]+$/.test(value)) errors.push(`${name} must be an http(s) URL (got "${value}")`)
  return value.replace(/\/+$/, '')
}

export function readDeliveryConfig(
  env: NodeJS.ProcessEnv,
  errors: string[],
  ctx: {
    deployed: boolean
    demoMode: boolean
    weappLogin: { mode: string; appId?: string; appSecret?: string; apiBase?: string }
  },
): { sms: SmsConfig; weappReminders: WeappRemindersConfig } {
  const provider = (env.SMS_PROVIDER ?? 'file').trim().toLowerCase() || 'file'
  const retryRaw = (env.SMS_RETRY_BASE_MS ?? '').trim()
  let retryBaseMs = 500
  if (retryRaw) {
    if (!/^\d+$/.test(retryRaw) || Number(retryRaw) > 60_000)
      errors.push(`SMS_RETRY_BASE_MS must be a whole number of milliseconds up to 60000 (got "${retryRaw}")`)
    else retryBaseMs = Number(retryRaw)
  }
  let sms: SmsConfig = { provider: 'file', retryBaseMs }
  const need = (names: string[]): Record<string, string> => {
    const missing = names.filter((n) => !env[n]?.trim())
    if (missing.length) errors.push(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`)
    return Object.fromEntries(names.map((n) => [n, env[n]?.trim() ?? '']))
  }
  const templates = (): SmsTemplateIds => {
    const names = KINDS.flatMap(([, k]) => [`SMS_TEMPLATE_${k}_ZH`, `SMS_TEMPLATE_${k}_EN`])
    const v = need(['SMS_SIGN_NAME', ...names])
    const ids = Object.fromEntries(
      KINDS.map(([kind, k]) => {
        const intl = env[`SMS_TEMPLATE_${k}_INTL`]?.trim()
        return [kind, { zh: v[`SMS_TEMPLATE_${k}_ZH`]!, en: v[`SMS_TEMPLATE_${k}_EN`]!, ...(intl ? { intl } : {}) }]
      }),
    ) as SmsTemplateIds
    // optional: the session reminder by text message (issue 25 item 3); both languages or none
    const rzh = env.SMS_TEMPLATE_REMINDER_ZH?.trim()
    const ren = env.SMS_TEMPLATE_REMINDER_EN?.trim()
    const rintl = env.SMS_TEMPLATE_REMINDER_INTL?.trim()
    if (rzh && ren) ids.reminder = { zh: rzh, en: ren, ...(rintl ? { intl: rintl } : {}) }
    else if (rzh || ren || rintl)
      errors.push('SMS reminders need both SMS_TEMPLATE_REMINDER_ZH and SMS_TEMPLATE_REMINDER_EN (or neither)')
    // optional: a reminded session moved or cancelled, by text message (issue 25); both languages or none
    const nzh = env.SMS_TEMPLATE_NOTICE_ZH?.trim()
    const nen = env.SMS_TEMPLATE_NOTICE_EN?.trim()
    const nintl = env.SMS_TEMPLATE_NOTICE_INTL?.trim()
    if (nzh && nen) ids.notice = { zh: nzh, en: nen, ...(nintl ? { intl: nintl } : {}) }
    else if (nzh || nen || nintl)
      errors.push('SMS change notices need both SMS_TEMPLATE_NOTICE_ZH and SMS_TEMPLATE_NOTICE_EN (or neither)')
    for (const [kind, t] of Object.entries(ids))
      for (const id of [t.zh, t.en, t.intl].filter(Boolean) as string[])
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
          errors.push(`SMS template id for ${kind} must be letters, digits, _ or - (got "${id}")`)
    return ids
  }
  if (provider === 'tencent') {
    const v = need(['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID'])
    const ids = templates()
    sms = {
      provider,
      retryBaseMs,
      secretId: v.TENCENT_SMS_SECRET_ID!,
      secretKey: v.TENCENT_SMS_SECRET_KEY!,
      sdkAppId: v.TENCENT_SMS_SDK_APP_ID!,
      region: env.TENCENT_SMS_REGION?.trim() || 'ap-guangzhou',
      endpoint: url(env, 'TENCENT_SMS_ENDPOINT', 'https://sms.tencentcloudapi.com', errors),
      signName: env.SMS_SIGN_NAME?.trim() ?? '',
      templates: ids,
    }
  } else if (provider === 'aliyun') {
    const v = need(['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET'])
    const ids = templates()
    sms = {
      provider,
      retryBaseMs,
      accessKeyId: v.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: v.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      endpoint: url(env, 'ALIYUN_SMS_ENDPOINT', 'https://dysmsapi.aliyuncs.com', errors),
      signName: env.SMS_SIGN_NAME?.trim() ?? '',
      templates: ids,
    }
  } else if (provider !== 'file') {
    errors.push(`SMS_PROVIDER must be file, tencent or aliyun (got "${provider}")`)
  } else if (ctx.deployed && !ctx.demoMode) {
    // a deployed server writing codes into files would leave every visitor waiting for a code
    errors.push(
      'PUBLIC_URL is https: SMS_PROVIDER=file (the default) would write verification codes into files instead of ' +
        'sending them. Set SMS_PROVIDER=tencent or aliyun with its keys, SMS_SIGN_NAME and the SMS_TEMPLATE_* ids',
    )
  }

  const mode = (env.WEAPP_REMINDERS ?? 'file').trim().toLowerCase() || 'file'
  let weappReminders: WeappRemindersConfig = { mode: 'file' }
  if (mode === 'wechat') {
    const templateId = env.REMINDER_TEMPLATE_ID?.trim() ?? ''
    if (!templateId)
      errors.push('WEAPP_REMINDERS=wechat needs REMINDER_TEMPLATE_ID (the same id the mini-program is built with)')
    else if (!/^[A-Za-z0-9_-]{1,64}$/.test(templateId) || /^(test|session-reminder-dev)/i.test(templateId))
      errors.push(`REMINDER_TEMPLATE_ID must be a real WeChat template id (got "${templateId}")`)
    const appId = ctx.weappLogin.appId ?? env.WEAPP_APPID?.trim() ?? ''
    const appSecret = ctx.weappLogin.appSecret ?? env.WEAPP_SECRET?.trim() ?? ''
    if (!appId || !appSecret)
      errors.push("WEAPP_REMINDERS=wechat needs WEAPP_APPID and WEAPP_SECRET (the mini-program's)")
    const fields: Array<{ key: string; source: FieldSource }> = []
    for (const pair of (env.REMINDER_TEMPLATE_FIELDS?.trim() || DEFAULT_TEMPLATE_FIELDS).split(',')) {
      const [key = '', source = ''] = pair.split(':').map((s) => s.trim())
      if (!FIELD_KEY.test(key) || !(FIELD_SOURCES as readonly string[]).includes(source))
        errors.push(
          `REMINDER_TEMPLATE_FIELDS entry "${pair}" must be <template key>:<${FIELD_SOURCES.join('|')}>, like thing1:title`,
        )
      else fields.push({ key, source: source as FieldSource })
    }
    const state = (env.WEAPP_MINIPROGRAM_STATE ?? 'formal').trim()
    if (!['formal', 'trial', 'developer'].includes(state))
      errors.push('WEAPP_MINIPROGRAM_STATE must be formal, trial or developer')
    weappReminders = {
      mode: 'wechat',
      appId,
      appSecret,
      apiBase: ctx.weappLogin.apiBase ?? url(env, 'WEAPP_API_BASE', 'https://api.weixin.qq.com', errors),
      templateId,
      fields,
      state: state as 'formal',
    }
  } else if (mode !== 'file') {
    errors.push('WEAPP_REMINDERS must be wechat or file')
  } else if (ctx.deployed && !ctx.demoMode && ctx.weappLogin.mode === 'wechat') {
    errors.push(
      'PUBLIC_URL is https and WEAPP_LOGIN=wechat: WEAPP_REMINDERS=file (the default) would write subscription ' +
        'reminders into files. Set WEAPP_REMINDERS=wechat with REMINDER_TEMPLATE_ID',
    )
  }
  return { sms, weappReminders }
}

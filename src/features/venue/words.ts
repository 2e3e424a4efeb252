// The words of booth booking (src/features/venue), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.booking` imports this module (src/i18n/sections.ts).
import { FORM_LIMITS } from '../../../rules'
import { defineSection } from '../../i18n/sections'
import type { BookingRuleKey } from '../../../rules'

export interface BookingWords {
  intro: string
  freeCount: string
  chooseStand: string
  selected: string
  company: string
  contact: string
  phone: string
  code: string
  enter: string
  submit: string
  sent: string
  rules: Record<BookingRuleKey, string>
  notFree: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    booking: BookingWords
  }
}

export default defineSection('booking', {
  'ZH-CN': {
    intro: '绿色为空闲展位，点击即可申请预订。',
    freeCount: '空闲展位 {count} 个',
    chooseStand: '请在地图上选择一个空闲展位',
    selected: '展位 {code} · {hall} · {area} 平方米',
    company: '公司名称',
    contact: '联系人',
    phone: '手机号',
    code: '验证码',
    enter: '请输入{field}',
    submit: '提交预订申请',
    sent: '申请已提交：展位 {code} 已为您保留，主办方将尽快与您联系。',
    rules: {
      standRequired: '请在地图上选择一个空闲展位',
      companyRequired: '请填写公司名称',
      companyTooLong: `公司名称不能超过${FORM_LIMITS.companyMaxChars}个字符`,
      contactRequired: '联系人不能为空！',
      contactTooLong: `联系人不能超过${FORM_LIMITS.nameMaxChars}个字符`,
      phoneRequired: '联系方式不能为空！',
      phoneInvalid: '手机号码格式不正确！',
      codeRequired: '验证码不能为空！',
    },
    notFree: '该展位不可预订，请选择绿色的空闲展位',
  },
  EN: {
    intro: 'Free stands are green. Tap one to request it.',
    freeCount: '{count} free stands',
    chooseStand: 'Choose a free stand on the map',
    selected: 'Stand {code} · {hall} · {area} m²',
    company: 'Company',
    contact: 'Contact',
    phone: 'Mobile',
    code: 'Verification code',
    enter: 'Enter {field}',
    submit: 'Send booking request',
    sent: 'Request sent: stand {code} is reserved for you. The organiser will call you.',
    rules: {
      standRequired: 'Please choose a free stand on the map',
      companyRequired: 'Please enter your company',
      companyTooLong: `Company cannot be over ${FORM_LIMITS.companyMaxChars} characters`,
      contactRequired: 'Contact cannot be empty!',
      contactTooLong: `Contact cannot be over ${FORM_LIMITS.nameMaxChars} characters`,
      phoneRequired: 'Contact infomation cannot be empty!',
      phoneInvalid: 'Invalid mobile phone number!',
      codeRequired: 'Verification code cannot be empty!',
    },
    notFree: 'This stand is not free: choose a green one',
  },
})

// The words of pre-registration and the e-badge (src/features/visit, the plan panel), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.visit` imports this module (src/i18n/sections.ts).
import { FORM_LIMITS } from '../../../rules'
import { defineSection } from '../sections'
import type { VisitRuleKey } from '../../../rules'

export type VisitorTypeKey = 'trade' | 'buyer' | 'media' | 'student' | 'other'

export interface VisitWords {
  intro: string
  name: string
  company: string
  position: string
  phone: string
  code: string
  email: string
  visitorType: string
  interests: string
  interestsHint: string
  enter: string
  types: Record<VisitorTypeKey, string>
  rules: Record<VisitRuleKey, string>
  submit: string
  registered: string
  alreadyRegistered: string
  badgeTitle: string
  badgeHint: string
  registeredAt: string
  noBadge: string
  registerNow: string
  myBadge: string
  privacy: string
  /** what is chosen of the most: '3/6' (issue 22 item 11) */
  interestsChosen: string
  /** the organiser closed the show (issue 26): '{edition}', instead of the form */
  closedByOrganiser: string
  /** where a visitor can still go when pre-registration is closed */
  browse: string
}

declare module '../sections' {
  interface FeatureWords {
    visit: VisitWords
  }
}

export default defineSection('visit', {
  'ZH-CN': {
    intro: '预登记{edition}，获取电子胸卡',
    name: '姓名',
    company: '公司',
    position: '职位',
    phone: '手机号',
    code: '验证码',
    email: '邮箱',
    visitorType: '观众类型',
    interests: '感兴趣的领域',
    interestsHint: '最多选择 {max} 项',
    enter: '请输入{field}',
    types: {
      trade: '专业观众',
      buyer: '采购商',
      media: '媒体',
      student: '学生',
      other: '其他',
    },
    rules: {
      nameRequired: '请填写姓名',
      nameTooLong: `姓名不能超过${FORM_LIMITS.nameMaxChars}个字符`,
      companyRequired: '请填写公司名称',
      companyTooLong: `公司名称不能超过${FORM_LIMITS.companyMaxChars}个字符`,
      positionRequired: '请填写职位',
      positionTooLong: `职位不能超过${FORM_LIMITS.positionMaxChars}个字符`,
      phoneRequired: '联系方式不能为空！',
      phoneInvalid: '手机号码格式不正确！',
      codeRequired: '验证码不能为空！',
      emailRequired: '邮箱地址不能为空！',
      emailInvalid: '邮箱地址格式不正确！',
      visitorTypeRequired: '请选择观众类型',
      interestsRequired: '请至少选择一个感兴趣的领域',
      interestsTooMany: `最多选择${FORM_LIMITS.maxInterests}个感兴趣的领域`,
    },
    submit: '提交登记',
    registered: '登记成功！电子胸卡已生成',
    alreadyRegistered: '您已登记过，以下为您的电子胸卡',
    badgeTitle: '我的电子胸卡',
    badgeHint: '请在入口出示此二维码，胸卡也已发送至您的邮箱。',
    registeredAt: '登记于 {date}',
    noBadge: '您尚未预登记本届展会。',
    registerNow: '立即预登记',
    myBadge: '我的电子胸卡',
    privacy: '您的信息仅提供给主办方用于本次参观。',
    interestsChosen: '{count}/{max}',
    closedByOrganiser: '{edition}已由主办方关闭，预登记已关闭。',
    browse: '浏览展商名录',
  },
  EN: {
    intro: 'Pre-register for {edition} and get your e-badge',
    name: 'Name',
    company: 'Company',
    position: 'Position',
    phone: 'Mobile',
    code: 'Verification code',
    email: 'Email',
    visitorType: 'I am a',
    interests: 'Interests',
    interestsHint: 'Choose up to {max}',
    enter: 'Enter {field}',
    types: {
      trade: 'Trade visitor',
      buyer: 'Buyer',
      media: 'Media',
      student: 'Student',
      other: 'Other',
    },
    rules: {
      nameRequired: 'Please enter your name',
      nameTooLong: `Name cannot be over ${FORM_LIMITS.nameMaxChars} characters`,
      companyRequired: 'Please enter your company',
      companyTooLong: `Company cannot be over ${FORM_LIMITS.companyMaxChars} characters`,
      positionRequired: 'Please enter your position',
      positionTooLong: `Position cannot be over ${FORM_LIMITS.positionMaxChars} characters`,
      phoneRequired: 'Contact infomation cannot be empty!',
      phoneInvalid: 'Invalid mobile phone number!',
      codeRequired: 'Verification code cannot be empty!',
      emailRequired: 'Email address cannot be empty!',
      emailInvalid: 'Invalid Email address!',
      visitorTypeRequired: 'Please choose a visitor type',
      interestsRequired: 'Please choose at least one interest',
      interestsTooMany: `At most ${FORM_LIMITS.maxInterests} interests`,
    },
    submit: 'Register',
    registered: 'Registered! Your e-badge is ready',
    alreadyRegistered: 'You had registered already: here is your badge',
    badgeTitle: 'My e-badge',
    badgeHint: 'Show this QR code at the entrance. We have also sent it to your email.',
    registeredAt: 'Registered {date}',
    noBadge: 'You have not pre-registered for this show yet.',
    registerNow: 'Pre-register now',
    myBadge: 'My e-badge',
    privacy: 'Your details go to the organiser only, for your visit.',
    interestsChosen: '{count}/{max}',
    closedByOrganiser: 'The organiser has closed {edition}: pre-registration is closed.',
    browse: 'Browse the exhibitor directory',
  },
})

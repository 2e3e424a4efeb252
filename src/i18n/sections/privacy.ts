// The words of the privacy policy page, the consents and WeChat's privacy sheet (issue 23 items 6
// and 7), in both languages. A module of its own so they load with the pages that use them, not
// with the first screen (bench:size): every file that reads `t.privacy` imports this module.
import { defineSection } from '../sections'

/** the privacy policy, separate consents and WeChat's privacy sheet (issue 23 items 6 and 7) */
export interface PrivacyWords {
  link: string
  formNote: string
  version: string
  consentsTitle: string
  consentsIntro: string
  consentsNone: string
  recipient: string
  granted: string
  withdrawnAt: string
  withdraw: string
  withdrawConfirm: string
  withdrawn: string
  rfqShare: string
  rfqShareHint: string
  exhibitorShare: string
  exhibitorShareRequired: string
  matchShare: string
  matchShareRequired: string
  rfqNotShared: string
  rfqSharedMine: string
  rfqNotSharedMine: string
  sheetTitle: string
  sheetBody: string
  sheetGuide: string
  sheetRefuseNote: string
  agree: string
  refuse: string
  refused: string
  leadShare: string
  leadShareHint: string
}

declare module '../sections' {
  interface FeatureWords {
    privacy: PrivacyWords
  }
}

export default defineSection('privacy', {
  'ZH-CN': {
    link: '隐私政策',
    formNote: '我们如何使用您的信息，请见',
    version: '第{version}版 · {date}起施行',
    consentsTitle: '我的授权',
    consentsIntro: '每项授权只向所列对象共享所列信息。撤回后立即停止共享。',
    consentsNone: '您尚未作出任何单独授权',
    recipient: '提供给：{recipient}',
    granted: '{date} 同意（政策第{version}版）',
    withdrawnAt: '已于 {date} 撤回',
    withdraw: '撤回',
    withdrawConfirm: '确定撤回此项授权？将立即停止共享。',
    withdrawn: '已撤回授权',
    rfqShare: '同意向给本询盘留言的卖家展示我的手机号（单独同意，可不选）',
    rfqShareHint: '不同意时，卖家只能在应用内给您留言，您会收到短信通知。',
    exhibitorShare: '同意向该展商提供我的联系人、手机号和邮箱（单独同意）',
    exhibitorShareRequired: '请同意向展商提供您的联系方式',
    matchShare: '同意向本届展会的其他参会者展示我的名片（单独同意）',
    matchShareRequired: '请同意向其他参会者展示您的名片',
    rfqNotShared: '买家未同意公开手机号，会在应用中查看您的留言。',
    rfqSharedMine: '给您留言的卖家可以看到您的手机号。',
    rfqNotSharedMine: '给您留言的卖家看不到您的手机号。',
    sheetTitle: '用户隐私保护提示',
    sheetBody: '该功能需要使用您的个人信息（如手机号、相册）。使用前，请阅读并同意',
    sheetGuide: '《小程序隐私保护指引》',
    sheetRefuseNote: '拒绝不影响浏览、收藏和计划，需要时会再次询问。',
    agree: '同意',
    refuse: '拒绝',
    refused: '未授权，下次使用时可重新授权',
    leadShare: '同意扫描我胸卡的展商获得我的姓名、公司、职位、手机号和邮箱（单独同意，可不选）',
    leadShareHint: '不同意时，展台扫码只记录您到访过。',
  },
  EN: {
    link: 'Privacy policy',
    formNote: 'How we use your details:',
    version: 'Version {version} · in force since {date}',
    consentsTitle: 'My consents',
    consentsIntro: 'Each consent shares only what it names, with whom it names. Withdrawing stops the sharing at once.',
    consentsNone: 'You have not given any separate consent',
    recipient: 'To: {recipient}',
    granted: 'Agreed {date} (policy version {version})',
    withdrawnAt: 'Withdrawn {date}',
    withdraw: 'Withdraw',
    withdrawConfirm: 'Withdraw this consent? Sharing stops at once.',
    withdrawn: 'Consent withdrawn',
    rfqShare: 'Show my mobile number to sellers who write to this RFQ (separate consent, optional)',
    rfqShareHint: 'Without it, sellers write to you in the app and you are told by SMS.',
    exhibitorShare: 'Give my contact name, mobile number and email to this exhibitor (separate consent)',
    exhibitorShareRequired: 'Please agree to give your contact details to the exhibitor',
    matchShare: 'Show my card to the other attendees of this show (separate consent)',
    matchShareRequired: 'Please agree to show your card to other attendees',
    rfqNotShared: 'The buyer chose not to share their number: they read your message in the app.',
    rfqSharedMine: 'Sellers who write to you see your mobile number.',
    rfqNotSharedMine: 'Sellers who write to you do not see your mobile number.',
    sheetTitle: 'Privacy notice',
    sheetBody:
      'This feature uses your personal information (such as your phone number or photos). Before you use it, please read and agree to the',
    sheetGuide: 'Mini-program privacy guide',
    sheetRefuseNote: 'Refusing does not affect browsing, collecting or your plan; you are asked again when needed.',
    agree: 'Agree',
    refuse: 'Refuse',
    refused: 'Not allowed: you can allow it next time',
    leadShare:
      'I agree that exhibitors who scan my badge receive my name, company, position, mobile number and email (separate consent, optional)',
    leadShareHint: 'Without it, a scan at a stand records only that you visited.',
  },
})

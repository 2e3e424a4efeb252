// The words of exhibitor self-service (src/features/exhibitor; the plan panel's and detail pages' exhibitor words), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.exhibitor` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

export interface ExhibitorWords {
  certifyIntro: string
  wechatPhone: string
  orSms: string
  phoneLabel: string
  phonePlaceholder: string
  codeLabel: string
  codePlaceholder: string
  verify: string
  verifying: string
  verified: string
  wechatRefused: string
  /** {phone} */
  verifiedAs: string
  otherPhone: string
  /** {phone} {name} {tel} {email} */
  notExhibitor: string
  /** {phone} {name} {tel} {email} */
  notThisExhibitor: string
  sessionExpired: string
  company: string
  product: string
  chinese: string
  english: string
  name: string
  introduction: string
  mainProduct: string
  address: string
  contactEmail: string
  website: string
  tel: string
  fax: string
  logo: string
  categories: string
  tags: string
  pictures: string
  visibility: string
  missingEnglish: string
  /** {hall} {stand} */
  hallStand: string
  save: string
  saving: string
  saved: string
  saveFailed: string
  noChanges: string
  reviewTitle: string
  changed: string
  emptyValue: string
  confirmSave: string
  fixErrors: string
  leaveConfirm: string
  leave: string
  stay: string
  addProduct: string
  hideProduct: string
  hidden: string
  shown: string
  productAdded: string
  editCompany: string
  editProduct: string
  /** {max} */
  chooseUpTo: string
  statsTitle: string
  views: string
  productViews: string
  planAdds: string
  productPlanAdds: string
  rfqs: string
  statsPrivacy: string
  products: string
  noProducts: string
  sharePoster: string
  posterDrawing: string
  posterFailed: string
  retry: string
  savePoster: string
  posterSaved: string
  posterDenied: string
  posterSaveFailed: string
  longPressHint: string
  scanToVisit: string
  /** {hall} {stand} */
  standLabel: string
  yourCompany: string
  updated: string
  reverifyKeepsEdits: string
  posterAllowInSettings: string
  openSettings: string
  /** above the form after "use another number" (not an expiry): the edits stay */
  otherPhoneKeepsEdits: string
}

declare module '../sections' {
  interface FeatureWords {
    exhibitor: ExhibitorWords
  }
}

export default defineSection('exhibitor', {
  'ZH-CN': {
    certifyIntro: '验证手机号后，展商可修改公司及展品资料，并可在此收藏。',
    wechatPhone: '使用微信绑定的手机号',
    orSms: '或使用短信验证码',
    phoneLabel: '手机号',
    phonePlaceholder: '请输入11位手机号',
    codeLabel: '验证码',
    codePlaceholder: '请输入6位验证码',
    verify: '验证',
    verifying: '正在验证…',
    verified: '手机号验证成功',
    wechatRefused: '未获取到微信手机号，请使用短信验证码',
    verifiedAs: '已验证：{phone}',
    otherPhone: '更换手机号',
    notExhibitor: '{phone} 不是任何展商的联系电话，暂无可修改的资料。请联系主办方{name}：{tel}，{email}。',
    notThisExhibitor: '{phone} 不是该展商的联系电话。请联系主办方{name}：{tel}，{email}。',
    sessionExpired: '验证已过期，请重新验证手机号',
    company: '公司信息',
    product: '展品信息',
    chinese: '中文',
    english: '英文',
    name: '名称',
    introduction: '简介',
    mainProduct: '主营产品',
    address: '地址',
    contactEmail: '联系邮箱',
    website: '网址',
    tel: '电话',
    fax: '传真',
    logo: '标志',
    categories: '类别',
    tags: '标签',
    pictures: '图片',
    visibility: '展示状态',
    missingEnglish: '缺少英文：英文访客将看到中文内容',
    hallStand: '{hall} · 展位 {stand}（由主办方安排）',
    save: '保存',
    saving: '正在保存…',
    saved: '已保存，访客即刻可见',
    saveFailed: '保存失败，您的修改仍保留',
    noChanges: '没有修改',
    reviewTitle: '确认保存以下修改？',
    changed: '已更改',
    emptyValue: '（空）',
    confirmSave: '保存',
    fixErrors: '请修改标出的内容',
    leaveConfirm: '修改尚未保存，确定离开？',
    leave: '离开',
    stay: '留下',
    addProduct: '新增展品',
    hideProduct: '对访客隐藏',
    hidden: '已隐藏',
    shown: '对访客展示',
    productAdded: '展品已新增，访客即刻可见',
    editCompany: '修改公司资料',
    editProduct: '修改',
    chooseUpTo: '最多{max}个',
    statsTitle: '本届展会数据（仅统计总数）',
    views: '浏览量',
    productViews: '展品浏览量',
    planAdds: '被加入计划',
    productPlanAdds: '展品被加入计划',
    rfqs: '收到的询盘',
    statsPrivacy: '仅显示总数，不会显示访客身份。',
    products: '展品',
    noProducts: '暂无展品',
    sharePoster: '分享海报',
    posterDrawing: '正在生成海报…',
    posterFailed: '海报生成失败',
    retry: '重试',
    savePoster: '保存图片',
    posterSaved: '已保存',
    posterDenied: '请允许保存到相册后再试',
    posterSaveFailed: '图片保存失败',
    longPressHint: '长按图片即可分享',
    scanToVisit: '扫码查看展位详情',
    standLabel: '{hall} · 展位 {stand}',
    yourCompany: '这是您的公司？修改资料',
    updated: '有更新',
    reverifyKeepsEdits: '验证已过期，请重新验证手机号后保存。下方已填写的内容会保留。',
    posterAllowInSettings: '小程序未获得保存到相册的权限，是否去设置中开启？',
    openSettings: '去设置',
    otherPhoneKeepsEdits: '请验证要使用的手机号后保存。下方已填写的内容会保留。',
  },
  EN: {
    certifyIntro:
      'Prove your mobile number: exhibitors then edit their company and products, and collecting works here.',
    wechatPhone: 'Use my WeChat phone number',
    orSms: 'or get an SMS code',
    phoneLabel: 'Mobile number',
    phonePlaceholder: '11-digit mobile number',
    codeLabel: 'Verification code',
    codePlaceholder: '6-digit code',
    verify: 'Verify',
    verifying: 'Verifying…',
    verified: 'Phone verified',
    wechatRefused: 'WeChat did not share your number: please use an SMS code',
    verifiedAs: 'Verified: {phone}',
    otherPhone: 'Use another number',
    notExhibitor:
      '{phone} is not the contact number of any exhibitor, so there is nothing to edit. Please contact the organiser, {name}: {tel}, {email}.',
    notThisExhibitor:
      '{phone} is not a contact number of this exhibitor. Please contact the organiser, {name}: {tel}, {email}.',
    sessionExpired: 'Your verification has expired: please verify your phone again',
    company: 'Company',
    product: 'Product',
    chinese: 'Chinese',
    english: 'English',
    name: 'Name',
    introduction: 'Introduction',
    mainProduct: 'Main products',
    address: 'Address',
    contactEmail: 'Contact email',
    website: 'Website',
    tel: 'Telephone',
    fax: 'Fax',
    logo: 'Logo',
    categories: 'Categories',
    tags: 'Tags',
    pictures: 'Pictures',
    visibility: 'Visibility',
    missingEnglish: 'English missing: visitors reading English will see the Chinese',
    hallStand: '{hall} · Stand {stand} (set by the organiser)',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved: visitors see it now',
    saveFailed: 'Not saved: your changes are kept',
    noChanges: 'Nothing has changed',
    reviewTitle: 'Save these changes?',
    changed: 'changed',
    emptyValue: '(empty)',
    confirmSave: 'Save',
    fixErrors: 'Please correct the marked fields',
    leaveConfirm: 'Leave without saving your changes?',
    leave: 'Leave',
    stay: 'Stay',
    addProduct: 'Add a product',
    hideProduct: 'Hidden from visitors',
    hidden: 'Hidden',
    shown: 'Shown to visitors',
    productAdded: 'Product added: visitors see it now',
    editCompany: 'Edit company information',
    editProduct: 'Edit',
    chooseUpTo: 'up to {max}',
    statsTitle: 'This edition, in totals',
    views: 'Page views',
    productViews: 'Product views',
    planAdds: 'In visitors’ plans',
    productPlanAdds: 'Products in plans',
    rfqs: 'RFQs sent to you',
    statsPrivacy: 'Visitors are never named: only totals are shown.',
    products: 'Products',
    noProducts: 'No products yet',
    sharePoster: 'Share poster',
    posterDrawing: 'Drawing the poster…',
    posterFailed: 'The poster could not be drawn',
    retry: 'Try again',
    savePoster: 'Save image',
    posterSaved: 'Saved',
    posterDenied: 'Allow saving to your photo album to keep the poster',
    posterSaveFailed: 'The image could not be saved',
    longPressHint: 'Press and hold the image to share it',
    scanToVisit: 'Scan to see our stand',
    standLabel: '{hall} · Stand {stand}',
    yourCompany: 'Your company? Update its information',
    updated: 'Updated',
    reverifyKeepsEdits: 'Your verification has expired: verify your phone again to save. Your changes below are kept.',
    posterAllowInSettings:
      'Saving to your photo album is turned off for this mini-program. Turn it on in the settings?',
    openSettings: 'Open settings',
    otherPhoneKeepsEdits: 'Verify the phone you want to use, then save. Your changes below are kept.',
  },
})

// The words of exhibitors' leads (src/features/leads), in both languages: loaded with its pages only.
import type { LeadAnalyticsCounts } from '../../../types/api'
import { defineSection } from '../../i18n/sections'

/** Exhibitors' leads (issue 28): scanning badges at the stand, the list, the export; "who has my contact" */
export interface LeadsWords {
  intro: string
  notStaff: string
  scan: string
  cancel: string
  noCamera: string
  invalidBadge: string
  captured: string
  capturedUnchecked: string
  already: string
  waiting: string
  allSynced: string
  rating: Record<'hot' | 'warm' | 'cold', string>
  note: string
  save: string
  saved: string
  listTitle: string
  searchHint: string
  allRatings: string
  noContact: string
  /** a lead taken from a business-card photo: its contact is on the card, not shared through a badge */
  fromCard: string
  empty: string
  exportCsv: string
  exportXlsx: string
  onlyNew: string
  exportFailed: string
  holdersTitle: string
  holdersIntro: string
  holdersEmpty: string
  holderScanned: string
  withdraw: string
  withdrawConfirm: string
  withdrawn: string
  signOutBlocked: string
  unsyncedTitle: string
  unsyncedBody: string
  sendFirst: string
  refusedTitle: string
  refusedLine: string
  dismiss: string
  otherPhone: string
  verifiedAs: string
  questionsTitle: string
  questionsIntro: string
  addQuestion: string
  removeQuestion: string
  questionText: string
  optionsHint: string
  multiple: string
  single: string
  saveQuestions: string
  questionsSaved: string
  saveFailed: string
  staffTitle: string
  staffIntro: string
  staffPhone: string
  addStaff: string
  removeStaff: string
  staffEmpty: string
  cardButton: string
  cardLead: string
  cardTitle: string
  cardIntro: string
  cardNeeded: string
  allDays: string
  analyticsTitle: string
  analyticsIntro: string
  analyticsTotal: string
  analyticsMine: string
  analyticsHall: string
  analyticsShow: string
  analyticsEmpty: string
  /** when the figures were counted (they are reused for 5 minutes) */
  analyticsCountedAt: string
  metrics: Record<keyof LeadAnalyticsCounts, string>
  /** a signed badge of another edition than the stand's, refused on the device */
  otherEdition: string
  /** the emailed export (item 4): its form below the downloads */
  emailTitle: string
  emailAll: string
  emailNew: string
  /** the exhibitor's stored contact email, masked: {email} */
  emailStored: string
  emailOther: string
  emailHint: string
  emailSend: string
  emailSending: string
  /** {count} leads mailed as {file} */
  emailSent: string
  emailFailed: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    leads: LeadsWords
  }
}

export default defineSection('leads', {
  'ZH-CN': {
    intro: '扫描观众的电子胸卡，即可记录线索（无网络也可扫描）。',
    notStaff: '此手机号不是任何展商的联系人或工作人员。请让展商联系人添加您的手机号。',
    scan: '扫描胸卡',
    cancel: '取消',
    noCamera: '无法使用摄像头',
    invalidBadge: '不是本展会的有效胸卡',
    captured: '已记录：{name}',
    capturedUnchecked: '已记录（联网后核验）',
    already: '已于 {time} 记录',
    waiting: '{count} 条扫描等待同步',
    allSynced: '全部已同步',
    rating: { hot: '热', warm: '温', cold: '冷' },
    note: '备注',
    save: '保存',
    saved: '已保存',
    listTitle: '我的线索',
    searchHint: '搜索姓名、公司、备注',
    allRatings: '全部',
    noContact: '已到访，未提供联系方式',
    fromCard: '名片录入，联系方式见名片',
    empty: '还没有线索',
    exportCsv: '导出 CSV',
    exportXlsx: '导出 Excel',
    onlyNew: '仅导出上次导出后的新线索',
    exportFailed: '导出失败，请稍后重试',
    holdersTitle: '谁有我的联系方式',
    holdersIntro: '以下展商扫描了您的胸卡，并按您的同意获得了您的联系方式。',
    holdersEmpty: '还没有展商获得您的联系方式',
    holderScanned: '扫描于 {time}',
    withdraw: '撤回',
    withdrawConfirm: '撤回后，该展商的线索列表和导出中将不再有您。',
    withdrawn: '已撤回',
    signOutBlocked: '还有 {count} 条扫描未同步，请联网同步后再退出或清除数据',
    unsyncedTitle: '扫描尚未同步',
    unsyncedBody: '此设备上还有 {count} 条扫描未发送到服务器。先发送，再继续？',
    sendFirst: '先发送',
    refusedTitle: '以下扫描未被接受，已移出等待队列：',
    refusedLine: '{name}（{time}）：{reason}',
    dismiss: '知道了',
    otherPhone: '换一个手机号',
    verifiedAs: '已验证：{phone}',
    questionsTitle: '资格问题',
    questionsIntro: '最多 3 个问题，扫描后由工作人员选择答案。',
    addQuestion: '添加问题',
    removeQuestion: '删除此问题',
    questionText: '问题',
    optionsHint: '选项，每行一个（2–6 个）',
    multiple: '多选',
    single: '单选',
    saveQuestions: '保存问题',
    questionsSaved: '问题已保存',
    saveFailed: '保存失败，请稍后重试',
    staffTitle: '工作人员',
    staffIntro: '添加工作人员的手机号；他们验证自己的手机号后即可扫描。',
    staffPhone: '工作人员手机号',
    addStaff: '添加',
    removeStaff: '移除',
    staffEmpty: '还没有工作人员',
    cardButton: '拍摄名片（无胸卡）',
    cardLead: '名片线索',
    cardTitle: '无胸卡的观众：拍摄名片',
    cardIntro: '拍一张名片照片或写备注，即可记录此线索。',
    cardNeeded: '请拍摄名片或填写备注',
    allDays: '全部日期',
    analyticsTitle: '展会带来了什么',
    analyticsIntro: '仅为数量，不含观众姓名。与本展馆及全展会的中位数展商对比。',
    analyticsTotal: '合计',
    analyticsMine: '我的',
    analyticsHall: '展馆中位数',
    analyticsShow: '展会中位数',
    analyticsEmpty: '还没有数据',
    analyticsCountedAt: '统计于 {time}，每 5 分钟更新',
    metrics: {
      views: '主页浏览',
      productViews: '产品浏览',
      planAdds: '加入行程',
      rfqs: '询盘',
      scans: '胸卡扫描',
      consults: '咨询',
      routeStops: '路线途经',
      mapOpens: '地图查看',
      meetings: '洽谈预约',
    },
    otherEdition: '未记录：{name} 的胸卡属于另一届展会，不是本展位所在展会的观众。',
    emailTitle: '发到我的邮箱',
    emailAll: '全部线索',
    emailNew: '上次导出后的新线索',
    emailStored: '展商联系邮箱 {email}',
    emailOther: '其他邮箱',
    emailHint: '输入接收导出的邮箱',
    emailSend: '发送',
    emailSending: '正在发送…',
    emailSent: '已发送 {count} 条线索（{file}），请查收邮件。',
    emailFailed: '发送失败：{reason}',
  },
  EN: {
    intro: 'Scan a visitor’s e-badge to capture a lead (works with no network too).',
    notStaff: 'This phone is not a contact or staff member of any exhibitor. Ask the exhibitor’s contact to add it.',
    scan: 'Scan a badge',
    cancel: 'Cancel',
    noCamera: 'The camera cannot be used',
    invalidBadge: 'Not a valid badge of this show',
    captured: 'Captured: {name}',
    capturedUnchecked: 'Captured (checked when online)',
    already: 'Already captured at {time}',
    waiting: 'Scans waiting to sync: {count}',
    allSynced: 'All synced',
    rating: { hot: 'Hot', warm: 'Warm', cold: 'Cold' },
    note: 'Note',
    save: 'Save',
    saved: 'Saved',
    listTitle: 'My leads',
    searchHint: 'Search name, company, note',
    allRatings: 'All',
    noContact: 'Visited, no contact shared',
    fromCard: 'From a business card: contact on the card',
    empty: 'No leads yet',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export Excel',
    onlyNew: 'Only leads new since the last export',
    exportFailed: 'The export failed, please try again',
    holdersTitle: 'Who has my contact',
    holdersIntro: 'These exhibitors scanned your badge and received your contact, as you agreed.',
    holdersEmpty: 'No exhibitor has your contact',
    holderScanned: 'Scanned {time}',
    withdraw: 'Withdraw',
    withdrawConfirm: 'That exhibitor will no longer have you in its leads list or exports.',
    withdrawn: 'Withdrawn',
    signOutBlocked: 'Scans not synced yet: {count}. Go online to sync them before signing out or clearing data',
    unsyncedTitle: 'Scans not synced yet',
    unsyncedBody: 'Scans on this device that have not reached the server: {count}. Send them first, then go on?',
    // a modal button holds 4 Chinese characters' width (8 letters) on both hosts, or the modal fails
    sendFirst: 'Send now',
    refusedTitle: 'These scans were not accepted and left the waiting queue:',
    refusedLine: '{name} ({time}): {reason}',
    dismiss: 'OK',
    otherPhone: 'Use another phone',
    verifiedAs: 'Verified: {phone}',
    questionsTitle: 'Qualifier questions',
    questionsIntro: 'Up to 3 questions; staff pick the answers after a scan.',
    addQuestion: 'Add a question',
    removeQuestion: 'Remove this question',
    questionText: 'Question',
    optionsHint: 'Options, one per line (2–6)',
    multiple: 'Multiple choice',
    single: 'Single choice',
    saveQuestions: 'Save questions',
    questionsSaved: 'Questions saved',
    saveFailed: 'Could not save, please try again',
    staffTitle: 'Staff',
    staffIntro: 'Add your staff’s phones; each verifies their own phone and can then scan.',
    staffPhone: 'Staff mobile number',
    addStaff: 'Add',
    removeStaff: 'Remove',
    staffEmpty: 'No staff yet',
    cardButton: 'Business card (no badge)',
    cardLead: 'Business card lead',
    cardTitle: 'A visitor without a badge: photograph the card',
    cardIntro: 'A photo of the business card or a note is enough to keep the lead.',
    cardNeeded: 'Take a photo of the card or write a note',
    allDays: 'All days',
    analyticsTitle: 'What the show brought you',
    analyticsIntro: 'Counts only, never names; beside the median exhibitor of your hall and of the show.',
    analyticsTotal: 'Total',
    analyticsMine: 'You',
    analyticsHall: 'Hall median',
    analyticsShow: 'Show median',
    analyticsEmpty: 'Nothing yet',
    analyticsCountedAt: 'Counted at {time}, updated every 5 minutes',
    metrics: {
      views: 'Page views',
      productViews: 'Product views',
      planAdds: 'Plan adds',
      rfqs: 'RFQs',
      scans: 'Badge scans',
      consults: 'Consults',
      routeStops: 'Route stops',
      mapOpens: 'Map opens',
      meetings: 'Meetings',
    },
    otherEdition: 'Not captured: {name}’s badge is for another edition of the show, not the one this stand is at.',
    emailTitle: 'Email it to me',
    emailAll: 'All leads',
    emailNew: 'New since the last export',
    emailStored: 'The exhibitor’s email {email}',
    emailOther: 'Another address',
    emailHint: 'The address to send the export to',
    emailSend: 'Send',
    emailSending: 'Sending…',
    emailSent: 'Leads sent: {count} ({file}). Check your mailbox.',
    emailFailed: 'Not sent: {reason}',
  },
})

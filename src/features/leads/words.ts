// The words of exhibitors' leads (src/features/leads), in both languages: loaded with its pages only.
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
    waiting: '{count} scans waiting to sync',
    allSynced: 'All synced',
    rating: { hot: 'Hot', warm: 'Warm', cold: 'Cold' },
    note: 'Note',
    save: 'Save',
    saved: 'Saved',
    listTitle: 'My leads',
    searchHint: 'Search name, company, note',
    allRatings: 'All',
    noContact: 'Visited, no contact shared',
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
    signOutBlocked: '{count} scans are not synced yet: go online to sync them before signing out or clearing data',
  },
})

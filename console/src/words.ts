/** The console's words, in both languages, typed against one interface (as the app's src/i18n). */
export type Lang = 'zh-CN' | 'EN'

export interface ConsoleWords {
  title: string
  otherLanguage: string
  email: string
  password: string
  signIn: string
  signOut: string
  tabs: { moderation: string; schedule: string; editions: string; deliveries: string }
  loading: string
  // moderation
  openReports: string
  allReports: string
  noReports: string
  kind: Record<'person' | 'message' | 'rfq', string>
  reason: Record<string, string>
  reported: string
  reporter: string
  restriction: Record<'none' | 'warned' | 'blocked', string>
  status: Record<'open' | 'dismissed' | 'actioned', string>
  actions: Record<'hideRfq' | 'warn' | 'block' | 'unblock' | 'dismiss', string>
  rfqHidden: string
  log: string
  // schedule
  edition: string
  session: string
  time: string
  room: string
  reminders: string
  move: string
  newStart: string
  newEnd: string
  preview: string
  confirmMove: string
  cancel: string
  willTell: (n: number) => string
  moved: (n: number) => string
  // editions
  editions: string
  state: string
  open: string
  close: string
  hide: string
  show: string
  current: string
  closed: string
  hidden: string
  newEdition: string
  exhibitionCode: string
  year: string
  nameZh: string
  nameEn: string
  startDate: string
  endDate: string
  create: string
  importTitle: string
  chooseFile: string
  partial: string
  upload: string
  importErrors: (n: number) => string
  sheet: string
  row: string
  column: string
  importDone: string
  nothingWritten: string
  // cancelling a session
  cancelSession: string
  cancelTitle: string
  confirmCancel: string
  back: string
  cancelled: (n: number) => string
  // deliveries
  exhibition: string
  byChannel: string
  byDay: string
  failures: string
  noFailures: string
  channel: string
  deliveryState: string
  count: string
  day: string
  messageKind: string
  failureReason: string
  lastTried: string
  states: Record<'queued' | 'sent' | 'delivered' | 'failed' | 'undeliverable', string>
  // an edition's export and numbers (issue 26.3)
  exportXlsx: string
  numbers: string
  numbersOf: (edition: string) => string
  noNumbers: string
  total: string
  numberColumns: Record<
    'visitors' | 'plans' | 'reminders' | 'matches' | 'rfqs' | 'preRegistrations' | 'badgeEntries',
    string
  >
  /** exhibitor phones (issue 26.3): who may edit which exhibitor */
  phones: PhonesWords
}

export interface PhonesWords {
  tab: string
  intro: string
  search: string
  searchLabel: string
  searchHint: string
  noExhibitors: string
  stand: string
  code: string
  contactPhone: string
  contactPhoneNote: string
  editPhones: string
  noEditPhones: string
  add: string
  newPhone: string
  remove: string
  added: (phone: string) => string
  removed: (phone: string) => string
  staff: string
  staffNote: string
  noStaff: string
  count: (n: number, max: number) => string
  logActions: Record<'addExhibitorPhone' | 'removeExhibitorPhone', string>
}

const zh: ConsoleWords = {
  title: '主办方控制台',
  otherLanguage: 'English',
  email: '邮箱',
  password: '密码',
  signIn: '登录',
  signOut: '退出',
  tabs: { moderation: '举报处理', schedule: '日程', editions: '届次与导入', deliveries: '消息送达' },
  loading: '加载中…',
  openReports: '待处理',
  allReports: '全部',
  noReports: '暂无举报',
  kind: { person: '参会者名片', message: '聊天消息', rfq: '询盘' },
  reason: { spam: '垃圾广告', abuse: '辱骂骚扰', fake: '虚假信息', other: '其他' },
  reported: '被举报人',
  reporter: '举报人（仅主办方可见）',
  restriction: { none: '正常', warned: '已警告', blocked: '已禁言' },
  status: { open: '待处理', dismissed: '已驳回', actioned: '已处理' },
  actions: { hideRfq: '隐藏询盘', warn: '警告', block: '禁止发言和发布询盘', unblock: '解除禁止', dismiss: '驳回' },
  rfqHidden: '询盘已隐藏',
  log: '操作记录',
  edition: '届次',
  session: '会议',
  time: '时间',
  room: '会议室',
  reminders: '已设提醒',
  move: '调整',
  newStart: '新开始时间',
  newEnd: '新结束时间（可不填）',
  preview: '预览',
  confirmMove: '确认调整并通知',
  cancel: '取消',
  willTell: (n) => `将通知 ${n} 位设置了提醒的观众`,
  moved: (n) => `已调整，正在通知 ${n} 位观众`,
  editions: '届次',
  state: '状态',
  open: '开放',
  close: '关闭',
  hide: '隐藏',
  show: '显示',
  current: '当前届',
  closed: '已关闭',
  hidden: '已隐藏',
  newEdition: '新建届次',
  exhibitionCode: '展会代码',
  year: '年份',
  nameZh: '名称（中文）',
  nameEn: '名称（英文）',
  startDate: '开始日期',
  endDate: '结束日期',
  create: '创建',
  importTitle: '从电子表格导入',
  chooseFile: '选择 XLSX 或 CSV 文件',
  partial: '只写入无误的行',
  upload: '上传并导入',
  importErrors: (n) => `发现 ${n} 个错误，未写入任何内容`,
  sheet: '工作表',
  row: '行',
  column: '列',
  importDone: '导入完成',
  nothingWritten: '未写入',
  cancelSession: '取消会议',
  cancelTitle: '取消这场会议？观众将看不到它。',
  confirmCancel: '取消会议并通知',
  back: '返回',
  cancelled: (n) => `已取消，正在通知 ${n} 位观众`,
  exhibition: '展会',
  byChannel: '按渠道',
  byDay: '按日',
  failures: '最近的失败',
  noFailures: '暂无失败',
  channel: '渠道',
  deliveryState: '状态',
  count: '数量',
  day: '日期',
  messageKind: '类型',
  failureReason: '原因',
  lastTried: '最后尝试',
  states: { queued: '排队中', sent: '已发出', delivered: '已送达', failed: '失败', undeliverable: '无法送达' },
  exportXlsx: '导出 XLSX',
  numbers: '数据',
  numbersOf: (edition) => `${edition} · 每日数据（展馆时间）`,
  noNumbers: '暂无数据',
  total: '合计',
  numberColumns: {
    visitors: '观众',
    plans: '收藏',
    reminders: '提醒',
    matches: '配对',
    rfqs: '采购需求',
    preRegistrations: '预登记',
    badgeEntries: '胸卡入场',
  },
  phones: {
    tab: '展商手机号',
    intro: '这里列出的手机号可用短信验证码验证后编辑展商资料、扫描线索、处理展位洽谈。',
    search: '搜索',
    searchLabel: '展商名称、展位号、编号或 ID',
    searchHint: '选择届次后搜索展商',
    noExhibitors: '没有找到展商',
    stand: '展位',
    code: '编号',
    contactPhone: '联系手机（来自导入）',
    contactPhoneNote: '在电子表格的联系手机列中修改',
    editPhones: '可编辑的其他手机号',
    noEditPhones: '暂无其他手机号',
    add: '添加',
    newPhone: '新手机号',
    remove: '移除',
    added: (phone) => `已添加 ${phone}`,
    removed: (phone) => `已移除 ${phone}`,
    staff: '线索扫描员（展商联系人添加）',
    staffNote: '可扫描线索、处理展位洽谈，不能编辑资料；号码已隐去中间四位',
    noStaff: '暂无扫描员',
    count: (n, max) => `${n} / ${max}`,
    logActions: { addExhibitorPhone: '添加展商手机号', removeExhibitorPhone: '移除展商手机号' },
  },
}

const en: ConsoleWords = {
  title: 'Organiser console',
  otherLanguage: '中文',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signOut: 'Sign out',
  tabs: { moderation: 'Moderation', schedule: 'Schedule', editions: 'Editions & import', deliveries: 'Deliveries' },
  loading: 'Loading…',
  openReports: 'Open',
  allReports: 'All',
  noReports: 'No reports',
  kind: { person: 'Attendee card', message: 'Chat message', rfq: 'RFQ' },
  reason: { spam: 'Spam', abuse: 'Abuse', fake: 'Fake', other: 'Other' },
  reported: 'Reported',
  reporter: 'Reporter (organisers only)',
  restriction: { none: 'No restriction', warned: 'Warned', blocked: 'Blocked' },
  status: { open: 'Open', dismissed: 'Dismissed', actioned: 'Actioned' },
  actions: {
    hideRfq: 'Hide RFQ',
    warn: 'Warn',
    block: 'Block from chat and RFQs',
    unblock: 'Unblock',
    dismiss: 'Dismiss',
  },
  rfqHidden: 'RFQ hidden',
  log: 'Action log',
  edition: 'Edition',
  session: 'Session',
  time: 'Time',
  room: 'Room',
  reminders: 'Reminders',
  move: 'Move',
  newStart: 'New start',
  newEnd: 'New end (optional)',
  preview: 'Preview',
  confirmMove: 'Move and tell visitors',
  cancel: 'Cancel',
  willTell: (n) => `${n} visitor${n === 1 ? '' : 's'} with a reminder will be told`,
  moved: (n) => `Moved; telling ${n} visitor${n === 1 ? '' : 's'}`,
  editions: 'Editions',
  state: 'State',
  open: 'Open',
  close: 'Close',
  hide: 'Hide',
  show: 'Show',
  current: 'current',
  closed: 'closed',
  hidden: 'hidden',
  newEdition: 'New edition',
  exhibitionCode: 'Exhibition code',
  year: 'Year',
  nameZh: 'Name (Chinese)',
  nameEn: 'Name (English)',
  startDate: 'Start date',
  endDate: 'End date',
  create: 'Create',
  importTitle: 'Import from spreadsheets',
  chooseFile: 'Choose an XLSX or CSV file',
  partial: 'Write the valid rows only',
  upload: 'Upload and import',
  importErrors: (n) => `${n} error${n === 1 ? '' : 's'} found; nothing was written`,
  sheet: 'Sheet',
  row: 'Row',
  column: 'Column',
  importDone: 'Imported',
  nothingWritten: 'Nothing written',
  cancelSession: 'Cancel session',
  cancelTitle: 'Cancel this session? Visitors will no longer see it.',
  confirmCancel: 'Cancel it and tell visitors',
  back: 'Back',
  cancelled: (n) => `Cancelled; telling ${n} visitor${n === 1 ? '' : 's'}`,
  exhibition: 'Exhibition',
  byChannel: 'By channel',
  byDay: 'By day',
  failures: 'Latest failures',
  noFailures: 'No failures',
  channel: 'Channel',
  deliveryState: 'State',
  count: 'Count',
  day: 'Day',
  messageKind: 'Kind',
  failureReason: 'Reason',
  lastTried: 'Last tried',
  states: { queued: 'Queued', sent: 'Sent', delivered: 'Delivered', failed: 'Failed', undeliverable: 'Undeliverable' },
  exportXlsx: 'Export to XLSX',
  numbers: 'Numbers',
  numbersOf: (edition) => `${edition} · numbers per day (venue time)`,
  noNumbers: 'Nothing yet',
  total: 'Total',
  numberColumns: {
    visitors: 'Visitors',
    plans: 'Plans',
    reminders: 'Reminders',
    matches: 'Matches',
    rfqs: 'RFQs',
    preRegistrations: 'Pre-registrations',
    badgeEntries: 'Badge entries',
  },
  phones: {
    tab: 'Exhibitor phones',
    intro:
      'The phones listed here may verify with a text-message code, then edit the exhibitor, scan leads and serve stand meetings.',
    search: 'Search',
    searchLabel: 'Exhibitor name, stand, code or ID',
    searchHint: 'Choose an edition, then search for an exhibitor',
    noExhibitors: 'No exhibitor found',
    stand: 'Stand',
    code: 'Code',
    contactPhone: 'Contact mobile (from the import)',
    contactPhoneNote: 'Changed in the spreadsheet’s contact mobile column',
    editPhones: 'Other phones that may edit',
    noEditPhones: 'No other phones yet',
    add: 'Add',
    newPhone: 'New phone',
    remove: 'Remove',
    added: (phone) => `Added ${phone}`,
    removed: (phone) => `Removed ${phone}`,
    staff: 'Lead scanners (added by the exhibitor’s contacts)',
    staffNote: 'They scan leads and serve stand meetings, but cannot edit; numbers shown masked',
    noStaff: 'No scanners yet',
    count: (n, max) => `${n} / ${max}`,
    logActions: { addExhibitorPhone: 'Exhibitor phone added', removeExhibitorPhone: 'Exhibitor phone removed' },
  },
}

export const WORDS: Record<Lang, ConsoleWords> = { 'zh-CN': zh, EN: en }

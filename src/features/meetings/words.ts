// The words of meetings at the stand (src/features/meetings), in both languages: loaded with its pages only.
import { defineSection } from '../../i18n/sections'
import type { MeetingStatus } from '../../../types/api'

/** Meetings at the stand (issue 29): booking on the exhibitor's page, My meetings */
export interface MeetingsWords {
  book: string
  bookTitle: string
  /** times are the venue's: '{zone}' is its offset label */
  venueTime: string
  noFree: string
  placesLeft: string
  purpose: string
  purposeHint: string
  send: string
  sending: string
  clashTitle: string
  clashSession: string
  clashMeeting: string
  sendAnyway: string
  noShowWarning: string
  sent: string
  openMine: string
  mineTitle: string
  mineEmpty: string
  mineOffline: string
  retry: string
  status: Record<MeetingStatus, string>
  cancelledByStand: string
  cancel: string
  cancelConfirm: string
  /** the dialog's buttons: WeChat and Taro allow at most 4 Chinese or 8 Latin characters */
  cancelYes: string
  cancelKeep: string
  cancelled: string
  close: string
  // on the day (issue 29.4): check-in at the stand, the visitor's mark, the stand's QR code
  checkIn: string
  /** '{time}': the venue's clock */
  checkedIn: string
  scanCancel: string
  noCamera: string
  markPrompt: string
  markMet: string
  markNoShow: string
  markedMet: string
  markedNoShow: string
  codeIntro: string
  codeVerify: string
  codeNotStaff: string
  codeFailed: string
  /** the stand's side (issue 29 items 1, 5): publishing slots and the day view */
  stand: StandMeetingsWords
  /** meetings between matched attendees (issue 29.2): proposing, and answering in My meetings */
  propose: ProposeMeetingsWords
  /** a request or meeting of the visitor's own overlaps the chosen slot: it cannot be sent */
  overlapBlocked: string
}

export interface ProposeMeetingsWords {
  /** the entry on a match's chat */
  open: string
  /** '{name}': the match */
  title: string
  day: string
  start: string
  earlier: string
  later: string
  length: string
  /** '{count}' minutes */
  minutes: string
  place: string
  atStand: string
  /** '{example}': a stand number */
  standCode: string
  purposeHint: string
  /** '{name}' */
  theirsBusy: string
  /** '{name}' */
  sent: string
  /** '{count}' of the cap */
  atCap: string
  /** '{name}' */
  proposedBy: string
  /** '{name}' */
  proposedTo: string
  waitingForYou: string
  accept: string
  decline: string
  accepted: string
  declined: string
  cancelledByThem: string
  notAvailable: string
}

export interface StandMeetingsWords {
  daySlots: string
  /** a day chip's date line: '{month}', '{day}', '{monthName}' */
  dayDate: string
  /** a visitor who registered no name */
  noName: string
  openSlots: string
  openDay: string
  days: string
  daysHint: string
  dayOff: string
  hours: string
  earlier: string
  later: string
  length: string
  minutes: string
  capacity: string
  breaks: string
  addBreak: string
  removeBreak: string
  expiry: string
  hoursCount: string
  preview: string
  publish: string
  publishAgain: string
  publishing: string
  published: string
  loadFailed: string
  day: string
  counts: { requests: string; pending: string; accepted: string; met: string; noShow: string }
  empty: string
  free: string
  noShows: string
  accept: string
  decline: string
  met: string
  noShow: string
  marked: { met: string; noShow: string }
  note: string
  notePrivate: string
  saveNote: string
  noteSaved: string
  expires: string
  /** hours and breaks per day (issue 29, day 2): whose hours the form edits */
  hoursFor: string
  everyDay: string
  copyToAll: string
  /** '{slots}' over '{days}' open days */
  previewTotal: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    meetings: MeetingsWords
  }
}

export default defineSection('meetings', {
  'ZH-CN': {
    book: '预约洽谈',
    bookTitle: '预约展位洽谈',
    venueTime: '时间为展馆当地时间（{zone}）',
    noFree: '暂无可预约的时段',
    placesLeft: '余 {count}',
    purpose: '会面目的',
    purposeHint: '例如：了解贵司水泵的报价和交期',
    send: '发送预约',
    sending: '发送中…',
    clashTitle: '这个时间您已有安排：',
    clashSession: '会议',
    clashMeeting: '洽谈',
    sendAnyway: '仍然预约',
    noShowWarning: '您已有 {count} 次预约未到场。请只预约您能到场的时段。',
    sent: '预约已发送，等待展商确认',
    openMine: '我的洽谈',
    mineTitle: '我的洽谈',
    mineEmpty: '还没有洽谈预约',
    mineOffline: '无法连接网络，请稍后重试',
    retry: '重试',
    status: { pending: '待确认', accepted: '已确认', declined: '已拒绝', cancelled: '已取消', expired: '已过期' },
    cancelledByStand: '展商已取消',
    cancel: '取消预约',
    cancelConfirm: '确定取消这次洽谈吗？展商会收到通知。',
    cancelYes: '取消预约',
    cancelKeep: '保留',
    cancelled: '已取消',
    close: '关闭',
    stand: {
      daySlots: '{count} 个时段',
      dayDate: '{month}月{day}日',
      noName: '观众（未登记姓名）',
      openSlots: '洽谈时段',
      openDay: '洽谈预约',
      days: '开放日期',
      daysHint: '点选日期开启或关闭；开放时间和休息可按日期分别设置',
      dayOff: '不开放',
      hours: '开放时间',
      earlier: '提前',
      later: '推后',
      length: '每场时长',
      minutes: '{count} 分钟',
      capacity: '同时可约',
      breaks: '休息时间',
      addBreak: '+ 休息',
      removeBreak: '删除',
      expiry: '回复期限',
      hoursCount: '{count} 小时',
      preview: '每个开放日 {slots} 个时段；时间为展馆当地时间（{zone}）',
      publish: '发布时段',
      publishAgain: '重新发布',
      publishing: '发布中…',
      published: '已发布 {count} 个时段',
      loadFailed: '加载失败，请重试',
      day: '日期',
      counts: { requests: '预约', pending: '待确认', accepted: '已确认', met: '已会面', noShow: '未到场' },
      empty: '这一天还没有时段',
      free: '余 {count}',
      noShows: '曾 {count} 次未到场',
      accept: '接受',
      decline: '拒绝',
      met: '已会面',
      noShow: '未到场',
      marked: { met: '已记为会面', noShow: '已记为未到场' },
      note: '备注',
      notePrivate: '仅您可见',
      saveNote: '保存备注',
      noteSaved: '备注已保存',
      expires: '{time} 前回复',
      hoursFor: '开放时间适用于',
      everyDay: '每天',
      copyToAll: '将这一天的时间复制到所有日期',
      previewTotal: '{days} 个开放日共 {slots} 个时段；时间为展馆当地时间（{zone}）',
    },
    checkIn: '扫码签到',
    checkedIn: '已签到 {time}',
    scanCancel: '取消',
    noCamera: '无法使用相机',
    markPrompt: '这次洽谈：',
    markMet: '已会面',
    markNoShow: '对方未到',
    markedMet: '已标记：已会面',
    markedNoShow: '已标记：对方未到',
    codeIntro: '请在展位出示此二维码。预约了洽谈的观众到达后，在“我的洽谈”中扫码签到。',
    codeVerify: '验证展商手机号后，即可显示本展位的洽谈签到码',
    codeNotStaff: '此手机号不是任何展位的联系人或工作人员',
    codeFailed: '无法获取签到码，请稍后重试',

    propose: {
      open: '发起会面',
      title: '向 {name} 发起会面',
      day: '日期',
      start: '开始时间',
      earlier: '提前 15 分钟',
      later: '推后 15 分钟',
      length: '时长',
      minutes: '{count} 分钟',
      place: '地点',
      atStand: '在展位',
      standCode: '展位号，如 {example}',
      purposeHint: '想聊些什么（最多 200 字）',
      theirsBusy: '{name} 在这个时间已有其他安排',
      sent: '邀请已发送。{name} 接受或谢绝后会通知您。',
      atCap: '您已有 {count} 个待回复的请求，请等待回复或先取消一个',
      proposedBy: '{name} 邀请您会面',
      proposedTo: '您邀请了 {name}',
      waitingForYou: '等待您回复',
      accept: '接受',
      decline: '谢绝',
      accepted: '已接受',
      declined: '已谢绝',
      cancelledByThem: '对方已取消',
      notAvailable: '无法发起会面',
    },
    overlapBlocked: '您在这个时间已有洽谈申请或洽谈，不能再预约。请选择其他时段，或先在“我的洽谈”中取消它。',
  },
  EN: {
    book: 'Book a meeting',
    bookTitle: 'Book a meeting at the stand',
    venueTime: 'Times are the venue’s local time ({zone})',
    noFree: 'No free slots at the moment',
    placesLeft: '{count} left',
    purpose: 'Purpose',
    purposeHint: 'e.g. prices and lead times of your pumps',
    send: 'Send request',
    sending: 'Sending…',
    clashTitle: 'You already have something at this time:',
    clashSession: 'Session',
    clashMeeting: 'Meeting',
    sendAnyway: 'Book anyway',
    noShowWarning: 'You missed {count} meetings you booked. Please book only slots you will attend.',
    sent: 'Request sent: the exhibitor will answer',
    openMine: 'My meetings',
    mineTitle: 'My meetings',
    mineEmpty: 'No meetings booked yet',
    mineOffline: 'No network: please try again later',
    retry: 'Try again',
    status: {
      pending: 'Waiting',
      accepted: 'Accepted',
      declined: 'Declined',
      cancelled: 'Cancelled',
      expired: 'Expired',
    },
    cancelledByStand: 'Cancelled by the exhibitor',
    cancel: 'Cancel meeting',
    cancelConfirm: 'Cancel this meeting? The exhibitor will be told.',
    cancelYes: 'Yes',
    cancelKeep: 'Keep it',
    cancelled: 'Cancelled',
    close: 'Close',
    stand: {
      daySlots: '{count} slots',
      dayDate: '{day} {monthName}',
      noName: 'Visitor (no name given)',
      openSlots: 'Meeting slots',
      openDay: 'Meeting requests',
      days: 'Days',
      daysHint: 'Tap a day to open or close it; hours and breaks can differ from day to day',
      dayOff: 'Closed',
      hours: 'Opening hours',
      earlier: 'Earlier',
      later: 'Later',
      length: 'Slot length',
      minutes: '{count} min',
      capacity: 'Meetings at once',
      breaks: 'Breaks',
      addBreak: '+ Break',
      removeBreak: 'Remove',
      expiry: 'Answer within',
      hoursCount: '{count} h',
      preview: '{slots} slots each open day; times are the venue’s ({zone})',
      publish: 'Publish slots',
      publishAgain: 'Publish again',
      publishing: 'Publishing…',
      published: '{count} slots published',
      loadFailed: 'Could not load: please try again',
      day: 'Day',
      counts: { requests: 'Requests', pending: 'Waiting', accepted: 'Accepted', met: 'Met', noShow: 'No-show' },
      empty: 'No slots on this day',
      free: '{count} free',
      noShows: '{count} no-shows before',
      accept: 'Accept',
      decline: 'Decline',
      met: 'Met',
      noShow: 'No-show',
      marked: { met: 'Marked as met', noShow: 'Marked as no-show' },
      note: 'Note',
      notePrivate: 'Only you see it',
      saveNote: 'Save note',
      noteSaved: 'Note saved',
      expires: 'Answer by {time}',
      hoursFor: 'Hours for',
      everyDay: 'Every day',
      copyToAll: 'Copy this day’s hours to all days',
      previewTotal: '{slots} slots over {days} open {days|day|days}; times are the venue’s ({zone})',
    },
    checkIn: 'Check in',
    checkedIn: 'Checked in {time}',
    scanCancel: 'Cancel',
    noCamera: 'No camera available',
    markPrompt: 'This meeting:',
    markMet: 'We met',
    markNoShow: 'No-show',
    markedMet: 'Marked: we met',
    markedNoShow: 'Marked: no-show',
    codeIntro: 'Show this code at the stand. Visitors with a meeting scan it from My meetings to check in.',
    codeVerify: 'Verify your exhibitor phone to show your stand’s meeting QR code',
    codeNotStaff: 'This phone is not a contact or staff phone of any stand',
    codeFailed: 'Could not load the code; please try again',

    propose: {
      open: 'Propose a meeting',
      title: 'Propose a meeting to {name}',
      day: 'Day',
      start: 'Start',
      earlier: '15 minutes earlier',
      later: '15 minutes later',
      length: 'Length',
      minutes: '{count} min',
      place: 'Where',
      atStand: 'At a stand',
      standCode: 'Stand number, e.g. {example}',
      purposeHint: 'What would you like to talk about? (up to 200 characters)',
      theirsBusy: '{name} has something else at this time',
      sent: 'Proposal sent. You will hear when {name} accepts or declines.',
      atCap: 'You have {count} requests waiting for an answer; wait for one or cancel one first',
      proposedBy: '{name} proposes a meeting',
      proposedTo: 'You proposed to {name}',
      waitingForYou: 'Waiting for your answer',
      accept: 'Accept',
      decline: 'Decline',
      accepted: 'Accepted',
      declined: 'Declined',
      cancelledByThem: 'Cancelled by the other side',
      notAvailable: 'A meeting cannot be proposed',
    },
    overlapBlocked:
      'You already have a meeting request or meeting at this time, so this one cannot be sent. Choose another slot, or cancel the other one in My meetings first.',
  },
})

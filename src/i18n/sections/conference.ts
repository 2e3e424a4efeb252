// The words of the conference (src/features/conference, components/agenda-list), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.conference` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

export interface ConferenceWords {
  bio: string
  searchPlaceholder: string
  clearSearch: string
  /** '{zone}' venue city, '{offset}' like UTC+8 */
  venueTimeNote: string
  /** a time on the venue's clock, labelled: '{time} ({zone} time)' */
  venueTime: string
  /** the same instant on the visitor's device: 'Your time {time}' */
  localTime: string
  today: string
  days: string
  allTracks: string
  allRooms: string
  tracks: string
  rooms: string
  now: string
  next: string
  ended: string
  /** the disabled Remind me of a session that has ended */
  remindEnded: string
  reminded: string
  sessionCount: string
  searchResults: string
  noMatch: string
  clearFilters: string
  loadFailed: string
  speakers: string
  description: string
  series: string
  previousSessions: string
  timeChanged: string
  roomChanged: string
  addToCalendar: string
  reminderSubscribed: string
  reminderInCalendar: string
  reminderNotSet: string
  reminderSetTitle: string
  reminderSetText: string
  notNow: string
  reminderCancelled: string
  calendarAdded: string
  calendarRefused: string
  calendarDownloaded: string
  calendarLinkCopied: string
  calendarFailed: string
  sessionsAt: string
  earlierSessions: string
  noSessions: string
  agendaTitle: string
  agendaEmpty: string
  removeFromAgenda: string
  removeAgendaConfirm: string
  remove: string
  /** Sunday first */
  weekdays: readonly string[]
  /** January first */
  months: readonly string[]
  /** a venue day: '{month}', '{monthName}', '{day}', '{weekday}' */
  dayLabel: string
  /** a session card's badge: its time / room changed in the last 48 hours */
  timeChangedBadge: string
  roomChangedBadge: string
  /** web push and its alternatives on the Remind me tap (issue 25 item 3) */
  pushAskTitle: string
  pushAskText: string
  pushAllow: string
  pushNoneTitle: string
  pushNoneText: string
  pushDeniedTitle: string
  pushDeniedText: string
  remindByCalendar: string
  pushSet: string
  reminderNoChannel: string
  pushFailed: string
  /** My agenda: how each reminder reaches the visitor (issue 25.4) */
  viaWechat: string
  viaSms: string
  viaPush: string
  viaEmail: string
  viaCalendar: string
  viaNone: string
  reminderStateSent: string
  reminderStateFailed: string
  reminderStateUndeliverable: string
  /** reminders by email or SMS where push is unavailable (issue 25 item 3) */
  pushNoneTextContact: string
  pushDeniedTextContact: string
  remindByEmail: string
  /** '{to}' the masked address */
  remindByEmailTo: string
  remindBySms: string
  /** '{to}' the masked number */
  remindBySmsTo: string
  contactEmailTitle: string
  contactSmsTitle: string
  contactPrivacy: string
  contactEmailLabel: string
  contactEmailPlaceholder: string
  contactPhoneLabel: string
  contactPhonePlaceholder: string
  contactCodeLabel: string
  contactCodePlaceholder: string
  contactCodeRequired: string
  contactSave: string
  contactBack: string
  /** '{lead}' minutes, '{to}' the masked address or number */
  emailSet: string
  smsSet: string
  /** exhibitor self-service: phone certification, the edit view, my exhibitor page, the share poster (issue 14) */
}

declare module '../sections' {
  interface FeatureWords {
    conference: ConferenceWords
  }
}

export default defineSection('conference', {
  'ZH-CN': {
    bio: '嘉宾简介',
    searchPlaceholder: '搜索会议或嘉宾（中文、英文、拼音）',
    clearSearch: '清除搜索',
    venueTimeNote: '时间均为会场时间：{zone}（{offset}）',
    venueTime: '{time}（{zone}时间）',
    localTime: '您的当地时间：{time}',
    today: '今天',
    days: '会议日期',
    allTracks: '全部主题',
    allRooms: '全部会场',
    tracks: '主题',
    rooms: '会场',
    now: '进行中',
    next: '即将开始',
    ended: '已结束',
    remindEnded: '会议已结束，不再提醒',
    reminded: '已设提醒',
    sessionCount: '共 {count} 场',
    searchResults: '“{keyword}”相关会议 {count} 场',
    noMatch: '没有符合条件的会议',
    clearFilters: '清除筛选',
    loadFailed: '会议加载失败',
    speakers: '演讲嘉宾',
    description: '会议简介',
    series: '所属系列',
    previousSessions: '本系列往期会议',
    timeChanged: '时间已由 {from} 调整为 {to}',
    roomChanged: '地点已由 {from} 调整为 {to}',
    addToCalendar: '添加到日历',
    reminderSubscribed: '订阅成功：开始前 {lead} 分钟将通过微信通知您',
    reminderInCalendar: '已添加到手机日历，开始前 {lead} 分钟提醒',
    reminderNotSet: '未设置提醒：请允许微信通知或日历权限后重试',
    reminderSetTitle: '已设置提醒',
    reminderSetText: '将在开始前 {lead} 分钟（{zone}时间）提醒您。是否同时添加到日历？',
    notNow: '暂不',
    reminderCancelled: '已取消提醒',
    calendarAdded: '已添加到手机日历',
    calendarRefused: '未添加到日历',
    calendarDownloaded: '日历文件已下载，打开即可添加',
    calendarLinkCopied: '日历链接已复制，请在浏览器中打开以添加',
    calendarFailed: '日历文件下载失败',
    sessionsAt: '{edition}演讲场次',
    earlierSessions: '往届演讲',
    noSessions: '本届暂无演讲场次',
    agendaTitle: '我的日程',
    agendaEmpty: '还没有设置提醒的会议',
    removeFromAgenda: '从我的日程移除{name}',
    removeAgendaConfirm: '移除后将取消该会议的提醒。',
    remove: '移除',
    weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    dayLabel: '{month}月{day}日 {weekday}',
    timeChangedBadge: '时间已调整',
    roomChangedBadge: '地点已调整',
    pushAskTitle: '在本设备上提醒您？',
    pushAskText: '允许通知后，我们将在开始前 {lead} 分钟（{zone}时间）向本设备发送提醒。也可以改为添加到日历。',
    pushAllow: '允许通知',
    pushNoneTitle: '此浏览器无法接收通知',
    pushNoneText:
      '在微信内置浏览器，或未添加到主屏幕的 iPhone 上，我们无法向您发送通知。添加到日历后，日历将在开始前 {lead} 分钟提醒您。',
    pushDeniedTitle: '通知已被关闭',
    pushDeniedText: '您未允许本网站发送通知。添加到日历后，日历将在开始前 {lead} 分钟提醒您。',
    remindByCalendar: '添加到日历提醒',
    pushSet: '已设置提醒：开始前 {lead} 分钟将通知本设备',
    reminderNoChannel: '未设置提醒：我们无法通知此浏览器',
    pushFailed: '无法开启通知，请改用日历提醒',
    viaWechat: '提醒方式：微信消息',
    viaSms: '提醒方式：短信',
    viaPush: '提醒方式：浏览器通知',
    viaEmail: '提醒方式：邮件',
    viaCalendar: '仅日历：由手机日历提醒',
    viaNone: '无提醒渠道：不会收到提醒，请添加到日历',
    reminderStateSent: '已发送',
    reminderStateFailed: '发送失败',
    reminderStateUndeliverable: '无法送达',
    pushNoneTextContact:
      '在微信内置浏览器、或未添加到主屏幕的 iPhone 上无法发送通知。您可以改为通过邮件或短信接收提醒，或添加到日历，都将在开始前 {lead} 分钟提醒您。',
    pushDeniedTextContact:
      '您未允许本网站发送通知。您可以改为通过邮件或短信接收提醒，或添加到日历，都将在开始前 {lead} 分钟提醒您。',
    remindByEmail: '通过邮件提醒我',
    remindByEmailTo: '发邮件到 {to}',
    remindBySms: '通过短信提醒我',
    remindBySmsTo: '发短信到 {to}',
    contactEmailTitle: '接收提醒的邮箱',
    contactSmsTitle: '接收提醒的手机号码',
    contactPrivacy: '仅用于您的会议提醒，展会结束后即删除。',
    contactEmailLabel: '邮箱',
    contactEmailPlaceholder: '请输入邮箱地址',
    contactPhoneLabel: '手机号码',
    contactPhonePlaceholder: '请输入手机号码',
    contactCodeLabel: '验证码',
    contactCodePlaceholder: '请输入短信验证码',
    contactCodeRequired: '请输入短信验证码',
    contactSave: '设置提醒',
    contactBack: '返回',
    emailSet: '已设置提醒：开始前 {lead} 分钟将发邮件到 {to}',
    smsSet: '已设置提醒：开始前 {lead} 分钟将发短信到 {to}',
  },
  EN: {
    bio: 'About the speaker',
    searchPlaceholder: 'Search sessions or speakers',
    clearSearch: 'Clear search',
    venueTimeNote: 'Times are venue time: {zone} ({offset})',
    venueTime: '{time} ({zone} time)',
    localTime: 'Your time: {time}',
    today: 'Today',
    days: 'Conference days',
    allTracks: 'All tracks',
    allRooms: 'All rooms',
    tracks: 'Tracks',
    rooms: 'Rooms',
    now: 'Now',
    next: 'Next',
    ended: 'Ended',
    remindEnded: 'Ended: no reminders',
    reminded: 'Reminder set',
    sessionCount: '{count} sessions',
    searchResults: '{count} sessions for “{keyword}”',
    noMatch: 'No sessions match',
    clearFilters: 'Clear filters',
    loadFailed: 'The sessions could not be loaded',
    speakers: 'Speakers',
    description: 'About this session',
    series: 'Series',
    previousSessions: 'Previous sessions in this series',
    timeChanged: 'Time changed from {from} to {to}',
    roomChanged: 'Room changed from {from} to {to}',
    addToCalendar: 'Add to calendar',
    reminderSubscribed: 'Subscribed: WeChat will notify you {lead} minutes before it starts',
    reminderInCalendar: 'Added to your phone calendar with an alert {lead} minutes before',
    reminderNotSet: 'No reminder set: allow WeChat notifications or calendar access and try again',
    reminderSetTitle: 'Reminder set',
    reminderSetText: 'We will remind you {lead} minutes before it starts ({zone} time). Add it to your calendar too?',
    notNow: 'Not now',
    reminderCancelled: 'Reminder cancelled',
    calendarAdded: 'Added to your phone calendar',
    calendarRefused: 'Not added to your calendar',
    calendarDownloaded: 'Calendar file downloaded: open it to add the session',
    calendarLinkCopied: 'Calendar link copied: open it in your browser to add the session',
    calendarFailed: 'The calendar file could not be downloaded',
    sessionsAt: 'Sessions at {edition}',
    earlierSessions: 'Earlier sessions',
    noSessions: 'No sessions in this edition',
    agendaTitle: 'My agenda',
    agendaEmpty: 'No sessions with a reminder yet',
    removeFromAgenda: 'Remove {name} from my agenda',
    removeAgendaConfirm: 'Removing it cancels its reminder.',
    remove: 'Remove',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    dayLabel: '{weekday} {day} {monthName}',
    timeChangedBadge: 'Time changed',
    roomChangedBadge: 'Room changed',
    pushAskTitle: 'Remind you on this device?',
    pushAskText:
      'Allow notifications and we will notify this device {lead} minutes before it starts ({zone} time). Or add it to your calendar instead.',
    pushAllow: 'Allow notifications',
    pushNoneTitle: 'This browser cannot get notifications',
    pushNoneText:
      "We cannot notify you in WeChat's browser, or on an iPhone without the app on its home screen. Add it to your calendar: it will remind you {lead} minutes before.",
    pushDeniedTitle: 'Notifications are off',
    pushDeniedText:
      'You did not allow notifications from this site. Add it to your calendar: it will remind you {lead} minutes before.',
    remindByCalendar: 'Remind me by calendar',
    pushSet: 'Reminder set: this device will be notified {lead} minutes before',
    reminderNoChannel: 'No reminder set: we cannot notify this browser',
    pushFailed: 'Notifications could not be turned on: use the calendar instead',
    viaWechat: 'Reminder by WeChat message',
    viaSms: 'Reminder by text message',
    viaPush: 'Reminder by browser notification',
    viaEmail: 'Reminder by email',
    viaCalendar: 'Calendar only: your phone reminds you',
    viaNone: 'No reminder channel: nothing will remind you. Add it to your calendar',
    reminderStateSent: 'sent',
    reminderStateFailed: 'not sent',
    reminderStateUndeliverable: 'could not be delivered',
    pushNoneTextContact:
      "We cannot notify you in WeChat's browser, or on an iPhone without the app on its home screen. We can remind you by email or text message instead, or add it to your calendar: {lead} minutes before.",
    pushDeniedTextContact:
      'You did not allow notifications from this site. We can remind you by email or text message instead, or add it to your calendar: {lead} minutes before.',
    remindByEmail: 'Remind me by email',
    remindByEmailTo: 'Email me at {to}',
    remindBySms: 'Remind me by text message',
    remindBySmsTo: 'Text me at {to}',
    contactEmailTitle: 'Your email for reminders',
    contactSmsTitle: 'Your mobile number for reminders',
    contactPrivacy: 'Used only for your session reminders and deleted after the show.',
    contactEmailLabel: 'Email',
    contactEmailPlaceholder: 'name@example.com',
    contactPhoneLabel: 'Mobile',
    contactPhonePlaceholder: 'Mainland China mobile number',
    contactCodeLabel: 'Code',
    contactCodePlaceholder: 'Code from the text message',
    contactCodeRequired: 'Enter the code we sent to your phone',
    contactSave: 'Set reminder',
    contactBack: 'Back',
    emailSet: 'Reminder set: an email to {to} {lead} minutes before',
    smsSet: 'Reminder set: a text message to {to} {lead} minutes before',
  },
})

// The words of My data (src/features/my-data), in both languages: loaded with its page only.
import { defineSection } from '../../i18n/sections'

/** My data (issue 23 item 8): what the server holds, its export, erasure */
export interface MyDataWords {
  intro: string
  /** section titles by the server's keys; a key not here is shown as it is */
  sections: Record<string, string>
  empty: string
  count: string
  exportJson: string
  exportHint: string
  planPdf: string
  exporting: string
  exportFailed: string
  exported: string
  deleteTitle: string
  deleteHint: string
  deleteButton: string
  confirmTitle: string
  confirmBody: string
  confirmOk: string
  cancel: string
  deleting: string
  deleteFailed: string
  deleted: string
  /** the address or number given for session reminders (issue 25) */
  contactKinds: { email: string; sms: string }
  contactFor: string
  contactForNone: string
  contactKeptUntil: string
  contactDelete: string
  contactConfirmTitle: string
  contactConfirmBody: string
  contactDeleted: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    myData: MyDataWords
  }
}

export default defineSection('myData', {
  'ZH-CN': {
    intro: '以下是服务器保存的与您有关的全部数据。您可以导出一份副本，或立即删除账户。',
    sections: {
      plan: '观展计划',
      reminders: '会议提醒',
      matchmaking: '商务配对名片与选择',
      chats: '聊天消息',
      rfqs: '询盘与回复',
      uploads: '上传的图片',
      registrations: '观众预登记（电子胸卡）',
      bookings: '展位预订申请',
      phone: '已验证的手机号',
      activity: '浏览记录、积分与登录',
      consents: '同意记录',
      reminderContacts: '接收提醒的邮箱和手机号',
    },
    empty: '无',
    count: '{count} 条',
    exportJson: '导出我的数据（JSON）',
    exportHint: '一个 JSON 文件，包含以上全部数据；观展计划另有 PDF 版本。',
    planPdf: '下载观展计划（PDF）',
    exporting: '正在导出…',
    exportFailed: '导出失败，请稍后重试',
    exported: '已导出',
    deleteTitle: '删除账户',
    deleteHint: '立即删除以上全部数据、上传的图片和登录凭证，无法恢复。',
    deleteButton: '删除我的账户和数据',
    confirmTitle: '确定删除账户？',
    confirmBody:
      '将立即删除：观展计划、会议提醒、配对名片、询盘、上传的图片、预登记、展位预订、已验证的手机号、浏览记录和登录凭证。您发出的聊天消息将以“已注销用户”的名义保留给对方。此操作无法撤销。',
    confirmOk: '删除',
    cancel: '取消',
    deleting: '正在删除…',
    deleteFailed: '删除失败，请稍后重试',
    deleted: '账户已删除，应用已重新开始',
    contactKinds: { email: '邮箱', sms: '手机（短信）' },
    contactFor: '用于：{editions} 的会议提醒',
    contactForNone: '目前没有会议提醒使用它',
    contactKeptUntil: '保留至 {date}，之后自动删除',
    contactDelete: '删除',
    contactConfirmTitle: '删除 {contact}？',
    contactConfirmBody: '删除后，原定发往此处的会议提醒将不再发送，“我的日程”会显示无提醒渠道。',
    contactDeleted: '已删除',
  },
  EN: {
    intro: 'Everything the server holds about you. You can export a copy or delete your account at once.',
    sections: {
      plan: 'Show plan',
      reminders: 'Session reminders',
      matchmaking: 'Matchmaking card and choices',
      chats: 'Chat messages',
      rfqs: 'RFQs and replies',
      uploads: 'Uploaded pictures',
      registrations: 'Pre-registration (e-badge)',
      bookings: 'Stand booking requests',
      phone: 'Verified phone numbers',
      activity: 'Views, points and sign-ins',
      consents: 'Consents',
      reminderContacts: 'Email and mobile for reminders',
    },
    empty: 'None',
    count: '{count} {count|item|items}',
    exportJson: 'Export my data (JSON)',
    exportHint: 'One JSON file with all of the above; your show plan also comes as a PDF.',
    planPdf: 'Download my plan (PDF)',
    exporting: 'Exporting…',
    exportFailed: 'Export failed, please try again later',
    exported: 'Exported',
    deleteTitle: 'Delete account',
    deleteHint: 'Deletes all of the above, your uploaded pictures and your sign-in at once. This cannot be undone.',
    deleteButton: 'Delete my account and data',
    confirmTitle: 'Delete your account?',
    confirmBody:
      'This deletes now: your show plan, reminders, matchmaking card, RFQs, uploaded pictures, pre-registration, stand bookings, verified phone numbers, views and sign-ins. Chat messages you sent stay with the other person, from "Deleted user". This cannot be undone.',
    confirmOk: 'Delete',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    deleteFailed: 'Deletion failed, please try again later',
    deleted: 'Account deleted: the app has started afresh',
    contactKinds: { email: 'Email', sms: 'Mobile (text message)' },
    contactFor: 'For session reminders of {editions}',
    contactForNone: 'No session reminder uses it now',
    contactKeptUntil: 'Kept until {date}, then deleted',
    contactDelete: 'Delete',
    contactConfirmTitle: 'Delete {contact}?',
    contactConfirmBody:
      'Reminders that were to go there will not be sent, and My agenda will show them without a reminder channel.',
    contactDeleted: 'Deleted',
  },
})

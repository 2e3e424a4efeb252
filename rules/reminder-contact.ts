/**
 * An email address or mobile number a visitor gives only for their session reminders (issue 25
 * item 3: a browser without web push). Checked the same way by the app's form and by the server,
 * and shown back masked (the server never answers the whole address or number).
 */
import { isEmail, isPhone, type RuleLanguage } from './core'

export type ReminderContactKind = 'email' | 'sms'

export type ReminderContactRuleKey = 'reminderEmailInvalid' | 'reminderPhoneInvalid' | 'reminderContactMissing'

export const REMINDER_CONTACT_MESSAGES: Record<RuleLanguage, Record<ReminderContactRuleKey, string>> = {
  'ZH-CN': {
    reminderEmailInvalid: '请输入有效的邮箱地址',
    reminderPhoneInvalid: '请输入有效的中国大陆手机号码',
    reminderContactMissing: '请先填写接收提醒的邮箱或手机号码',
  },
  EN: {
    reminderEmailInvalid: 'Enter a valid email address',
    reminderPhoneInvalid: 'Enter a valid mainland China mobile number',
    reminderContactMissing: 'First give the email address or mobile number the reminder goes to',
  },
}

/** null when the address or number can receive reminders (SMS: a mainland number, as the codes). */
export function reminderContactProblem(kind: ReminderContactKind, value: string): ReminderContactRuleKey | null {
  if (kind === 'email') return isEmail(value) ? null : 'reminderEmailInvalid'
  return isPhone(value) ? null : 'reminderPhoneInvalid'
}

/** As the visitor is shown it back: a•••@example.com, 138****8000. */
export function maskReminderContact(kind: ReminderContactKind, value: string): string {
  const v = value.trim()
  if (kind === 'sms') return `${v.slice(0, 3)}****${v.slice(-4)}`
  const at = v.lastIndexOf('@')
  return `${v.slice(0, 1)}***${v.slice(at)}`
}

/**
 * Dates that make sense: nothing is offered for what has ended (visitors' issue, item 14: an
 * e-badge was issued in November for a show that ended in September). Part of the shared rules
 * (rules/index.ts). The server decides by its own clock; the app hides what the rule refuses.
 */
import type { RuleLanguage } from './core'

export type ScheduleRuleKey = 'editionEnded' | 'sessionEnded' | 'editionClosed'

export const SCHEDULE_RULE_MESSAGES: Record<RuleLanguage, Record<ScheduleRuleKey, string>> = {
  'ZH-CN': {
    editionEnded: '本届展会已结束，预登记已关闭',
    sessionEnded: '该会议已结束，无法设置提醒',
    editionClosed: '本届展会已由主办方关闭，无法再收藏、提醒、发布采购需求、预登记或预订展位',
  },
  EN: {
    editionEnded: 'This show has ended: pre-registration is closed',
    sessionEnded: 'This session has ended: reminders can no longer be set',
    editionClosed:
      'The organiser has closed this show: plans, reminders, RFQs, pre-registration and stand booking are no longer open',
  },
}

/**
 * Whether an edition has ended: its last day is before today, both as calendar days at the venue
 * ('YYYY-MM-DD'; the caller reads today on the venue's clock). The last day itself still counts.
 */
export function editionEnded(endDate: string, venueToday: string): boolean {
  return venueToday > endDate
}

/** Whether a session has ended at `now` (epoch ms): as the conference shows "Ended", its end has come. */
export function sessionEnded(endTime: string, now: number): boolean {
  return Date.parse(endTime) <= now
}

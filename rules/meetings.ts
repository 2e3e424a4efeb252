/**
 * Meetings at the stand (issue 29): the exhibitor's slot plan for a day and a booking's purpose,
 * checked the same way by the app's forms and the server, and the slots a plan makes (the app
 * previews exactly what the server will store). Times are venue clock times ('HH:mm'); the server
 * turns them into instants in the edition's zone. Part of the shared rules (rules/index.ts).
 */
import type { RuleLanguage } from './core'

export const MEETING_LIMITS = {
  /** a slot's length in minutes */
  lengths: [15, 20, 30] as readonly number[],
  minCapacity: 1,
  maxCapacity: 5,
  /** breaks in one day's plan */
  maxBreaks: 4,
  purposeMaxChars: 200,
  /** requests a visitor may have waiting for an answer at once */
  maxPending: 5,
  /** an unanswered request expires after this (the exhibitor chooses; never after the slot begins) */
  defaultExpiryHours: 24,
  minExpiryHours: 1,
  maxExpiryHours: 72,
  /** no-shows after which the visitor is warned before booking again */
  noShowWarning: 2,
  /** the reminder goes this long before the meeting */
  reminderMinutes: 10,
  /** a note the exhibitor keeps on a meeting */
  noteMaxChars: 500,
}

export type MeetingLength = 15 | 20 | 30

/** One day of an exhibitor's slots, as the picker sets it. */
export interface MeetingDayPlanForm {
  /** the venue's day, 'YYYY-MM-DD' */
  day: string
  /** venue clock 'HH:mm' */
  from: string
  to: string
  length: number
  capacity: number
  breaks: ReadonlyArray<{ from: string; to: string }>
}

export type MeetingRuleKey =
  | 'dayUnknown'
  | 'timeInvalid'
  | 'rangeEmpty'
  | 'lengthInvalid'
  | 'capacityInvalid'
  | 'breakInvalid'
  | 'tooManyBreaks'
  | 'noSlots'
  | 'dayTwice'
  | 'purposeBlank'
  | 'purposeTooLong'
  | 'expiryInvalid'
  | 'noteTooLong'
  | 'placeMissing'

export const MEETING_RULE_MESSAGES: Record<RuleLanguage, Record<MeetingRuleKey, string>> = {
  'ZH-CN': {
    dayUnknown: '该日期不在展会日期内',
    timeInvalid: '请选择有效的时间',
    rangeEmpty: '结束时间需晚于开始时间',
    lengthInvalid: '每场时长只能是 15、20 或 30 分钟',
    capacityInvalid: `同时可约 ${MEETING_LIMITS.minCapacity}–${MEETING_LIMITS.maxCapacity} 场`,
    breakInvalid: '休息时间需在开放时间内，且结束晚于开始',
    tooManyBreaks: `每天最多 ${MEETING_LIMITS.maxBreaks} 段休息`,
    noSlots: '这一天没有可预约的时段',
    dayTwice: '同一天只能设置一次',
    purposeBlank: '请填写会面目的',
    purposeTooLong: `会面目的最多 ${MEETING_LIMITS.purposeMaxChars} 个字`,
    expiryInvalid: `回复期限为 ${MEETING_LIMITS.minExpiryHours}–${MEETING_LIMITS.maxExpiryHours} 小时`,
    noteTooLong: `备注最多 ${MEETING_LIMITS.noteMaxChars} 个字`,
    placeMissing: '请选择会面地点',
  },
  EN: {
    dayUnknown: 'That day is not a day of the show',
    timeInvalid: 'Please choose a valid time',
    rangeEmpty: 'The end must be after the start',
    lengthInvalid: 'A slot is 15, 20 or 30 minutes',
    capacityInvalid: `${MEETING_LIMITS.minCapacity} to ${MEETING_LIMITS.maxCapacity} meetings at once`,
    breakInvalid: 'A break must lie within the opening hours and end after it starts',
    tooManyBreaks: `At most ${MEETING_LIMITS.maxBreaks} breaks a day`,
    noSlots: 'This day has no slots to book',
    dayTwice: 'Each day can be set once',
    purposeBlank: 'Please say what the meeting is about',
    purposeTooLong: `The purpose: at most ${MEETING_LIMITS.purposeMaxChars} characters`,
    expiryInvalid: `Requests expire after ${MEETING_LIMITS.minExpiryHours} to ${MEETING_LIMITS.maxExpiryHours} hours`,
    noteTooLong: `The note: at most ${MEETING_LIMITS.noteMaxChars} characters`,
    placeMissing: 'Please choose where to meet',
  },
}

const chars = (s: string) => [...s].length
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/** 'HH:mm' → minutes after midnight, or null. */
export function clockMinutes(clock: string): number | null {
  if (!CLOCK.test(clock)) return null
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The slots of a day's plan, in order: back to back from `from`, each `length` long, ending by
 * `to`; a slot that would overlap a break starts again at the break's end.
 */
export function slotsOfPlan(plan: MeetingDayPlanForm): Array<{ from: string; to: string }> {
  const start = clockMinutes(plan.from)
  const end = clockMinutes(plan.to)
  if (start === null || end === null || !MEETING_LIMITS.lengths.includes(plan.length)) return []
  const breaks = plan.breaks
    .map((b) => [clockMinutes(b.from), clockMinutes(b.to)] as const)
    .filter((b): b is readonly [number, number] => b[0] !== null && b[1] !== null && b[1] > b[0])
  const out: Array<{ from: string; to: string }> = []
  let t = start
  while (t + plan.length <= end) {
    const hit = breaks.find(([bf, bt]) => t < bt && t + plan.length > bf)
    if (hit) {
      t = hit[1]
      continue
    }
    out.push({ from: clockOf(t), to: clockOf(t + plan.length) })
    t += plan.length
  }
  return out
}

/** The first rule a day's plan breaks, or null; `days`: the show's days ('YYYY-MM-DD'). */
export function validateMeetingDay(plan: MeetingDayPlanForm, days: readonly string[]): MeetingRuleKey | null {
  if (!days.includes(plan.day)) return 'dayUnknown'
  const from = clockMinutes(plan.from)
  const to = clockMinutes(plan.to)
  if (from === null || to === null) return 'timeInvalid'
  if (to <= from) return 'rangeEmpty'
  if (!MEETING_LIMITS.lengths.includes(plan.length)) return 'lengthInvalid'
  if (
    !Number.isInteger(plan.capacity) ||
    plan.capacity < MEETING_LIMITS.minCapacity ||
    plan.capacity > MEETING_LIMITS.maxCapacity
  )
    return 'capacityInvalid'
  if (plan.breaks.length > MEETING_LIMITS.maxBreaks) return 'tooManyBreaks'
  for (const b of plan.breaks) {
    const bf = clockMinutes(b.from)
    const bt = clockMinutes(b.to)
    if (bf === null || bt === null || bt <= bf || bf < from || bt > to) return 'breakInvalid'
  }
  if (!slotsOfPlan(plan).length) return 'noSlots'
  return null
}

/** The first rule a whole show's plan breaks (each day once), or null. */
export function validateMeetingPlan(
  plans: readonly MeetingDayPlanForm[],
  days: readonly string[],
): MeetingRuleKey | null {
  if (new Set(plans.map((p) => p.day)).size !== plans.length) return 'dayTwice'
  for (const p of plans) {
    const failed = validateMeetingDay(p, days)
    if (failed) return failed
  }
  return null
}

export function validateMeetingExpiry(hours: number): MeetingRuleKey | null {
  return Number.isInteger(hours) && hours >= MEETING_LIMITS.minExpiryHours && hours <= MEETING_LIMITS.maxExpiryHours
    ? null
    : 'expiryInvalid'
}

/** A booking's purpose: written, and short. */
export function validateMeetingPurpose(purpose: string): MeetingRuleKey | null {
  const text = purpose.trim()
  if (!text) return 'purposeBlank'
  if (chars(text) > MEETING_LIMITS.purposeMaxChars) return 'purposeTooLong'
  return null
}

export function validateMeetingNote(note: string): MeetingRuleKey | null {
  return chars(note) > MEETING_LIMITS.noteMaxChars ? 'noteTooLong' : null
}

/** A proposed meeting's time between matched attendees (issue 29.2): a show day, a clock time, a length. */
export interface MeetingProposalTime {
  /** the venue's day, 'YYYY-MM-DD' */
  day: string
  /** venue clock 'HH:mm' */
  from: string
  length: number
}

/**
 * The first rule a proposal's time breaks, or null; `days`: the show's days. A meeting ends by
 * midnight at the venue (it stays on its day, as a slot does).
 */
export function validateProposalTime(p: MeetingProposalTime, days: readonly string[]): MeetingRuleKey | null {
  if (!days.includes(p.day)) return 'dayUnknown'
  const from = clockMinutes(p.from)
  if (from === null) return 'timeInvalid'
  if (!MEETING_LIMITS.lengths.includes(p.length)) return 'lengthInvalid'
  if (from + p.length > 24 * 60) return 'timeInvalid'
  return null
}

/** The proposal's end on the venue clock ('HH:mm'; '24:00' never happens: the rule stops it). */
export function proposalEnd(p: MeetingProposalTime): string {
  const from = clockMinutes(p.from) ?? 0
  return clockOf(Math.min(from + p.length, 24 * 60 - 1))
}

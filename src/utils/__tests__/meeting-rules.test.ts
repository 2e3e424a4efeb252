/**
 * The meeting slot plan (rules/meetings.ts) the exhibitor's form previews and the server stores:
 * slots back to back, breaks skipped, and the first rule a plan breaks in the visitor's words.
 */
import {
  MEETING_RULE_MESSAGES,
  slotsOfPlan,
  validateMeetingPlan,
  validateMeetingPurpose,
  type MeetingDayPlanForm,
} from '../../../rules'

const day: MeetingDayPlanForm = { day: '2026-04-16', from: '09:00', to: '10:30', length: 20, capacity: 2, breaks: [] }

describe('meeting slot plans', () => {
  it('makes slots back to back that end by the closing time', () => {
    expect(slotsOfPlan(day).map((s) => s.from)).toEqual(['09:00', '09:20', '09:40', '10:00'])
  })

  it('starts again after a break a slot would overlap', () => {
    const plan = { ...day, length: 30, breaks: [{ from: '09:45', to: '10:00' }] }
    expect(slotsOfPlan(plan)).toEqual([
      { from: '09:00', to: '09:30' },
      { from: '10:00', to: '10:30' },
    ])
  })

  it('names the first rule a plan breaks, in both languages', () => {
    const days = ['2026-04-16']
    expect(validateMeetingPlan([day], days)).toBeNull()
    expect(validateMeetingPlan([{ ...day, length: 25 }], days)).toBe('lengthInvalid')
    expect(validateMeetingPlan([{ ...day, capacity: 0 }], days)).toBe('capacityInvalid')
    expect(validateMeetingPlan([{ ...day, day: '2026-04-17' }], days)).toBe('dayUnknown')
    expect(validateMeetingPlan([day, day], days)).toBe('dayTwice')
    expect(validateMeetingPlan([{ ...day, from: '10:20' }], days)).toBe('noSlots')
    expect(MEETING_RULE_MESSAGES.EN.lengthInvalid).toBe('A slot is 15, 20 or 30 minutes')
    expect(MEETING_RULE_MESSAGES['ZH-CN'].lengthInvalid).toBe('每场时长只能是 15、20 或 30 分钟')
  })

  it('wants a purpose of at most 200 characters', () => {
    expect(validateMeetingPurpose('  ')).toBe('purposeBlank')
    expect(validateMeetingPurpose('好'.repeat(200))).toBeNull()
    expect(validateMeetingPurpose('好'.repeat(201))).toBe('purposeTooLong')
  })
})

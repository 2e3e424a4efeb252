/** Request schemas of meetings at the stand (issue 29), checked against types/api/meetings.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/meetings.js'
import { CommonQuery, Flag, Id, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
// the rules (rules/meetings.ts) say which clock times are valid; this only bounds the size
const Clock = Type.String({ maxLength: 5 })

const DayPlan = Type.Object({
  day: Day,
  from: Clock,
  to: Clock,
  length: Type.Integer({ minimum: 0, maximum: 1440 }),
  capacity: Type.Integer({ minimum: 0, maximum: 100 }),
  breaks: Type.Array(Type.Object({ from: Clock, to: Clock }), { maxItems: 20 }),
})

export const MeetingSlotsQuery = withCommon({ companyProfileId: Id })
export const MeetingPublishBody = Type.Object({
  companyProfileId: Id,
  days: Type.Array(DayPlan, { maxItems: 31 }),
  expiryHours: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
})
export const MeetingBookBody = Type.Object({
  slotId: Id,
  // the rule is 200 characters (rules/meetings.ts); the schema only stops what is plainly not a purpose
  purpose: Type.String({ maxLength: 2000 }),
  confirmClash: Type.Optional(Flag),
})
export const MeetingClashQuery = withCommon({ slotId: Id })
export const MyMeetingsQuery = CommonQuery
export const MeetingUpdateBody = Type.Object({
  meetingId: Id,
  action: Type.Union([Type.Literal('cancel'), Type.Literal('met'), Type.Literal('noShow')]),
})
export const MeetingStandQuery = withCommon({ companyProfileId: Id, day: Type.Optional(Day) })
export const MeetingAnswerBody = Type.Object({
  companyProfileId: Id,
  meetingId: Id,
  action: Type.Union([
    Type.Literal('accept'),
    Type.Literal('decline'),
    Type.Literal('cancel'),
    Type.Literal('met'),
    Type.Literal('noShow'),
    Type.Literal('note'),
  ]),
  note: Type.Optional(Type.String({ maxLength: 5000 })),
})

export const MeetingCodeQuery = withCommon({ companyProfileId: Id })
export const MeetingCheckInBody = Type.Object({
  meetingId: Id,
  // a stand's code is about 40 characters; anything much longer is not one
  code: Type.String({ maxLength: 500 }),
})

// meetings between matched attendees (issue 29.2)
const PersonId = Type.String({ minLength: 1, maxLength: 64 })
export const MeetingPlacesQuery = withCommon({ personId: PersonId })
export const MeetingProposalClashQuery = withCommon({
  personId: PersonId,
  day: Day,
  from: Clock,
  length: Type.Integer({ minimum: 0, maximum: 1440 }),
})
export const MeetingProposeBody = Type.Object({
  personId: PersonId,
  day: Day,
  from: Clock,
  length: Type.Integer({ minimum: 0, maximum: 1440 }),
  place: Type.Object({
    kind: Type.Union([Type.Literal('stand'), Type.Literal('point')]),
    code: Type.String({ maxLength: 40 }),
  }),
  purpose: Type.String({ maxLength: 2000 }),
  confirmClash: Type.Optional(Flag),
})
export const MeetingReplyBody = Type.Object({
  meetingId: Id,
  action: Type.Union([Type.Literal('accept'), Type.Literal('decline')]),
})

export type ContractChecks = [
  Assert<Matches<C.MeetingSlotsQuery, typeof MeetingSlotsQuery>>,
  Assert<Matches<C.MeetingPublishBody, typeof MeetingPublishBody>>,
  Assert<Matches<C.MeetingBookBody, typeof MeetingBookBody>>,
  Assert<Matches<C.MeetingClashQuery, typeof MeetingClashQuery>>,
  Assert<Matches<C.MyMeetingsQuery, typeof MyMeetingsQuery>>,
  Assert<Matches<C.MeetingUpdateBody, typeof MeetingUpdateBody>>,
  Assert<Matches<C.MeetingStandQuery, typeof MeetingStandQuery>>,
  Assert<Matches<C.MeetingAnswerBody, typeof MeetingAnswerBody>>,
  Assert<Matches<C.MeetingCodeQuery, typeof MeetingCodeQuery>>,
  Assert<Matches<C.MeetingCheckInBody, typeof MeetingCheckInBody>>,
  Assert<Matches<C.MeetingPlacesQuery, typeof MeetingPlacesQuery>>,
  Assert<Matches<C.MeetingProposalClashQuery, typeof MeetingProposalClashQuery>>,
  Assert<Matches<C.MeetingProposeBody, typeof MeetingProposeBody>>,
  Assert<Matches<C.MeetingReplyBody, typeof MeetingReplyBody>>,
]

/** Request schemas of exhibitors' leads (issue 28), checked against types/api/leads.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/leads.js'
import { CommonQuery, Flag, Id, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const LeadRatingSchema = Type.Union([Type.Literal('hot'), Type.Literal('warm'), Type.Literal('cold')])
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

export const LeadStandsQuery = CommonQuery
export const LeadHoldersQuery = CommonQuery
export const LeadCompanyQuery = withCommon({ companyProfileId: Id })
export const LeadAnalyticsQuery = LeadCompanyQuery

export const LeadCaptureBody = Type.Object({
  companyProfileId: Id,
  clientId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 600 })),
  scannedAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z$', maxLength: 40 }),
  rating: Type.Optional(Type.Union([LeadRatingSchema, Type.Null()])),
  answers: Type.Optional(
    Type.Array(Type.Array(Type.Integer({ minimum: 0, maximum: 20 }), { maxItems: 6 }), { maxItems: 3 }),
  ),
  note: Type.Optional(Type.String({ maxLength: 4000 })),
  cardPhoto: Type.Optional(Type.String({ maxLength: 300 })),
})

export const LeadListQuery = withCommon({
  companyProfileId: Id,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  rating: Type.Optional(LeadRatingSchema),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
})

const Question = Type.Object({
  text: Type.String({ maxLength: 400 }),
  multiple: Type.Boolean(),
  options: Type.Array(Type.String({ maxLength: 400 }), { maxItems: 20 }),
})
export const LeadQuestionsBody = Type.Object({
  companyProfileId: Id,
  questions: Type.Array(Question, { maxItems: 10 }),
})

export const LeadStaffBody = Type.Object({ companyProfileId: Id, phone: Type.String({ maxLength: 32 }) })

export const LeadExportQuery = withCommon({
  companyProfileId: Id,
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  onlyNew: Type.Optional(Flag),
  editToken: Type.Optional(Type.String({ maxLength: 200 })),
})

export const LeadWithdrawBody = Type.Object({ leadId: Id })

// the address is checked by the handler (rules/leads.ts) so the answer is the rule's own words
export const LeadExportEmailBody = Type.Object({
  companyProfileId: Id,
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  onlyNew: Type.Optional(Flag),
  email: Type.Optional(Type.String({ maxLength: 320 })),
})

/** tsc fails here when a schema and its type in types/api/leads.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.LeadStandsQuery, typeof LeadStandsQuery>>,
  Assert<Matches<C.LeadCompanyQuery, typeof LeadCompanyQuery>>,
  Assert<Matches<C.LeadCaptureBody, typeof LeadCaptureBody>>,
  Assert<Matches<C.LeadListQuery, typeof LeadListQuery>>,
  Assert<Matches<C.LeadQuestionsBody, typeof LeadQuestionsBody>>,
  Assert<Matches<C.LeadStaffBody, typeof LeadStaffBody>>,
  Assert<Matches<C.LeadExportQuery, typeof LeadExportQuery>>,
  Assert<Matches<C.LeadHoldersQuery, typeof LeadHoldersQuery>>,
  Assert<Matches<C.LeadWithdrawBody, typeof LeadWithdrawBody>>,
  Assert<Matches<C.LeadAnalyticsQuery, typeof LeadAnalyticsQuery>>,
  Assert<Matches<C.LeadExportEmailBody, typeof LeadExportEmailBody>>,
]

/** Request schemas of the privacy policy and consents (issue 23 item 7), checked against types/api/privacy.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/privacy.js'
import { CommonQuery } from './common.js'
import type { Assert, Matches } from './contract.js'

export const PrivacyPolicyQuery = CommonQuery
export const ConsentListQuery = CommonQuery

export const ConsentPurposeSchema = Type.Union([
  Type.Literal('rfq_contact'),
  Type.Literal('match_profile'),
  Type.Literal('exhibitor_contact'),
  Type.Literal('lead_contact'),
])
const Subject = Type.String({ maxLength: 20, pattern: '^[0-9]*$' })

export const ConsentGrantBody = Type.Object({
  purpose: ConsentPurposeSchema,
  subject: Type.Optional(Subject),
  policyVersion: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
})
export const ConsentWithdrawBody = Type.Object({
  purpose: ConsentPurposeSchema,
  subject: Type.Optional(Subject),
})

/** tsc fails here when a schema and its type in types/api/privacy.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.PrivacyPolicyQuery, typeof PrivacyPolicyQuery>>,
  Assert<Matches<C.ConsentListQuery, typeof ConsentListQuery>>,
  Assert<Matches<C.ConsentGrantBody, typeof ConsentGrantBody>>,
  Assert<Matches<C.ConsentWithdrawBody, typeof ConsentWithdrawBody>>,
]

/** Request schemas of the enquiry pool routes (show). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/enquiry.js'
import { CommonQuery, FiniteNumber, Flag, Id, withCommon, withPage } from './common.js'
import type { Assert, Matches } from './contract.js'

export const EnquiryListQuery = withPage({
  categoryId: Type.Optional(Id),
  region: Type.Optional(Type.String({ maxLength: 200 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  orderBy: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  mine: Type.Optional(Flag),
})

export const EnquiryRegionsQuery = CommonQuery

export const EnquiryDetailQuery = withCommon({ id: Id })

// RFQ fields are loosely typed here on purpose: the handler checks them in the order of spec §5
// so the answer is always the spec's message, not a generic schema error.
export const EnquiryPostBody = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  // any finite number: the handler answers too large / not an integer with the spec's messages
  price: Type.Optional(Type.Union([FiniteNumber, Type.String({ maxLength: 64 })])),
  quantity: Type.Optional(Type.Union([FiniteNumber, Type.String({ maxLength: 64 })])),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
  region: Type.Optional(Type.String({ maxLength: 200 })),
  contact: Type.Optional(Type.String({ maxLength: 100 })),
  contactInfo: Type.Optional(Type.String({ maxLength: 64 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  pictureList: Type.Optional(
    Type.Union([Type.Array(Type.String({ maxLength: 500 }), { maxItems: 50 }), Type.String({ maxLength: 20000 })]),
  ),
  verifyCode: Type.Optional(Type.String({ maxLength: 32 })),
  categories: Type.Optional(Type.Union([Type.Array(Id, { maxItems: 100 }), Type.String({ maxLength: 2000 })])),
  companyProfileId: Type.Optional(Id),
  productId: Type.Optional(Id),
  shareContact: Type.Optional(Flag),
  policyVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
})

export const EnquiryLikeBody = Type.Object({ id: Id, like: Type.Optional(Flag) })

export const EnquiryContactQuery = withCommon({ id: Id })

export const EnquiryMessageBody = Type.Object({
  data: Type.Union([
    Type.Object({ id: Id, content: Type.String({ maxLength: 5000 }) }),
    Type.String({ maxLength: 10000 }),
  ]),
})

export const EnquiryMessagesQuery = withCommon({ id: Id })

export const EnquiryCloseBody = Type.Object({ id: Id })

/** tsc fails here when a schema and its type in types/api/enquiry.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.EnquiryListQuery, typeof EnquiryListQuery>>,
  Assert<Matches<C.EnquiryDetailQuery, typeof EnquiryDetailQuery>>,
  Assert<Matches<C.EnquiryPostBody, typeof EnquiryPostBody>>,
  Assert<Matches<C.EnquiryLikeBody, typeof EnquiryLikeBody>>,
  Assert<Matches<C.EnquiryContactQuery, typeof EnquiryContactQuery>>,
  Assert<Matches<C.EnquiryMessageBody, typeof EnquiryMessageBody>>,
  Assert<Matches<C.EnquiryCloseBody, typeof EnquiryCloseBody>>,
  Assert<Matches<C.EnquiryRegionsQuery, typeof EnquiryRegionsQuery>>,
  Assert<Matches<C.EnquiryMessagesQuery, typeof EnquiryMessagesQuery>>,
]

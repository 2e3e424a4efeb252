/** Request schemas of the SMS, phone verification and editing routes (rxweb). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/verification.js'
import { Id, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const SendCodeQuery = withCommon({
  phone: Type.String({ maxLength: 32 }),
  type: Type.Optional(
    Type.Union([Type.Literal('verify'), Type.Literal('rfq'), Type.Literal('visit'), Type.Literal('booking')]),
  ),
})

export const VerifyPhoneBody = Type.Object({
  phone: Type.String({ maxLength: 32 }),
  code: Type.String({ maxLength: 16 }),
})

export const ExhibitorInfoQuery = withCommon({
  companyProfileId: Id,
  editToken: Type.Optional(Type.String({ maxLength: 128 })),
})

export const ExhibitorInfoUpdate = Type.Object({
  companyProfileId: Id,
  nameZh: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  nameEn: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  introductionZh: Type.Optional(Type.String({ maxLength: 5000 })),
  introductionEn: Type.Optional(Type.String({ maxLength: 5000 })),
  mainProductZh: Type.Optional(Type.String({ maxLength: 1000 })),
  mainProductEn: Type.Optional(Type.String({ maxLength: 1000 })),
  addressZh: Type.Optional(Type.String({ maxLength: 500 })),
  addressEn: Type.Optional(Type.String({ maxLength: 500 })),
  contactEmail: Type.Optional(Type.String({ maxLength: 320 })),
  website: Type.Optional(Type.String({ maxLength: 500 })),
  tel: Type.Optional(Type.String({ maxLength: 64 })),
  fax: Type.Optional(Type.String({ maxLength: 64 })),
  logo: Type.Optional(Type.String({ maxLength: 500 })),
})

export const ProductInfoQuery = withCommon({ productId: Id, editToken: Type.Optional(Type.String({ maxLength: 128 })) })

export const ProductInfoUpdate = Type.Object({
  productId: Id,
  nameZh: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  nameEn: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  introductionZh: Type.Optional(Type.String({ maxLength: 5000 })),
  introductionEn: Type.Optional(Type.String({ maxLength: 5000 })),
  logo: Type.Optional(Type.String({ maxLength: 500 })),
  categoryIds: Type.Optional(Type.Array(Id, { maxItems: 6 })),
})

/** tsc fails here when a schema and its type in types/api/verification.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.SendCodeQuery, typeof SendCodeQuery>>,
  Assert<Matches<C.VerifyPhoneBody, typeof VerifyPhoneBody>>,
  Assert<Matches<C.ExhibitorInfoQuery, typeof ExhibitorInfoQuery>>,
  Assert<Matches<C.ExhibitorInfoUpdate, typeof ExhibitorInfoUpdate>>,
  Assert<Matches<C.ProductInfoQuery, typeof ProductInfoQuery>>,
  Assert<Matches<C.ProductInfoUpdate, typeof ProductInfoUpdate>>,
]

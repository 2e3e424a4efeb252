/** Request schemas of the SMS, phone verification and editing routes (rxweb). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/verification.js'
import { Flag, Id, withCommon } from './common.js'
import { EDIT_LIMITS } from '../../../rules/index.js'
import type { Assert, Matches } from './contract.js'

export const SendCodeQuery = withCommon({
  phone: Type.String({ maxLength: 32 }),
  type: Type.Optional(
    Type.Union([
      Type.Literal('verify'),
      Type.Literal('rfq'),
      Type.Literal('visit'),
      Type.Literal('booking'),
      Type.Literal('reminder'),
    ]),
  ),
})

export const VerifyPhoneBody = Type.Object({
  phone: Type.String({ maxLength: 32 }),
  code: Type.String({ maxLength: 16 }),
})

export const WeappPhoneBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 256 }) })

// lengths here are the transport's bounds; the rules' limits (rules/: EDIT_LIMITS) answer in words
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }))
const Picture = Type.String({ minLength: 1, maxLength: 500 })

export const ExhibitorInfoQuery = withCommon({
  companyProfileId: Id,
  editToken: Type.Optional(Type.String({ maxLength: 128 })),
})

export const ExhibitorInfoUpdate = Type.Object({
  companyProfileId: Id,
  nameZh: Text(200),
  nameEn: Text(200),
  introductionZh: Text(5000),
  introductionEn: Text(5000),
  mainProductZh: Text(1000),
  mainProductEn: Text(1000),
  addressZh: Text(500),
  addressEn: Text(500),
  contactEmail: Text(320),
  website: Text(500),
  tel: Text(64),
  fax: Text(64),
  logo: Text(500),
  categoryIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  tagIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
})

export const ProductInfoQuery = withCommon({ productId: Id, editToken: Type.Optional(Type.String({ maxLength: 128 })) })

export const ProductInfoUpdate = Type.Object({
  productId: Id,
  nameZh: Text(200),
  nameEn: Text(200),
  introductionZh: Text(5000),
  introductionEn: Text(5000),
  logo: Text(500),
  categoryIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  pictures: Type.Optional(Type.Array(Picture, { maxItems: EDIT_LIMITS.maxProductPictures * 2 })),
  hidden: Type.Optional(Flag),
})

export const ProductInfoCreate = Type.Object({
  companyProfileId: Id,
  nameZh: Type.String({ maxLength: 200 }),
  nameEn: Text(200),
  introductionZh: Text(5000),
  introductionEn: Text(5000),
  categoryIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  pictures: Type.Array(Picture, { maxItems: EDIT_LIMITS.maxProductPictures * 2 }),
})

export const MyExhibitorsQuery = withCommon({ editToken: Type.Optional(Type.String({ maxLength: 128 })) })

/** tsc fails here when a schema and its type in types/api/verification.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.SendCodeQuery, typeof SendCodeQuery>>,
  Assert<Matches<C.VerifyPhoneBody, typeof VerifyPhoneBody>>,
  Assert<Matches<C.ExhibitorInfoQuery, typeof ExhibitorInfoQuery>>,
  Assert<Matches<C.ExhibitorInfoUpdate, typeof ExhibitorInfoUpdate>>,
  Assert<Matches<C.ProductInfoQuery, typeof ProductInfoQuery>>,
  Assert<Matches<C.ProductInfoUpdate, typeof ProductInfoUpdate>>,
  Assert<Matches<C.WeappPhoneBody, typeof WeappPhoneBody>>,
  Assert<Matches<C.ProductInfoCreate, typeof ProductInfoCreate>>,
  Assert<Matches<C.MyExhibitorsQuery, typeof MyExhibitorsQuery>>,
]

/** SMS codes, phone verification and exhibitor self-service editing (rxweb). */
import type { ApiEnvelope, CommonQuery, Id } from './common'

/** 'verify' = phone verification for editing; 'rfq' = RFQ post verification code. */
/** verify: exhibitor editing; rfq: posting an RFQ; visit: pre-registration; booking: a booth booking */
export type SmsPurpose = 'verify' | 'rfq' | 'visit' | 'booking'
/** GET /api/sendCode.do?phone=…&type=… — 6 digits, valid 5 min, resend ≥ 60 s apart, ≤ 10 / day / number. */
export interface SendCodeQuery extends CommonQuery {
  phone: string
  type?: SmsPurpose
}
export interface SendCodeResult {
  /** seconds before another code may be requested */
  resendAfter: number
  /** seconds the code stays valid */
  expiresIn: number
}
export type SendCodeResponse = ApiEnvelope<SendCodeResult>

/**
 * POST /api/v5/verifyPhone (added): checks a 'verify' code and returns an edit token (opaque, 2 h).
 * Send it back as header `x-edit-token` (or query `editToken`) to the get/update info calls.
 * The token grants editing of exhibitors whose contact phone equals the verified phone.
 */
export interface VerifyPhoneBody {
  phone: string
  code: string
}
export interface VerifyPhoneResult {
  editToken: string
  expiresAt: string
  /** exhibitors whose contact phone is this phone */
  companyProfileIds: Id[]
}
export type VerifyPhoneResponse = ApiEnvelope<VerifyPhoneResult>

/** Editable exhibitor fields (both languages). */
export interface ExhibitorInfo {
  companyProfileId: Id
  eventEditionId: Id
  nameZh: string
  nameEn: string
  introductionZh: string
  introductionEn: string
  mainProductZh: string
  mainProductEn: string
  addressZh: string
  addressEn: string
  contactEmail: string
  website: string
  tel: string
  fax: string
  logo: string
  hall: string
  stand: string
}
/** GET /api/v5/getExhibitorInfo?companyProfileId=…&eventCode=… (needs x-edit-token) */
export interface ExhibitorInfoQuery extends CommonQuery {
  companyProfileId: Id
  editToken?: string
}
export type ExhibitorInfoResponse = ApiEnvelope<ExhibitorInfo>
/** POST /api/v5/updateExhibitorInfo (needs x-edit-token); only given fields change; hall/stand are not editable. */
export interface ExhibitorInfoUpdate {
  companyProfileId: Id
  nameZh?: string
  nameEn?: string
  introductionZh?: string
  introductionEn?: string
  mainProductZh?: string
  mainProductEn?: string
  addressZh?: string
  addressEn?: string
  contactEmail?: string
  website?: string
  tel?: string
  fax?: string
  logo?: string
}
export type ExhibitorInfoUpdateResponse = ApiEnvelope<ExhibitorInfo>

export interface ProductInfo {
  productId: Id
  companyProfileId: Id
  nameZh: string
  nameEn: string
  introductionZh: string
  introductionEn: string
  logo: string
  categoryIds: Id[]
}
/** GET /api/v5/getProductInfo?productId=… (needs x-edit-token of the product's exhibitor) */
export interface ProductInfoQuery extends CommonQuery {
  productId: Id
  editToken?: string
}
export type ProductInfoResponse = ApiEnvelope<ProductInfo>
/** POST /api/v5/updateProductInfo (needs x-edit-token) */
export interface ProductInfoUpdate {
  productId: Id
  nameZh?: string
  nameEn?: string
  introductionZh?: string
  introductionEn?: string
  logo?: string
  categoryIds?: Id[]
}
export type ProductInfoUpdateResponse = ApiEnvelope<ProductInfo>

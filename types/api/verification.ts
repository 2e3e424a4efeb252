/** SMS codes, phone verification and exhibitor self-service editing (rxweb). */
import type { ApiEnvelope, CommonQuery, Flag, Id } from './common'

/** 'verify' = phone verification for editing; 'rfq' = RFQ post verification code. */
/** verify: exhibitor editing; rfq: posting an RFQ; visit: pre-registration; booking: a booth booking */
export type SmsPurpose = 'verify' | 'rfq' | 'visit' | 'booking' | 'reminder'
/**
 * resultCode of a FAIL whose cause is the SMS code a form sent (wrong, expired, too many tries):
 * the form marks its code field, whatever the message's language.
 */
export type SmsCodeRejectedCode = 'SMS_CODE_REJECTED'
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
  /** exhibitors this phone is a contact of (it may edit them); empty: none — tell the organiser's contact */
  companyProfileIds: Id[]
  /** the phone as shown back to its owner: 138****8000 */
  maskedPhone: string
  /** whom to contact when the phone belongs to no exhibitor (the exhibition of eventCode) */
  organiser: OrganiserContact
}
export interface OrganiserContact {
  name: string
  tel: string
  email: string
}

/**
 * POST /api/v5/verifyWeappPhone (added): the code of WeChat's phone-number button
 * (`<button open-type="getPhoneNumber">`, event detail.code) instead of an SMS code; same answer
 * as verifyPhone. The server exchanges the code with WeChat (WEAPP_LOGIN=wechat; server/README.md).
 */
export interface WeappPhoneBody {
  code: string
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
  categoryIds: Id[]
  tagIds: Id[]
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
  /** replaces the exhibitor's categories (at most 6) */
  categoryIds?: Id[]
  /** replaces the exhibitor's tags (at most 6) */
  tagIds?: Id[]
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
  /** its pictures in order (the first is the cover, = logo) */
  pictures: string[]
  /** 1: hidden from visitors by its exhibitor */
  hidden: Flag
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
  /** replaces the pictures, in order (1–9 uploaded or seeded images); the first becomes the logo */
  pictures?: string[]
  /** 1 hides the product from visitors, 0 shows it again */
  hidden?: Flag
}
export type ProductInfoUpdateResponse = ApiEnvelope<ProductInfo>

/** POST /api/v5/addProductInfo (added; needs x-edit-token of the exhibitor): a new product. */
export interface ProductInfoCreate {
  companyProfileId: Id
  nameZh: string
  nameEn?: string
  introductionZh?: string
  introductionEn?: string
  categoryIds?: Id[]
  pictures: string[]
}
export type ProductInfoCreateResponse = ApiEnvelope<ProductInfo>

/** GET /api/v5/exhibitor/mine (added; needs x-edit-token): the exhibitors the verified phone may edit. */
export interface MyExhibitorsQuery extends CommonQuery {
  editToken?: string
}
/** What visitors did with an exhibitor this edition: totals only, never who. */
export interface ExhibitorStats {
  /** views of the exhibitor's page */
  views: number
  /** views of its products' pages */
  productViews: number
  /** visitors with the exhibitor in their plan */
  planAdds: number
  /** products of it in visitors' plans */
  productPlanAdds: number
  /** RFQs sent to the exhibitor */
  rfqs: number
}
export interface MyProduct {
  productId: Id
  productName: string
  logo: string
  hidden: Flag
}
export interface MyExhibitor {
  companyProfileId: Id
  companyProfileName: string
  logo: string
  hall: string
  stand: string
  eventEditionId: Id
  eventEditionName: string
  eventCode: string
  /** the English texts left blank (names of ExhibitorInfo fields) */
  missingEnglish: string[]
  stats: ExhibitorStats
  products: MyProduct[]
}
export type MyExhibitorsResponse = ApiEnvelope<MyExhibitor[]>

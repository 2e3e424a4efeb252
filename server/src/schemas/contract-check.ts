/**
 * Compile-time guard (run by `npm test` through tsc): every request type of the shared contract
 * (types/api.ts) must be accepted by the route schema's static type, and both must name the same
 * fields. If either side changes alone, `tsc` fails here.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import type * as C from '../../../types/api.js'
import type { S } from './index.js'

type Assert<T extends true> = T
type Accepts<Contract, Schema extends TSchema> = [Contract] extends [Static<Schema>] ? true : false
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false
type Check<Contract, Schema extends TSchema> =
  Accepts<Contract, Schema> extends true ? SameKeys<Contract, Static<Schema>> : false
type Sx = typeof S

export type ContractChecks = [
  Assert<Check<C.ExhibitorDetailQuery, Sx['ExhibitorDetailQuery']>>,
  Assert<Check<C.ProductDetailQuery, Sx['ProductDetailQuery']>>,
  Assert<Check<C.HomeDataQuery, Sx['HomeDataQuery']>>,
  Assert<Check<C.ListPageQuery, Sx['ListPageQuery']>>,
  Assert<Check<C.CompanyListBody, Sx['CompanyListBody']>>,
  Assert<Check<C.ProductListBody, Sx['ProductListBody']>>,
  Assert<Check<C.EventEditionDetailQuery, Sx['EventEditionDetailQuery']>>,
  Assert<Check<C.EventEditionListQuery, Sx['EventEditionListQuery']>>,
  Assert<Check<C.VenueQuery, Sx['VenueQuery']>>,
  Assert<Check<C.CategoryQuery, Sx['CategoryQuery']>>,
  Assert<Check<C.HotSearchQuery, Sx['HotSearchQuery']>>,
  Assert<Check<C.RecommendQuery, Sx['RecommendQuery']>>,
  Assert<Check<C.ShareExhibitorQuery, Sx['ShareExhibitorQuery']>>,
  Assert<Check<C.ExhibitorCountQuery, Sx['ExhibitorCountQuery']>>,
  Assert<Check<C.ExhibitorCountListQuery, Sx['ExhibitorCountListQuery']>>,
  Assert<Check<C.CollectParams, Sx['CollectParams']>>,
  Assert<Check<C.CollectBody, Sx['CollectBody']>>,
  Assert<Check<C.PlanListParams, Sx['PlanListParams']>>,
  Assert<Check<C.PlanListQuery, Sx['PlanListQuery']>>,
  Assert<Check<C.SendPlanEmailQuery, Sx['SendPlanEmailQuery']>>,
  Assert<Check<C.PlanPdfQuery, Sx['PlanPdfQuery']>>,
  Assert<Check<C.PlanPageQuery, Sx['PlanPageQuery']>>,
  Assert<Check<C.CollectTargetsQuery, Sx['CollectTargetsQuery']>>,
  Assert<Check<C.CollectTargetsBody, Sx['CollectTargetsBody']>>,
  Assert<Check<C.BehaviourBody, Sx['BehaviourBody']>>,
  Assert<Check<C.SessionListQuery, Sx['SessionListQuery']>>,
  Assert<Check<C.SessionDetailQuery, Sx['SessionDetailQuery']>>,
  Assert<Check<C.PersonDetailQuery, Sx['PersonDetailQuery']>>,
  Assert<Check<C.SessionRemindBody, Sx['SessionRemindBody']>>,
  Assert<Check<C.MatchingUserQuery, Sx['MatchingUserQuery']>>,
  Assert<Check<C.LoseInterestedBody, Sx['LoseInterestedBody']>>,
  Assert<Check<C.FollowBody, Sx['FollowBody']>>,
  Assert<Check<C.ImRelationListQuery, Sx['ImRelationListQuery']>>,
  Assert<Check<C.ImMessageListQuery, Sx['ImMessageListQuery']>>,
  Assert<Check<C.ImSendBody, Sx['ImSendBody']>>,
  Assert<Check<C.EnquiryListQuery, Sx['EnquiryListQuery']>>,
  Assert<Check<C.EnquiryDetailQuery, Sx['EnquiryDetailQuery']>>,
  Assert<Check<C.EnquiryPostBody, Sx['EnquiryPostBody']>>,
  Assert<Check<C.EnquiryLikeBody, Sx['EnquiryLikeBody']>>,
  Assert<Check<C.EnquiryContactQuery, Sx['EnquiryContactQuery']>>,
  Assert<Check<C.EnquiryMessageBody, Sx['EnquiryMessageBody']>>,
  Assert<Check<C.EnquiryCloseBody, Sx['EnquiryCloseBody']>>,
  Assert<Check<C.SendCodeQuery, Sx['SendCodeQuery']>>,
  Assert<Check<C.VerifyPhoneBody, Sx['VerifyPhoneBody']>>,
  Assert<Check<C.ExhibitorInfoQuery, Sx['ExhibitorInfoQuery']>>,
  Assert<Check<C.ExhibitorInfoUpdate, Sx['ExhibitorInfoUpdate']>>,
  Assert<Check<C.ProductInfoQuery, Sx['ProductInfoQuery']>>,
  Assert<Check<C.ProductInfoUpdate, Sx['ProductInfoUpdate']>>,
  Assert<Check<C.IncreaseIntegralBody, Sx['IncreaseIntegralBody']>>,
]

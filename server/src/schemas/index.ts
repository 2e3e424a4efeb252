import { Type } from '@sinclair/typebox'
import { CommonQuery, FiniteNumber, Flag, Id, IdList, OrderBy, PageQuery, withCommon, withPage } from './common.js'

/** Request schemas of every route; contract-check.ts asserts they match types/api.ts. */
export const S = {
  ExhibitorDetailQuery: withCommon({ companyProfileId: Id }),
  ProductDetailQuery: withCommon({ productId: Id }),
  HomeDataQuery: withCommon({
    eventEditionId: Type.Optional(Id),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  ListPageQuery: PageQuery,
  CompanyListBody: Type.Object({
    companyProfileName: Type.Optional(Type.String({ maxLength: 100 })),
    divisions: Type.Optional(IdList),
    meals: Type.Optional(IdList),
    categorys: Type.Optional(IdList),
    eventEditionIds: Type.Optional(IdList),
    orderBy: Type.Optional(OrderBy),
  }),
  ProductListBody: Type.Object({
    productName: Type.Optional(Type.String({ maxLength: 100 })),
    divisions: Type.Optional(IdList),
    meals: Type.Optional(IdList),
    categorys: Type.Optional(IdList),
    eventEditionIds: Type.Optional(IdList),
    orderBy: Type.Optional(OrderBy),
  }),
  EventEditionDetailQuery: withCommon({ eventEditionId: Type.Optional(Id) }),
  EventEditionListQuery: CommonQuery,
  VenueQuery: withCommon({ eventEditionId: Type.Optional(Id) }),
  CategoryQuery: withCommon({ eventEditionId: Type.Optional(Id) }),
  HotSearchQuery: withCommon({
    eventEditionId: Type.Optional(Id),
    channel: Type.Optional(Type.String({ maxLength: 32 })),
  }),
  RecommendQuery: withCommon({
    eventEditionId: Type.Optional(Id),
    companyProfileId: Type.Optional(Id),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  }),
  ShareExhibitorQuery: withCommon({ companyProfileId: Id }),
  ExhibitorCountQuery: withCommon({ eventEditionId: Type.Optional(Id) }),
  ExhibitorCountListQuery: CommonQuery,
  CollectParams: Type.Object({ eventCode: Type.String({ maxLength: 32 }), id: Id }),
  CollectBody: Type.Object({ id: Id, collected: Flag }),
  PlanListParams: Type.Object({ eventCode: Type.String({ maxLength: 32 }) }),
  PlanListQuery: CommonQuery,
  // email is checked by the handler so the spec's exact messages are answered
  SendPlanEmailQuery: withCommon({
    email: Type.Optional(Type.String({ maxLength: 320 })),
    privacy: Type.Optional(Flag),
  }),
  PlanPdfQuery: CommonQuery,
  PlanPageQuery: withCommon({ eventEditionId: Type.Optional(Id) }),
  CollectTargetsQuery: Type.Composite([
    CommonQuery,
    Type.Object({
      userId: Type.String({ minLength: 1, maxLength: 64 }),
      sessionId: Type.String({ minLength: 1, maxLength: 128 }),
    }),
  ]),
  CollectTargetsBody: Type.Object({
    userId: Type.String({ minLength: 1, maxLength: 64 }),
    objJson: Type.Union([
      Type.Array(Type.Object({ type: Type.Union([Type.Literal(1), Type.Literal(2)]), objId: Id, isCollected: Flag }), {
        maxItems: 500,
      }),
      Type.String({ maxLength: 100000 }),
    ]),
  }),
  BehaviourBody: Type.Object({
    DATA: Type.Array(
      Type.Object({
        TARGET: Type.String({ maxLength: 200 }),
        USERID: Type.String({ maxLength: 64 }),
        EVENTEDITIONID: Type.Optional(Type.Union([Id, Type.String({ maxLength: 32 })])),
        SOURCE: Type.Optional(Type.String({ maxLength: 200 })),
        ACTIONID: Type.String({ minLength: 1, maxLength: 64 }),
        CHANNELID: Type.Union([
          Type.Literal(103),
          Type.Literal(104),
          Type.Literal(107),
          Type.Literal(109),
          Type.Literal(110),
        ]),
        // epoch milliseconds, within the range of a JavaScript Date
        TIMESTAMP: Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 }),
        IP: Type.Optional(Type.String({ maxLength: 64 })),
        URL: Type.Optional(Type.String({ maxLength: 2000 })),
        COMPANYPROFILEID: Type.Optional(Type.Union([Id, Type.String({ maxLength: 32 })])),
        EXTRAS: Type.Optional(
          Type.Union([Type.String({ maxLength: 4000 }), Type.Record(Type.String(), Type.Unknown())]),
        ),
      }),
      { minItems: 1, maxItems: 50 },
    ),
  }),
  SessionListQuery: withPage({ eventEditionId: Type.Optional(Id), keynote: Type.Optional(Flag) }),
  SessionDetailQuery: withCommon({ id: Id }),
  PersonDetailQuery: withCommon({ id: Id }),
  SessionRemindBody: Type.Object({ id: Id, remind: Flag }),
  MatchingUserQuery: withCommon({ pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
  LoseInterestedBody: Type.Object({ targetUserId: Type.String({ minLength: 1, maxLength: 64 }) }),
  FollowBody: Type.Object({ targetUserId: Type.String({ minLength: 1, maxLength: 64 }), follow: Flag }),
  ImRelationListQuery: CommonQuery,
  ImMessageListQuery: withCommon({ targetUserId: Type.String({ minLength: 1, maxLength: 64 }) }),
  ImSendBody: Type.Object({
    targetUserId: Type.String({ minLength: 1, maxLength: 64 }),
    content: Type.String({ maxLength: 2000 }),
  }),
  EnquiryListQuery: withPage({ categoryId: Type.Optional(Id), mine: Type.Optional(Flag) }),
  EnquiryDetailQuery: withCommon({ id: Id }),
  // RFQ fields are loosely typed here on purpose: the handler checks them in the order of spec §5
  // so the answer is always the spec's message, not a generic schema error.
  EnquiryPostBody: Type.Object({
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
  }),
  EnquiryLikeBody: Type.Object({ id: Id, like: Type.Optional(Flag) }),
  EnquiryContactQuery: withCommon({ id: Id }),
  EnquiryMessageBody: Type.Object({
    data: Type.Union([
      Type.Object({ id: Id, content: Type.String({ maxLength: 5000 }) }),
      Type.String({ maxLength: 10000 }),
    ]),
  }),
  EnquiryCloseBody: Type.Object({ id: Id }),
  SendCodeQuery: withCommon({
    phone: Type.String({ maxLength: 32 }),
    type: Type.Optional(Type.Union([Type.Literal('verify'), Type.Literal('rfq')])),
  }),
  VerifyPhoneBody: Type.Object({ phone: Type.String({ maxLength: 32 }), code: Type.String({ maxLength: 16 }) }),
  ExhibitorInfoQuery: withCommon({ companyProfileId: Id, editToken: Type.Optional(Type.String({ maxLength: 128 })) }),
  ExhibitorInfoUpdate: Type.Object({
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
  }),
  ProductInfoQuery: withCommon({ productId: Id, editToken: Type.Optional(Type.String({ maxLength: 128 })) }),
  ProductInfoUpdate: Type.Object({
    productId: Id,
    nameZh: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    nameEn: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    introductionZh: Type.Optional(Type.String({ maxLength: 5000 })),
    introductionEn: Type.Optional(Type.String({ maxLength: 5000 })),
    logo: Type.Optional(Type.String({ maxLength: 500 })),
    categoryIds: Type.Optional(Type.Array(Id, { maxItems: 6 })),
  }),
  IncreaseIntegralBody: Type.Object({
    userId: Type.Optional(Type.String({ maxLength: 64 })),
    action: Type.Union([
      Type.Literal('visit'),
      Type.Literal('share'),
      Type.Literal('collect'),
      Type.Literal('rfq'),
      Type.Literal('match'),
    ]),
  }),
}

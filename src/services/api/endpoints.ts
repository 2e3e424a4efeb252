import type * as T from '../../../types/api'
import type { ApiClient, Transport } from './client'

type Data<R> = R extends T.ApiEnvelope<infer P> ? P : never

function verbs(client: ApiClient) {
  return {
    get: <R>(backend: 'rxweb' | 'show', path: string, query?: object, silent?: boolean) =>
      client.request<Data<R>>(backend, 'GET', path, { query: query as never, silent }),
    /** a public answer with nothing of the visitor's (RequestOptions.anonymous) */
    getPublic: <R>(backend: 'rxweb' | 'show', path: string, query?: object) =>
      client.request<Data<R>>(backend, 'GET', path, { query: query as never, anonymous: true }),
    post: <R>(backend: 'rxweb' | 'show', path: string, body: unknown, query?: object, form?: boolean) =>
      client.request<Data<R>>(backend, 'POST', path, { body, query: query as never, form }),
  }
}

/**
 * The calls of the first screens (the directory lists, the session list), apart from the rest: the
 * boot script (src/boot/early-requests.ts), inlined in index.html and run before the app, takes
 * only these instead of every endpoint (~6 KB less to parse before the first request).
 */
export function firstScreenEndpoints(client: ApiClient) {
  const { get, getPublic, post } = verbs(client)
  return {
    assetUrl: (pathOrUrl: string | null | undefined) => client.assetUrl(pathOrUrl),

    getCompanyHomeData: (q: T.HomeDataQuery = {}) =>
      get<T.HomeDataResponse>('rxweb', '/api/v5/pageHomeData/companyProfile', q),
    getProductHomeData: (q: T.HomeDataQuery = {}) =>
      get<T.HomeDataResponse>('rxweb', '/api/v5/pageHomeData/product', q),
    listCompanies: (q: T.ListPageQuery, body: T.CompanyListBody) =>
      post<T.CompanyListPageResponse>('rxweb', '/api/v5/companyProfiles/listPage', body, { isShowCountNum: 1, ...q }),
    listProducts: (q: T.ListPageQuery, body: T.ProductListBody) =>
      post<T.ProductListPageResponse>('rxweb', '/api/v5/products/listPage', body, { isShowCountNum: 1, ...q }),
    // public (nothing of the visitor's): it goes alongside the first page even on a first visit
    getSessionFilters: (q: T.SessionFiltersQuery = {}) =>
      getPublic<T.SessionFiltersResponse>('show', '/api/v5/session/getSessionFilters', q),
    getSessionList: (q: T.SessionListQuery = {}) =>
      get<T.SessionListResponse>('show', '/api/v5/session/getSessionList', q),
  }
}

/**
 * A typed function for every call of spec §7 (and the few the reference server adds, see
 * docs/api.md). Shapes come from types/api.ts, which the server's schemas are checked against.
 */
export function createEndpoints(client: ApiClient) {
  const { get, getPublic, post } = verbs(client)

  return {
    ...firstScreenEndpoints(client),
    // --- visitor sessions: the mini-program's and the native app's logins (types/api/visitor.ts)
    weappLogin: (body: T.WeappLoginBody) =>
      client.request<Data<T.WeappLoginResponse>>('rxweb', 'POST', '/api/v5/visitor/weappLogin', {
        body,
        silent: true,
        establishesSession: true,
      }),
    appLogin: (body: T.AppLoginBody) =>
      client.request<Data<T.AppLoginResponse>>('rxweb', 'POST', '/api/v5/visitor/appLogin', {
        body,
        silent: true,
        establishesSession: true,
      }),

    // --- rxweb: directory
    getExhibitorDetail: (q: T.ExhibitorDetailQuery) =>
      get<T.ExhibitorDetailResponse>('rxweb', '/api/v4/getExhibitorDetail', q),
    getProductDetail: (q: T.ProductDetailQuery) => get<T.ProductDetailResponse>('rxweb', '/api/v4/getProductDetail', q),
    // the home's two first calls, together even on a first visit (no session to wait for)
    getEventEditionDetail: (q: T.EventEditionDetailQuery = {}) =>
      getPublic<T.EventEditionDetailResponse>('rxweb', '/api/v5/exhibition/getEventEditionDetail', q),
    getEventEditionList: (q: T.EventEditionListQuery = {}) =>
      getPublic<T.EventEditionListResponse>('rxweb', '/api/v5/exhibition/getEventEditionList', q),
    getVenueList: (q: T.VenueQuery = {}) => get<T.VenueListResponse>('rxweb', '/api/v5/exhibition/getVenueList', q),
    getCategory: (q: T.CategoryQuery = {}) => get<T.CategoryResponse>('rxweb', '/api/v5/categoryData/getCategory', q),
    getHotSearchList: (q: T.HotSearchQuery = {}) => get<T.HotSearchResponse>('rxweb', '/api/v5/getHotSearchList', q),
    getRecommendList: (q: T.RecommendQuery = {}) =>
      get<T.RecommendResponse>('rxweb', '/api/v5/exhibition/recommendCPList', q),

    // --- show: counts and share
    getExhibitorCount: (q: T.ExhibitorCountQuery = {}) =>
      get<T.ExhibitorCountResponse>('show', '/api/v4/getExhibitorCount', q),
    getExhibitorCountList: (q: T.ExhibitorCountListQuery = {}) =>
      get<T.ExhibitorCountListResponse>('show', '/api/v4/getExhibitorCountList', q),
    getShareExhibitorDetail: (q: T.ShareExhibitorQuery) =>
      get<T.ShareExhibitorResponse>('show', '/api/v5/exhibition/getShareExhibitorDetail', q),

    // --- rxweb: plan. Plan load and collect failures are only logged (spec §8): silent. The plan
    // store tells a collect's refusal itself; a network failure is no error there (it is queued).
    collectExhibitor: (eventCode: string, id: T.Id, collected: T.Flag) =>
      client.request<Data<T.CollectResponse>>(
        'rxweb',
        'PUT',
        `/api/v1/plan/events/${encodeURIComponent(eventCode)}/companyProfiles/${id}`,
        { body: { id, collected } satisfies T.CollectBody, silent: true },
      ),
    collectProduct: (eventCode: string, id: T.Id, collected: T.Flag) =>
      client.request<Data<T.CollectResponse>>(
        'rxweb',
        'PUT',
        `/api/v1/plan/events/${encodeURIComponent(eventCode)}/products/${id}`,
        { body: { id, collected } satisfies T.CollectBody, silent: true },
      ),
    getPlanList: (eventCode: string) =>
      get<T.PlanListResponse>(
        'rxweb',
        `/api/v1/plan/events/${encodeURIComponent(eventCode)}/companyProfiles`,
        {},
        true,
      ),
    sendPlanEmail: (q: T.SendPlanEmailQuery) => get<T.SendPlanEmailResponse>('rxweb', '/api/v1/plan/sendEmail', q),
    planPdfUrl: (q: T.PlanPdfQuery = {}) => client.url('rxweb', '/api/v1/plan/pdf', q as never),
    getCompanyPlan: (q: T.PlanPageQuery = {}) =>
      get<T.CompanyPlanResponse>('rxweb', '/api/v5/plan/companyProfilePlan', q),
    getProductPlan: (q: T.PlanPageQuery = {}) => get<T.ProductPlanResponse>('rxweb', '/api/v5/plan/productPlan', q),
    collectTargetIds: (q: T.CollectTargetsQuery, body: T.CollectTargetsBody) =>
      client.request<Data<T.CollectTargetsResponse>>('rxweb', 'POST', '/api/v5/collectTargetIds', {
        query: q as never,
        body,
        silent: true,
      }),

    // --- rxweb: exhibitor self-service editing
    /** silent: the caller words the failure itself (the verification-code button) */
    sendCode: (q: T.SendCodeQuery, opts: { silent?: boolean } = {}) =>
      get<T.SendCodeResponse>('rxweb', '/api/sendCode.do', q, opts.silent),
    verifyPhone: (body: T.VerifyPhoneBody) => post<T.VerifyPhoneResponse>('rxweb', '/api/v5/verifyPhone', body),
    getExhibitorInfo: (q: T.ExhibitorInfoQuery) => get<T.ExhibitorInfoResponse>('rxweb', '/api/v5/getExhibitorInfo', q),
    updateExhibitorInfo: (body: T.ExhibitorInfoUpdate, editToken: string) =>
      post<T.ExhibitorInfoUpdateResponse>('rxweb', '/api/v5/updateExhibitorInfo', body, { editToken }),
    getProductInfo: (q: T.ProductInfoQuery) => get<T.ProductInfoResponse>('rxweb', '/api/v5/getProductInfo', q),
    updateProductInfo: (body: T.ProductInfoUpdate, editToken: string) =>
      post<T.ProductInfoUpdateResponse>('rxweb', '/api/v5/updateProductInfo', body, { editToken }),
    verifyWeappPhone: (body: T.WeappPhoneBody) =>
      post<T.VerifyPhoneResponse>('rxweb', '/api/v5/verifyWeappPhone', body),
    addProductInfo: (body: T.ProductInfoCreate, editToken: string) =>
      post<T.ProductInfoCreateResponse>('rxweb', '/api/v5/addProductInfo', body, { editToken }),
    getMyExhibitors: (q: T.MyExhibitorsQuery) => get<T.MyExhibitorsResponse>('rxweb', '/api/v5/exhibitor/mine', q),
    uploadUrl: () => client.url('rxweb', '/upload/uploadQiNiu'),
    increaseIntegral: (body: T.IncreaseIntegralBody) =>
      post<T.IncreaseIntegralResponse>('rxweb', '/wxApi/v5/vip/increaseIntegral', body),

    // --- show: behaviour, sessions, matchmaking, enquiry pool
    sendBehaviour: (record: T.BehaviourRecord) =>
      client.request<Data<T.BehaviourResponse>>('show', 'POST', '/api/v5/behaviorMessage', {
        body: { DATA: [record] } satisfies T.BehaviourBody,
        silent: true,
      }),
    getSessionDetail: (q: T.SessionDetailQuery) =>
      get<T.SessionDetailResponse>('show', '/api/v5/session/getSessionDetail', q),
    getPersonDetail: (q: T.PersonDetailQuery) =>
      get<T.PersonDetailResponse>('show', '/api/v5/session/getPersonDetail', q),
    /** silent for the offline action queue (stores/action-queue.ts), which tells refusals itself */
    remindSession: (body: T.SessionRemindBody, silent?: boolean) =>
      client.request<Data<T.SessionRemindResponse>>('show', 'POST', '/api/v5/session/remind', { body, silent }),
    getMyAgenda: (q: T.AgendaQuery = {}) => get<T.AgendaResponse>('show', '/api/v5/session/getMyAgenda', q),
    /** the session's .ics: public, so the link names no visitor (it may be copied and opened elsewhere) */
    sessionCalendarUrl: (q: T.SessionCalendarQuery) =>
      client.url('show', '/api/v5/session/getSessionCalendar', { ...q, userId: undefined } as never),
    // matchmaking (issue 12): the stores show their own errors, so these calls are silent
    getMyMatchCard: (q: T.MyCardQuery = {}) => get<T.MyCardResponse>('show', '/api/v5/match/myCard', q, true),
    joinMatching: (body: T.JoinBody) =>
      client.request<Data<T.JoinResponse>>('show', 'POST', '/api/v5/match/join', { body, silent: true }),
    leaveMatching: () => post<T.LeaveResponse>('show', '/api/v5/match/leave', {}),
    getMatchingUsers: (q: T.MatchingUserQuery = {}) =>
      get<T.MatchingUserResponse>('show', '/api/v5/match/matchingUser', q, true),
    loseInterested: (body: T.LoseInterestedBody, silent?: boolean) =>
      client.request<Data<T.LoseInterestedResponse>>('show', 'POST', '/api/v5/match/loseInterested', {
        body,
        silent,
      }),
    undoMatchDecision: (body: T.UndoBody) => post<T.UndoResponse>('show', '/api/v5/match/undo', body),
    followOrCancel: (body: T.FollowBody, silent?: boolean) =>
      client.request<Data<T.FollowResponse>>('show', 'POST', '/api/followOrCancelFriend.do', { body, silent }),
    blockPerson: (body: T.BlockBody) => post<T.BlockResponse>('show', '/api/v5/match/block', body),
    getImRelationList: (q: T.ImRelationListQuery = {}, silent?: boolean) =>
      get<T.ImRelationListResponse>('show', '/api/getImRelationList.do', q, silent),
    getImMessages: (q: T.ImMessageListQuery) =>
      get<T.ImMessageListResponse>('show', '/api/getImMessageList.do', q, true),
    sendImMessage: (body: T.ImSendBody) =>
      client.request<Data<T.ImSendResponse>>('show', 'POST', '/api/sendImMessage.do', { body, silent: true }),
    markImRead: (body: T.ImReadBody) =>
      client.request<Data<T.ImReadResponse>>('show', 'POST', '/api/markImRead.do', { body, silent: true }),
    /** the chat socket's address (the socket authenticates with its first frame, never in this URL) */
    imSocketUrl: () => client.url('show', '/api/v5/im/socket', { userId: undefined, eventCode: undefined }),
    getEnquiryPools: (q: T.EnquiryListQuery = {}) =>
      get<T.EnquiryListResponse>('show', '/api/v5/enquiryPool/getEnquiryPools', { isShowCountNum: 1, ...q }),
    getEnquiryPoolDetail: (q: T.EnquiryDetailQuery) =>
      get<T.EnquiryDetailResponse>('show', '/api/v5/enquiryPool/getEnquiryPoolDetail', q),
    getEnquiryRegions: (q: T.EnquiryRegionsQuery = {}) =>
      get<T.EnquiryRegionsResponse>('show', '/api/v5/enquiryPool/getEnquiryRegions', q),
    /** silent: the form says 'Post failed!' with the reason itself, and keeps what was typed */
    pushEnquiryPool: (body: T.EnquiryPostBody, q: { sessionId?: string } = {}) =>
      client.request<Data<T.EnquiryPostResponse>>('show', 'POST', '/api/v5/enquiryPool/pushEnquiryPool', {
        body,
        query: q,
        form: true,
        silent: true,
      }),
    likeEnquiryPool: (body: T.EnquiryLikeBody, silent?: boolean) =>
      client.request<Data<T.EnquiryLikeResponse>>('show', 'POST', '/api/v5/enquiryPool/enquiryPoolLike', {
        body,
        silent,
      }),
    isEnquiryPoolContact: (q: T.EnquiryContactQuery) =>
      get<T.EnquiryContactResponse>('show', '/api/v5/enquiryPool/isEnquiryPoolContact', q),
    sendEnquiryMessage: (body: T.EnquiryMessageBody, q: { sessionId?: string } = {}) =>
      post<T.EnquiryMessageResponse>('show', '/api/v5/enquiryPool/sendMessage', body, q),
    getEnquiryMessages: (q: T.EnquiryMessagesQuery) =>
      get<T.EnquiryMessagesResponse>('show', '/api/v5/enquiryPool/getEnquiryMessages', q),
    closeEnquiryPool: (body: T.EnquiryCloseBody) =>
      post<T.EnquiryCloseResponse>('show', '/api/v5/enquiryPool/closeEnquiryPool', body),

    // --- the home menu (issue 15): venue map, route, booking, visit, content, rankings
    getHallPlan: (q: T.HallPlanQuery) => get<T.HallPlanResponse>('rxweb', '/api/v5/exhibition/getHallPlan', q),
    getRoutePlan: (q: T.RoutePlanQuery) => get<T.RoutePlanResponse>('rxweb', '/api/v5/exhibition/getRoutePlan', q),
    requestStand: (q: T.BookingRequestQuery, body: T.BookingRequestBody) =>
      post<T.BookingRequestResponse>('rxweb', '/api/v5/booking/requestStand', body, q),
    registerVisit: (q: T.VisitQuery, body: T.VisitRegisterBody) =>
      post<T.VisitRegisterResponse>('show', '/api/v5/visit/register', body, q),
    getMyBadge: (q: T.VisitQuery = {}) => get<T.MyBadgeResponse>('show', '/api/v5/visit/myBadge', q, true),
    getContentPage: (q: T.ContentPageQuery) => get<T.ContentPageResponse>('rxweb', '/api/v5/content/page', q),
    getNewsList: (q: T.NewsListQuery = {}) => get<T.NewsListResponse>('rxweb', '/api/v5/content/newsList', q),
    getNewsDetail: (q: T.NewsDetailQuery) => get<T.NewsDetailResponse>('rxweb', '/api/v5/content/newsDetail', q),
    getHotHits: (q: T.RankingQuery = {}) => get<T.HotHitsResponse>('show', '/api/v5/rank/hotHits', q),
    getBillboard: (q: T.RankingQuery = {}) => get<T.BillboardResponse>('show', '/api/v5/rank/billboard', q),
    /** the whole-edition offline pack by a transport that tells its progress; the same for everyone (no userId) */
    getEditionPack: (q: T.EditionPackQuery, transport: Transport) =>
      client.request<Data<T.EditionPackResponse>>('rxweb', 'GET', '/api/v5/offline/pack', {
        query: { ...q, userId: undefined } as never,
        silent: true,
        transport,
      }),

    // --- My data (issue 23 item 8): what the server holds, its export, erasure
    getMyDataSummary: (q: T.MyDataQuery = {}) => get<T.MyDataSummaryResponse>('show', '/api/v5/myData/summary', q),
    myDataExportUrl: (q: T.MyDataQuery = {}) => client.url('show', '/api/v5/myData/export', q as never),
    deleteMyData: (body: T.MyDataDeleteBody) => post<T.MyDataDeleteResponse>('show', '/api/v5/myData/delete', body),
    // --- privacy (issue 23 item 7): the policy and the visitor's separate consents
    getPrivacyPolicy: () => get<T.PrivacyPolicyResponse>('show', '/api/v5/privacy/policy', {}),
    getConsents: () => get<T.ConsentListResponse>('show', '/api/v5/privacy/consents', {}),
    grantConsent: (body: T.ConsentGrantBody) =>
      post<T.ConsentGrantResponse>('show', '/api/v5/privacy/grantConsent', body),
    withdrawConsent: (body: T.ConsentWithdrawBody) =>
      post<T.ConsentWithdrawResponse>('show', '/api/v5/privacy/withdrawConsent', body),
  }
}

export type Endpoints = ReturnType<typeof createEndpoints>

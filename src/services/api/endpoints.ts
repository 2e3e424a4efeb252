import type * as T from '../../../types/api'
import type { ApiClient, Transport } from './client'
import * as E from './endpoint-table'
import { pathOf, type Endpoint } from './endpoint-table'

type Data<R> = R extends T.ApiEnvelope<infer P> ? P : never

function verbs(client: ApiClient) {
  return {
    get: <R>({ backend, path }: Endpoint, query?: object, silent?: boolean) =>
      client.request<Data<R>>(backend, 'GET', path, { query: query as never, silent }),
    /** a public answer with nothing of the visitor's (RequestOptions.anonymous) */
    getPublic: <R>({ backend, path }: Endpoint, query?: object, silent?: boolean) =>
      client.request<Data<R>>(backend, 'GET', path, { query: query as never, anonymous: true, silent }),
    post: <R>({ backend, path }: Endpoint, body: unknown, query?: object, form?: boolean) =>
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

    getCompanyHomeData: (q: T.HomeDataQuery = {}) => get<T.HomeDataResponse>(E.getCompanyHomeData, q),
    getProductHomeData: (q: T.HomeDataQuery = {}) => get<T.HomeDataResponse>(E.getProductHomeData, q),
    listCompanies: (q: T.ListPageQuery, body: T.CompanyListBody) =>
      post<T.CompanyListPageResponse>(E.listCompanies, body, { isShowCountNum: 1, ...q }),
    listProducts: (q: T.ListPageQuery, body: T.ProductListBody) =>
      post<T.ProductListPageResponse>(E.listProducts, body, { isShowCountNum: 1, ...q }),
    // public (nothing of the visitor's): it goes alongside the first page even on a first visit
    getSessionFilters: (q: T.SessionFiltersQuery = {}) => getPublic<T.SessionFiltersResponse>(E.getSessionFilters, q),
    getSessionList: (q: T.SessionListQuery = {}) => get<T.SessionListResponse>(E.getSessionList, q),
  }
}

/**
 * A typed function for every call of spec §7 (and the few the reference server adds, see
 * docs/api.md). Shapes come from types/api.ts, which the server's schemas are checked against;
 * paths and offline policies from the endpoint table (endpoint-table.ts), by the same names.
 */
export function createEndpoints(client: ApiClient) {
  const { get, getPublic, post } = verbs(client)

  return {
    ...firstScreenEndpoints(client),
    // --- visitor sessions: the mini-program's and the native app's logins (types/api/visitor.ts)
    weappLogin: (body: T.WeappLoginBody) =>
      client.request<Data<T.WeappLoginResponse>>(E.weappLogin.backend, 'POST', E.weappLogin.path, {
        body,
        silent: true,
        establishesSession: true,
      }),
    appLogin: (body: T.AppLoginBody) =>
      client.request<Data<T.AppLoginResponse>>(E.appLogin.backend, 'POST', E.appLogin.path, {
        body,
        silent: true,
        establishesSession: true,
      }),

    // --- rxweb: directory
    getExhibitorDetail: (q: T.ExhibitorDetailQuery) => get<T.ExhibitorDetailResponse>(E.getExhibitorDetail, q),
    getProductDetail: (q: T.ProductDetailQuery) => get<T.ProductDetailResponse>(E.getProductDetail, q),
    // the home's two first calls, together even on a first visit (no session to wait for)
    /** silent: a background check (the offline pack's start-up update) says nothing when it fails */
    getEventEditionDetail: (q: T.EventEditionDetailQuery = {}, silent?: boolean) =>
      getPublic<T.EventEditionDetailResponse>(E.getEventEditionDetail, q, silent),
    getEventEditionList: (q: T.EventEditionListQuery = {}) =>
      getPublic<T.EventEditionListResponse>(E.getEventEditionList, q),
    getVenueList: (q: T.VenueQuery = {}) => get<T.VenueListResponse>(E.getVenueList, q),
    getCategory: (q: T.CategoryQuery = {}) => get<T.CategoryResponse>(E.getCategory, q),
    getHotSearchList: (q: T.HotSearchQuery = {}) => get<T.HotSearchResponse>(E.getHotSearchList, q),
    getRecommendList: (q: T.RecommendQuery = {}) => get<T.RecommendResponse>(E.getRecommendList, q),

    // --- show: counts and share
    getExhibitorCount: (q: T.ExhibitorCountQuery = {}) => get<T.ExhibitorCountResponse>(E.getExhibitorCount, q),
    getExhibitorCountList: (q: T.ExhibitorCountListQuery = {}) =>
      get<T.ExhibitorCountListResponse>(E.getExhibitorCountList, q),
    getShareExhibitorDetail: (q: T.ShareExhibitorQuery) => get<T.ShareExhibitorResponse>(E.getShareExhibitorDetail, q),

    // --- rxweb: plan. Plan load and collect failures are only logged (spec §8): silent. The plan
    // store tells a collect's refusal itself; a network failure is no error there (it is queued).
    collectExhibitor: (eventCode: string, id: T.Id, collected: T.Flag) =>
      client.request<Data<T.CollectResponse>>(
        E.collectExhibitor.backend,
        'PUT',
        pathOf(E.collectExhibitor, { eventCode, id }),
        { body: { id, collected } satisfies T.CollectBody, silent: true },
      ),
    collectProduct: (eventCode: string, id: T.Id, collected: T.Flag) =>
      client.request<Data<T.CollectResponse>>(
        E.collectProduct.backend,
        'PUT',
        pathOf(E.collectProduct, { eventCode, id }),
        { body: { id, collected } satisfies T.CollectBody, silent: true },
      ),
    getPlanList: (eventCode: string) =>
      client.request<Data<T.PlanListResponse>>(E.getPlanList.backend, 'GET', pathOf(E.getPlanList, { eventCode }), {
        query: {},
        silent: true,
      }),
    sendPlanEmail: (q: T.SendPlanEmailQuery) => get<T.SendPlanEmailResponse>(E.sendPlanEmail, q),
    planPdfUrl: (q: T.PlanPdfQuery = {}) => client.url(E.planPdfUrl.backend, E.planPdfUrl.path, q as never),
    getCompanyPlan: (q: T.PlanPageQuery = {}) => get<T.CompanyPlanResponse>(E.getCompanyPlan, q),
    getProductPlan: (q: T.PlanPageQuery = {}) => get<T.ProductPlanResponse>(E.getProductPlan, q),
    collectTargetIds: (q: T.CollectTargetsQuery, body: T.CollectTargetsBody) =>
      client.request<Data<T.CollectTargetsResponse>>(E.collectTargetIds.backend, 'POST', E.collectTargetIds.path, {
        query: q as never,
        body,
        silent: true,
      }),

    // --- rxweb: exhibitor self-service editing
    /** silent: the caller words the failure itself (the verification-code button) */
    sendCode: (q: T.SendCodeQuery, opts: { silent?: boolean } = {}) =>
      get<T.SendCodeResponse>(E.sendCode, q, opts.silent),
    verifyPhone: (body: T.VerifyPhoneBody) => post<T.VerifyPhoneResponse>(E.verifyPhone, body),
    getExhibitorInfo: (q: T.ExhibitorInfoQuery) => get<T.ExhibitorInfoResponse>(E.getExhibitorInfo, q),
    updateExhibitorInfo: (body: T.ExhibitorInfoUpdate, editToken: string) =>
      post<T.ExhibitorInfoUpdateResponse>(E.updateExhibitorInfo, body, { editToken }),
    getProductInfo: (q: T.ProductInfoQuery) => get<T.ProductInfoResponse>(E.getProductInfo, q),
    updateProductInfo: (body: T.ProductInfoUpdate, editToken: string) =>
      post<T.ProductInfoUpdateResponse>(E.updateProductInfo, body, { editToken }),
    verifyWeappPhone: (body: T.WeappPhoneBody) => post<T.VerifyPhoneResponse>(E.verifyWeappPhone, body),
    addProductInfo: (body: T.ProductInfoCreate, editToken: string) =>
      post<T.ProductInfoCreateResponse>(E.addProductInfo, body, { editToken }),
    getMyExhibitors: (q: T.MyExhibitorsQuery) => get<T.MyExhibitorsResponse>(E.getMyExhibitors, q),
    uploadUrl: () => client.url(E.uploadUrl.backend, E.uploadUrl.path),
    increaseIntegral: (body: T.IncreaseIntegralBody) => post<T.IncreaseIntegralResponse>(E.increaseIntegral, body),

    // --- show: behaviour, sessions, matchmaking, enquiry pool
    sendBehaviour: (record: T.BehaviourRecord) =>
      client.request<Data<T.BehaviourResponse>>(E.sendBehaviour.backend, 'POST', E.sendBehaviour.path, {
        body: { DATA: [record] } satisfies T.BehaviourBody,
        silent: true,
      }),
    getSessionDetail: (q: T.SessionDetailQuery) => get<T.SessionDetailResponse>(E.getSessionDetail, q),
    getPersonDetail: (q: T.PersonDetailQuery) => get<T.PersonDetailResponse>(E.getPersonDetail, q),
    /** silent for the offline action queue (stores/action-queue.ts), which tells refusals itself */
    remindSession: (body: T.SessionRemindBody, silent?: boolean) =>
      client.request<Data<T.SessionRemindResponse>>(E.remindSession.backend, 'POST', E.remindSession.path, {
        body,
        silent,
      }),
    getMyAgenda: (q: T.AgendaQuery = {}) => get<T.AgendaResponse>(E.getMyAgenda, q),
    /** the session's .ics: public, so the link names no visitor (it may be copied and opened elsewhere) */
    sessionCalendarUrl: (q: T.SessionCalendarQuery) =>
      client.url(E.sessionCalendarUrl.backend, E.sessionCalendarUrl.path, { ...q, userId: undefined } as never),
    // matchmaking (issue 12): the stores show their own errors, so these calls are silent
    getMyMatchCard: (q: T.MyCardQuery = {}) => get<T.MyCardResponse>(E.getMyMatchCard, q, true),
    joinMatching: (body: T.JoinBody) =>
      client.request<Data<T.JoinResponse>>(E.joinMatching.backend, 'POST', E.joinMatching.path, { body, silent: true }),
    leaveMatching: () => post<T.LeaveResponse>(E.leaveMatching, {}),
    getMatchingUsers: (q: T.MatchingUserQuery = {}) => get<T.MatchingUserResponse>(E.getMatchingUsers, q, true),
    loseInterested: (body: T.LoseInterestedBody, silent?: boolean) =>
      client.request<Data<T.LoseInterestedResponse>>(E.loseInterested.backend, 'POST', E.loseInterested.path, {
        body,
        silent,
      }),
    undoMatchDecision: (body: T.UndoBody) => post<T.UndoResponse>(E.undoMatchDecision, body),
    followOrCancel: (body: T.FollowBody, silent?: boolean) =>
      client.request<Data<T.FollowResponse>>(E.followOrCancel.backend, 'POST', E.followOrCancel.path, { body, silent }),
    blockPerson: (body: T.BlockBody) => post<T.BlockResponse>(E.blockPerson, body),
    getImRelationList: (q: T.ImRelationListQuery = {}, silent?: boolean) =>
      get<T.ImRelationListResponse>(E.getImRelationList, q, silent),
    getImMessages: (q: T.ImMessageListQuery) => get<T.ImMessageListResponse>(E.getImMessages, q, true),
    sendImMessage: (body: T.ImSendBody) =>
      client.request<Data<T.ImSendResponse>>(E.sendImMessage.backend, 'POST', E.sendImMessage.path, {
        body,
        silent: true,
      }),
    markImRead: (body: T.ImReadBody) =>
      client.request<Data<T.ImReadResponse>>(E.markImRead.backend, 'POST', E.markImRead.path, { body, silent: true }),
    /** the chat socket's address (the socket authenticates with its first frame, never in this URL) */
    imSocketUrl: () =>
      client.url(E.imSocketUrl.backend, E.imSocketUrl.path, { userId: undefined, eventCode: undefined }),
    getEnquiryPools: (q: T.EnquiryListQuery = {}) =>
      get<T.EnquiryListResponse>(E.getEnquiryPools, { isShowCountNum: 1, ...q }),
    getEnquiryPoolDetail: (q: T.EnquiryDetailQuery) => get<T.EnquiryDetailResponse>(E.getEnquiryPoolDetail, q),
    getEnquiryRegions: (q: T.EnquiryRegionsQuery = {}) => get<T.EnquiryRegionsResponse>(E.getEnquiryRegions, q),
    /** silent: the form says 'Post failed!' with the reason itself, and keeps what was typed */
    pushEnquiryPool: (body: T.EnquiryPostBody, q: { sessionId?: string } = {}) =>
      client.request<Data<T.EnquiryPostResponse>>(E.pushEnquiryPool.backend, 'POST', E.pushEnquiryPool.path, {
        body,
        query: q,
        form: true,
        silent: true,
      }),
    likeEnquiryPool: (body: T.EnquiryLikeBody, silent?: boolean) =>
      client.request<Data<T.EnquiryLikeResponse>>(E.likeEnquiryPool.backend, 'POST', E.likeEnquiryPool.path, {
        body,
        silent,
      }),
    isEnquiryPoolContact: (q: T.EnquiryContactQuery) => get<T.EnquiryContactResponse>(E.isEnquiryPoolContact, q),
    sendEnquiryMessage: (body: T.EnquiryMessageBody, q: { sessionId?: string } = {}) =>
      post<T.EnquiryMessageResponse>(E.sendEnquiryMessage, body, q),
    getEnquiryMessages: (q: T.EnquiryMessagesQuery) => get<T.EnquiryMessagesResponse>(E.getEnquiryMessages, q),
    closeEnquiryPool: (body: T.EnquiryCloseBody) => post<T.EnquiryCloseResponse>(E.closeEnquiryPool, body),
    reportEnquiry: (body: T.ReportEnquiryBody) => post<T.ReportResponse>(E.reportEnquiry, body),
    reportMessage: (body: T.ReportMessageBody) => post<T.ReportResponse>(E.reportMessage, body),

    // --- the home menu (issue 15): venue map, route, booking, visit, content, rankings
    getHallPlan: (q: T.HallPlanQuery) => get<T.HallPlanResponse>(E.getHallPlan, q),
    getRoutePlan: (q: T.RoutePlanQuery) => get<T.RoutePlanResponse>(E.getRoutePlan, q),
    requestStand: (q: T.BookingRequestQuery, body: T.BookingRequestBody) =>
      post<T.BookingRequestResponse>(E.requestStand, body, q),
    registerVisit: (q: T.VisitQuery, body: T.VisitRegisterBody) =>
      post<T.VisitRegisterResponse>(E.registerVisit, body, q),
    getMyBadge: (q: T.VisitQuery = {}) => get<T.MyBadgeResponse>(E.getMyBadge, q, true),
    getContentPage: (q: T.ContentPageQuery) => get<T.ContentPageResponse>(E.getContentPage, q),
    getNewsList: (q: T.NewsListQuery = {}) => get<T.NewsListResponse>(E.getNewsList, q),
    getNewsDetail: (q: T.NewsDetailQuery) => get<T.NewsDetailResponse>(E.getNewsDetail, q),
    getHotHits: (q: T.RankingQuery = {}) => get<T.HotHitsResponse>(E.getHotHits, q),
    getBillboard: (q: T.RankingQuery = {}) => get<T.BillboardResponse>(E.getBillboard, q),
    /** the whole-edition offline pack by a transport that tells its progress; the same for everyone (no userId) */
    getEditionPack: (q: T.EditionPackQuery, transport: Transport) =>
      client.request<Data<T.EditionPackResponse>>(E.getEditionPack.backend, 'GET', E.getEditionPack.path, {
        query: { ...q, userId: undefined } as never,
        silent: true,
        transport,
      }),

    // --- My data (issue 23 item 8): what the server holds, its export, erasure
    getMyDataSummary: (q: T.MyDataQuery = {}) => get<T.MyDataSummaryResponse>(E.getMyDataSummary, q),
    myDataExportUrl: (q: T.MyDataQuery = {}) =>
      client.url(E.myDataExportUrl.backend, E.myDataExportUrl.path, q as never),
    deleteMyData: (body: T.MyDataDeleteBody) => post<T.MyDataDeleteResponse>(E.deleteMyData, body),
    // --- privacy (issue 23 item 7): the policy and the visitor's separate consents
    getPrivacyPolicy: () => get<T.PrivacyPolicyResponse>(E.getPrivacyPolicy, {}),
    getConsents: () => get<T.ConsentListResponse>(E.getConsents, {}),
    grantConsent: (body: T.ConsentGrantBody) => post<T.ConsentGrantResponse>(E.grantConsent, body),
    withdrawConsent: (body: T.ConsentWithdrawBody) => post<T.ConsentWithdrawResponse>(E.withdrawConsent, body),
    // --- web push (issue 25 item 3): the reminders' flow tells failures itself
    getPushKey: () => get<T.PushKeyResponse>(E.getPushKey, {}, true),
    pushSubscribe: (body: T.PushSubscribeBody) =>
      client.request<Data<T.PushSubscriptionResponse>>(E.pushSubscribe.backend, 'POST', E.pushSubscribe.path, {
        body,
        silent: true,
      }),
    pushUnsubscribe: (body: T.PushUnsubscribeBody) => post<T.PushSubscriptionResponse>(E.pushUnsubscribe, body),
    // --- exhibitors' leads (issue 28): the edit token of a verified phone, as exhibitor editing
    getLeadStands: (editToken: string) => get<T.LeadStandsResponse>(E.getLeadStands, { editToken }),
    captureLead: (body: T.LeadCaptureBody, editToken: string) =>
      post<T.LeadCaptureResponse>(E.captureLead, body, { editToken }),
    getLeadList: (q: T.LeadListQuery, editToken: string) => get<T.LeadListResponse>(E.getLeadList, { ...q, editToken }),
    setLeadQuestions: (body: T.LeadQuestionsBody, editToken: string) =>
      post<T.LeadQuestionsResponse>(E.setLeadQuestions, body, { editToken }),
    getLeadStaff: (q: T.LeadCompanyQuery, editToken: string) =>
      get<T.LeadStaffResponse>(E.getLeadStaff, { ...q, editToken }),
    addLeadStaff: (body: T.LeadStaffBody, editToken: string) =>
      post<T.LeadStaffResponse>(E.addLeadStaff, body, { editToken }),
    removeLeadStaff: (body: T.LeadStaffBody, editToken: string) =>
      post<T.LeadStaffResponse>(E.removeLeadStaff, body, { editToken }),
    leadExportUrl: (q: T.LeadExportQuery) => client.url(E.leadExportUrl.backend, E.leadExportUrl.path, q as never),
    getMyLeadHolders: () => get<T.LeadHoldersResponse>(E.getMyLeadHolders, {}),
    withdrawLead: (body: T.LeadWithdrawBody) => post<T.LeadHoldersResponse>(E.withdrawLead, body),
    getLeadAnalytics: (q: T.LeadAnalyticsQuery, editToken: string) =>
      get<T.LeadAnalyticsResponse>(E.getLeadAnalytics, { ...q, editToken }),
    emailLeadExport: (body: T.LeadExportEmailBody, editToken: string) =>
      post<T.LeadExportEmailResponse>(E.emailLeadExport, body, { editToken }),
    // --- meetings at the stand (issue 29); the stand's calls carry the edit token, as leads
    getMeetingSlots: (q: T.MeetingSlotsQuery) => get<T.MeetingSlotsResponse>(E.getMeetingSlots, q),
    getMeetingClashes: (q: T.MeetingClashQuery) => get<T.MeetingClashResponse>(E.getMeetingClashes, q),
    // silent: the booking form shows the refusal (purpose refused, slot full) under its fields
    bookMeeting: (body: T.MeetingBookBody) =>
      client.request<Data<T.MeetingResponse>>(E.bookMeeting.backend, 'POST', E.bookMeeting.path, {
        body,
        silent: true,
      }),
    getMyMeetings: () => get<T.MyMeetingsResponse>(E.getMyMeetings, {}),
    updateMeeting: (body: T.MeetingUpdateBody) => post<T.MeetingResponse>(E.updateMeeting, body),
    // the stand's calls (silent: its pages show the refusal next to what was tapped, and keep it)
    publishMeetingSlots: (body: T.MeetingPublishBody, editToken: string) =>
      client.request<Data<T.MeetingSlotsResponse>>(E.publishMeetingSlots.backend, 'POST', E.publishMeetingSlots.path, {
        body,
        silent: true,
        headers: { 'x-edit-token': editToken },
      }),
    getMeetingStand: (q: T.MeetingStandQuery, editToken: string) =>
      client.request<Data<T.MeetingStandResponse>>(E.getMeetingStand.backend, 'GET', E.getMeetingStand.path, {
        query: q as never,
        silent: true,
        headers: { 'x-edit-token': editToken },
      }),
    answerMeeting: (body: T.MeetingAnswerBody, editToken: string) =>
      client.request<Data<T.StandMeetingResponse>>(E.answerMeeting.backend, 'POST', E.answerMeeting.path, {
        body,
        silent: true,
        headers: { 'x-edit-token': editToken },
      }),
    getMeetingCode: (q: T.MeetingCodeQuery, editToken: string) =>
      client.request<Data<T.MeetingStandCodeResponse>>(E.getMeetingCode.backend, 'GET', E.getMeetingCode.path, {
        query: q as never,
        headers: { 'x-edit-token': editToken },
      }),
    // silent: My meetings shows the refusal (wrong stand, not today) under the meeting
    checkInMeeting: (body: T.MeetingCheckInBody) =>
      client.request<Data<T.MeetingResponse>>(E.checkInMeeting.backend, 'POST', E.checkInMeeting.path, {
        body,
        silent: true,
      }),
    // meetings between matched attendees (issue 29.2); silent: the form shows the refusal, kept
    getMeetingPlaces: (q: T.MeetingPlacesQuery) => get<T.MeetingPlacesResponse>(E.getMeetingPlaces, q, true),
    getProposalClashes: (q: T.MeetingProposalClashQuery) =>
      get<T.MeetingProposalClashResponse>(E.getProposalClashes, q, true),
    proposeMeeting: (body: T.MeetingProposeBody) =>
      client.request<Data<T.MeetingResponse>>(E.proposeMeeting.backend, 'POST', E.proposeMeeting.path, {
        body,
        silent: true,
      }),
    replyMeeting: (body: T.MeetingReplyBody) =>
      client.request<Data<T.MeetingResponse>>(E.replyMeeting.backend, 'POST', E.replyMeeting.path, {
        body,
        silent: true,
      }),
    // --- reminders by email or SMS (issue 25 item 3); silent: the contact form shows the refusal
    getReminderContacts: () => get<T.ReminderContactsResponse>(E.getReminderContacts, {}, true),
    saveReminderContact: (body: T.ReminderContactBody) =>
      client.request<Data<T.ReminderContactsResponse>>(
        E.saveReminderContact.backend,
        'POST',
        E.saveReminderContact.path,
        { body, silent: true },
      ),
    // --- My data: a reminder address or number erased (issue 25); My data tells a failure itself
    deleteReminderContact: (body: T.MyDataReminderContactDeleteBody) =>
      client.request<Data<T.MyDataReminderContactsResponse>>(
        E.deleteReminderContact.backend,
        'POST',
        E.deleteReminderContact.path,
        { body, silent: true },
      ),
  }
}

export type Endpoints = ReturnType<typeof createEndpoints>

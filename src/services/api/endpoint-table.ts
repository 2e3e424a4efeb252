/**
 * The one table of the API's endpoints: each call's backend, its path and what the app does with its
 * answers offline. The typed calls (endpoints.ts), the offline data (features/offline/offline-data.ts)
 * and the H5 service worker (platform/offline-worker/policy.ts) all read these declarations, so
 * renaming a path here moves its offline support with it (__tests__/endpoint-table.test.ts checks
 * both readers match every declared endpoint). Plain data without imports: the service worker and
 * the boot script take it too, one export per endpoint so a bundle keeps only those it names.
 *
 * Path parameters are written `:name` (pathOf fills them in).
 */

/**
 * What happens to an endpoint's answers when the network is gone (issue 16):
 * - 'page' / 'detail': the offline data keeps each answer whole and gives it back offline (details
 *   are trimmed first, least recently used); the service worker caches it too (network first);
 * - 'list': the offline data keeps the entries of each page and answers offline pages filtered out
 *   of them (the directory lists, the session list);
 * - 'live': from the server now or not at all: the service worker never answers it from its cache.
 * Without a policy a GET is still cached by the service worker (network first); nothing else keeps it.
 */
export type OfflinePolicy = 'page' | 'detail' | 'list' | 'live'

export interface Endpoint {
  readonly backend: 'rxweb' | 'show'
  /** the path, parameters as `:name` */
  readonly path: string
  readonly offline?: OfflinePolicy
  /** a kept answer is the visitor's own (their plan, their agenda): kept under their id */
  readonly perVisitor?: true
}

/** The path with its `:name` parameters filled in (URI-encoded). */
export function pathOf(endpoint: Endpoint, params: Record<string, string | number>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))
}

/** A regular expression matching the endpoint's paths (any value of each parameter). */
export function pathPattern(endpoint: Endpoint): RegExp {
  const literal = endpoint.path.split(/:\w+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${literal.join('[^/]+')}$`)
}

export const getCompanyHomeData: Endpoint = {
  backend: 'rxweb',
  path: '/api/v5/pageHomeData/companyProfile',
  offline: 'page',
}
export const getProductHomeData: Endpoint = { backend: 'rxweb', path: '/api/v5/pageHomeData/product', offline: 'page' }
export const listCompanies: Endpoint = { backend: 'rxweb', path: '/api/v5/companyProfiles/listPage', offline: 'list' }
export const listProducts: Endpoint = { backend: 'rxweb', path: '/api/v5/products/listPage', offline: 'list' }
export const getSessionFilters: Endpoint = {
  backend: 'show',
  path: '/api/v5/session/getSessionFilters',
  offline: 'page',
}
export const getSessionList: Endpoint = { backend: 'show', path: '/api/v5/session/getSessionList', offline: 'list' }
export const weappLogin: Endpoint = { backend: 'rxweb', path: '/api/v5/visitor/weappLogin' }
export const appLogin: Endpoint = { backend: 'rxweb', path: '/api/v5/visitor/appLogin' }
export const getExhibitorDetail: Endpoint = { backend: 'rxweb', path: '/api/v4/getExhibitorDetail', offline: 'detail' }
export const getProductDetail: Endpoint = { backend: 'rxweb', path: '/api/v4/getProductDetail', offline: 'detail' }
export const getEventEditionDetail: Endpoint = {
  backend: 'rxweb',
  path: '/api/v5/exhibition/getEventEditionDetail',
  offline: 'page',
}
export const getEventEditionList: Endpoint = {
  backend: 'rxweb',
  path: '/api/v5/exhibition/getEventEditionList',
  offline: 'page',
}
export const getVenueList: Endpoint = { backend: 'rxweb', path: '/api/v5/exhibition/getVenueList', offline: 'page' }
export const getCategory: Endpoint = { backend: 'rxweb', path: '/api/v5/categoryData/getCategory', offline: 'page' }
export const getHotSearchList: Endpoint = { backend: 'rxweb', path: '/api/v5/getHotSearchList', offline: 'page' }
export const getRecommendList: Endpoint = { backend: 'rxweb', path: '/api/v5/exhibition/recommendCPList' }
export const getExhibitorCount: Endpoint = { backend: 'show', path: '/api/v4/getExhibitorCount' }
export const getExhibitorCountList: Endpoint = { backend: 'show', path: '/api/v4/getExhibitorCountList' }
export const getShareExhibitorDetail: Endpoint = { backend: 'show', path: '/api/v5/exhibition/getShareExhibitorDetail' }
export const collectExhibitor: Endpoint = {
  backend: 'rxweb',
  path: '/api/v1/plan/events/:eventCode/companyProfiles/:id',
}
export const collectProduct: Endpoint = { backend: 'rxweb', path: '/api/v1/plan/events/:eventCode/products/:id' }
export const getPlanList: Endpoint = {
  backend: 'rxweb',
  path: '/api/v1/plan/events/:eventCode/companyProfiles',
  offline: 'page',
  perVisitor: true,
}
// sends an email
export const sendPlanEmail: Endpoint = { backend: 'rxweb', path: '/api/v1/plan/sendEmail', offline: 'live' }
// makes a file
export const planPdfUrl: Endpoint = { backend: 'rxweb', path: '/api/v1/plan/pdf', offline: 'live' }
export const getCompanyPlan: Endpoint = {
  backend: 'rxweb',
  path: '/api/v5/plan/companyProfilePlan',
  offline: 'page',
  perVisitor: true,
}
export const getProductPlan: Endpoint = {
  backend: 'rxweb',
  path: '/api/v5/plan/productPlan',
  offline: 'page',
  perVisitor: true,
}
export const collectTargetIds: Endpoint = { backend: 'rxweb', path: '/api/v5/collectTargetIds' }
// sends a text
export const sendCode: Endpoint = { backend: 'rxweb', path: '/api/sendCode.do', offline: 'live' }
export const verifyPhone: Endpoint = { backend: 'rxweb', path: '/api/v5/verifyPhone' }
// an edit form: a stale copy would be saved back over newer data
export const getExhibitorInfo: Endpoint = { backend: 'rxweb', path: '/api/v5/getExhibitorInfo', offline: 'live' }
export const updateExhibitorInfo: Endpoint = { backend: 'rxweb', path: '/api/v5/updateExhibitorInfo' }
// an edit form (as getExhibitorInfo)
export const getProductInfo: Endpoint = { backend: 'rxweb', path: '/api/v5/getProductInfo', offline: 'live' }
export const updateProductInfo: Endpoint = { backend: 'rxweb', path: '/api/v5/updateProductInfo' }
export const verifyWeappPhone: Endpoint = { backend: 'rxweb', path: '/api/v5/verifyWeappPhone' }
export const addProductInfo: Endpoint = { backend: 'rxweb', path: '/api/v5/addProductInfo' }
export const getMyExhibitors: Endpoint = { backend: 'rxweb', path: '/api/v5/exhibitor/mine' }
export const uploadUrl: Endpoint = { backend: 'rxweb', path: '/upload/uploadQiNiu' }
export const increaseIntegral: Endpoint = { backend: 'rxweb', path: '/wxApi/v5/vip/increaseIntegral' }
export const sendBehaviour: Endpoint = { backend: 'show', path: '/api/v5/behaviorMessage' }
export const getSessionDetail: Endpoint = {
  backend: 'show',
  path: '/api/v5/session/getSessionDetail',
  offline: 'detail',
}
export const getPersonDetail: Endpoint = { backend: 'show', path: '/api/v5/session/getPersonDetail', offline: 'detail' }
export const remindSession: Endpoint = { backend: 'show', path: '/api/v5/session/remind' }
export const getMyAgenda: Endpoint = {
  backend: 'show',
  path: '/api/v5/session/getMyAgenda',
  offline: 'page',
  perVisitor: true,
}
// makes a file
export const sessionCalendarUrl: Endpoint = {
  backend: 'show',
  path: '/api/v5/session/getSessionCalendar',
  offline: 'live',
}
export const getMyMatchCard: Endpoint = { backend: 'show', path: '/api/v5/match/myCard' }
export const joinMatching: Endpoint = { backend: 'show', path: '/api/v5/match/join' }
export const leaveMatching: Endpoint = { backend: 'show', path: '/api/v5/match/leave' }
export const getMatchingUsers: Endpoint = { backend: 'show', path: '/api/v5/match/matchingUser' }
export const loseInterested: Endpoint = { backend: 'show', path: '/api/v5/match/loseInterested' }
export const undoMatchDecision: Endpoint = { backend: 'show', path: '/api/v5/match/undo' }
export const followOrCancel: Endpoint = { backend: 'show', path: '/api/followOrCancelFriend.do' }
export const blockPerson: Endpoint = { backend: 'show', path: '/api/v5/match/block' }
export const getImRelationList: Endpoint = { backend: 'show', path: '/api/getImRelationList.do' }
export const getImMessages: Endpoint = { backend: 'show', path: '/api/getImMessageList.do' }
export const sendImMessage: Endpoint = { backend: 'show', path: '/api/sendImMessage.do' }
export const markImRead: Endpoint = { backend: 'show', path: '/api/markImRead.do' }
// the chat socket
export const imSocketUrl: Endpoint = { backend: 'show', path: '/api/v5/im/socket', offline: 'live' }
export const getEnquiryPools: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/getEnquiryPools' }
export const getEnquiryPoolDetail: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/getEnquiryPoolDetail' }
export const getEnquiryRegions: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/getEnquiryRegions' }
export const pushEnquiryPool: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/pushEnquiryPool' }
export const likeEnquiryPool: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/enquiryPoolLike' }
export const isEnquiryPoolContact: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/isEnquiryPoolContact' }
export const sendEnquiryMessage: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/sendMessage' }
export const getEnquiryMessages: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/getEnquiryMessages' }
export const closeEnquiryPool: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/closeEnquiryPool' }
// a pool RFQ reported to the organiser's moderation queue (issue 26): live, the visitor is told it went
export const reportEnquiry: Endpoint = { backend: 'show', path: '/api/v5/enquiryPool/report' }
// a chat message reported to the organiser's moderation queue (issue 26): live, as an RFQ's report
export const reportMessage: Endpoint = { backend: 'show', path: '/api/v5/match/reportMessage' }
export const getHallPlan: Endpoint = { backend: 'rxweb', path: '/api/v5/exhibition/getHallPlan', offline: 'detail' }
export const getRoutePlan: Endpoint = { backend: 'rxweb', path: '/api/v5/exhibition/getRoutePlan' }
export const requestStand: Endpoint = { backend: 'rxweb', path: '/api/v5/booking/requestStand' }
export const registerVisit: Endpoint = { backend: 'show', path: '/api/v5/visit/register' }
export const getMyBadge: Endpoint = { backend: 'show', path: '/api/v5/visit/myBadge' }
/** the gate's scanner (served by the server, not called by the app): it must see today's registrations */
export const verifyBadge: Endpoint = { backend: 'show', path: '/api/v5/visit/verifyBadge', offline: 'live' }
export const getContentPage: Endpoint = { backend: 'rxweb', path: '/api/v5/content/page' }
export const getNewsList: Endpoint = { backend: 'rxweb', path: '/api/v5/content/newsList' }
export const getNewsDetail: Endpoint = { backend: 'rxweb', path: '/api/v5/content/newsDetail' }
export const getHotHits: Endpoint = { backend: 'show', path: '/api/v5/rank/hotHits' }
export const getBillboard: Endpoint = { backend: 'show', path: '/api/v5/rank/billboard' }
// megabytes the offline data keeps already; a kept copy would pass for an update that never came
export const getEditionPack: Endpoint = { backend: 'rxweb', path: '/api/v5/offline/pack', offline: 'live' }
export const getMyDataSummary: Endpoint = { backend: 'show', path: '/api/v5/myData/summary' }
export const myDataExportUrl: Endpoint = { backend: 'show', path: '/api/v5/myData/export' }
export const deleteMyData: Endpoint = { backend: 'show', path: '/api/v5/myData/delete' }
export const getPrivacyPolicy: Endpoint = { backend: 'show', path: '/api/v5/privacy/policy' }
export const getConsents: Endpoint = { backend: 'show', path: '/api/v5/privacy/consents' }
export const grantConsent: Endpoint = { backend: 'show', path: '/api/v5/privacy/grantConsent' }
export const withdrawConsent: Endpoint = { backend: 'show', path: '/api/v5/privacy/withdrawConsent' }
// web push (issue 25 item 3): the key and the subscription are asked for on a tap, never from a cache
export const getPushKey: Endpoint = { backend: 'show', path: '/api/v5/push/publicKey', offline: 'live' }
export const pushSubscribe: Endpoint = { backend: 'show', path: '/api/v5/push/subscribe' }
export const pushUnsubscribe: Endpoint = { backend: 'show', path: '/api/v5/push/unsubscribe' }
// exhibitors' leads (issue 28): live, like the edit forms (a verified phone's data; scans queue on the device)
export const getLeadStands: Endpoint = { backend: 'show', path: '/api/v5/leads/stands', offline: 'live' }
export const captureLead: Endpoint = { backend: 'show', path: '/api/v5/leads/capture' }
export const getLeadList: Endpoint = { backend: 'show', path: '/api/v5/leads/list', offline: 'live' }
export const setLeadQuestions: Endpoint = { backend: 'show', path: '/api/v5/leads/questions' }
export const getLeadStaff: Endpoint = { backend: 'show', path: '/api/v5/leads/staff', offline: 'live' }
export const addLeadStaff: Endpoint = { backend: 'show', path: '/api/v5/leads/addStaff' }
export const removeLeadStaff: Endpoint = { backend: 'show', path: '/api/v5/leads/removeStaff' }
export const leadExportUrl: Endpoint = { backend: 'show', path: '/api/v5/leads/export', offline: 'live' }
export const getMyLeadHolders: Endpoint = { backend: 'show', path: '/api/v5/leads/mine', offline: 'live' }
export const withdrawLead: Endpoint = { backend: 'show', path: '/api/v5/leads/withdraw' }
export const getLeadAnalytics: Endpoint = { backend: 'show', path: '/api/v5/leads/analytics', offline: 'live' }
// the export mailed (issue 28 item 4): a POST, never from a cache
export const emailLeadExport: Endpoint = { backend: 'show', path: '/api/v5/leads/exportEmail' }
// meetings at the stand (issue 29): free places change by the second (live); My meetings is the
// visitor's own and readable offline like My agenda
export const getMeetingSlots: Endpoint = { backend: 'show', path: '/api/v5/meetings/slots', offline: 'live' }
export const getMeetingClashes: Endpoint = { backend: 'show', path: '/api/v5/meetings/clashes', offline: 'live' }
export const bookMeeting: Endpoint = { backend: 'show', path: '/api/v5/meetings/book' }
export const getMyMeetings: Endpoint = {
  backend: 'show',
  path: '/api/v5/meetings/mine',
  offline: 'page',
  perVisitor: true,
}
export const updateMeeting: Endpoint = { backend: 'show', path: '/api/v5/meetings/update' }
// the stand's side of meetings: live, like the edit forms (the edit token goes in x-edit-token)
export const publishMeetingSlots: Endpoint = { backend: 'show', path: '/api/v5/meetings/publish' }
export const getMeetingStand: Endpoint = { backend: 'show', path: '/api/v5/meetings/stand', offline: 'live' }
export const answerMeeting: Endpoint = { backend: 'show', path: '/api/v5/meetings/answer' }
// check-in at the stand (issue 29.4): the stand's code (it does not change) and the visitor's scan
export const getMeetingCode: Endpoint = { backend: 'show', path: '/api/v5/meetings/code', offline: 'live' }
export const checkInMeeting: Endpoint = { backend: 'show', path: '/api/v5/meetings/checkin' }
// meetings between matched attendees (issue 29.2): who is busy changes by the minute (live)
export const getMeetingPlaces: Endpoint = { backend: 'show', path: '/api/v5/meetings/places', offline: 'live' }
export const getProposalClashes: Endpoint = {
  backend: 'show',
  path: '/api/v5/meetings/proposalClashes',
  offline: 'live',
}
export const proposeMeeting: Endpoint = { backend: 'show', path: '/api/v5/meetings/propose' }
export const replyMeeting: Endpoint = { backend: 'show', path: '/api/v5/meetings/reply' }
// reminders by email or SMS (issue 25 item 3): asked on the Remind me tap, never from a cache
export const getReminderContacts: Endpoint = {
  backend: 'show',
  path: '/api/v5/session/getReminderContacts',
  offline: 'live',
}
export const saveReminderContact: Endpoint = { backend: 'show', path: '/api/v5/session/reminderContact' }
// My data: one reminder address or number erased now (issue 25)
export const deleteReminderContact: Endpoint = { backend: 'show', path: '/api/v5/myData/deleteReminderContact' }

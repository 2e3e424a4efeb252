import type { RouteTitleKey } from '../routes'
import type { FeatureWords } from './sections'

/**
 * The words every page may read from its first screen (the app shell, the common words, the route
 * titles). zh-CN.ts and en.ts are both typed against this interface, so a key missing in either
 * language does not compile. English wording follows the spec exactly. The words of a feature are
 * not here: they are a section of their own (src/i18n/sections.ts).
 */
export interface CoreLang {
  appName: string
  routeTitle: Record<RouteTitleKey, string>
  common: {
    /** the line every page shows when the server runs in demo mode */
    demoMode: string
    back: string
    home: string
    ok: string
    cancel: string
    confirm: string
    close: string
    reset: string
    complete: string
    share: string
    search: string
    searchPlaceholder: string
    plan: string
    post: string
    defaultTitle: string
    viewNotFound: string
    networkError: string
    timeoutError: string
    serverError: string
    retry: string
    stand: string
    new: string
    linkCopied: string
    shareFailed: string
  }
  header: {
    languageEn: string
    languageZh: string
    myPlanCount: string
    /** the "Me" menu: the visitor's own things in one place */
    mine: string
    myPlan: string
    myAgenda: string
    myMatches: string
    myRfqs: string
    /** what the server holds about the visitor: see, export, delete (issue 23 item 8) */
    myData: string
    /** meetings booked at stands (issue 29), next to My agenda */
    myMeetings: string
  }
  notice: {
    noData: string
    bottomLine: string
    loading: string
    endOfList: string
    pullToRefresh: string
    releaseToRefresh: string
    /** a lazily loaded part (panel, popup) could not be fetched */
    partFailed: string
    /** a page's code could not be fetched */
    pageFailed: string
    /** the banner while the device has no network */
    offline: string
  }
  footerBanner: {
    text: string
    open: string
    close: string
    /** WeChat's browser opens no app: how to, and the way to get the app */
    wechatTitle: string
    wechatText: string
    getApp: string
  }
  filter: {
    title: string
    selectAll: string
    exhibitionYear: string
    tags: string
    events: string
    categories: string
    sortTitle: string
    sort: Record<'0' | '1' | '2' | '3' | '4', string>
    expand: string
    collapse: string
  }
  plan: {
    title: string
    back: string
    shareRow: string
    email: string
    pdf: string
    removeConfirm: string
    empty: string
    emailTitle: string
    emailPlaceholder: string
    privacyPolicy: string
    send: string
    mailboxEmpty: string
    invalidEmail: string
    privacyNotChecked: string
    emptyPlanShare: string
    emailSent: string
    pdfStarting: string
    downloadFailed: string
    downloadPdf: string
    removeItem: string
    /** WeChat's browser blocks file downloads: how to get the PDF anyway */
    openInBrowserTitle: string
    openInBrowserText: string
    emailInstead: string
  }
  collect: {
    collect: string
    uncollect: string
    addToPlan: string
    removeFromPlan: string
    /** exhibitors (labels Collect / Uncollect): the spec's wording */
    collectedToast: string
    uncollectedToast: string
    /** products (labels Add to my plan / Remove): the same event in the words of their button */
    addedToPlanToast: string
    removedFromPlanToast: string
    certificationRequired: string
    /** a card's mark for a collected exhibitor / a product in the plan (a state, in its kind's words) */
    collectedMark: string
    inPlanMark: string
    /** the collect button while its request is on its way */
    saving: string
  }
  action: {
    notes: string
    contact: string
    consult: string
  }
  match: {
    interested: string
    notInterested: string
    dailyLimit: string
  }
  session: {
    remindMe: string
    cancelRemind: string
    keynote: string
    previousSessions: string
  }
  directory: {
    exhibitorCount: string
    productCount: string
    filterAndSort: string
    loadFailed: string
    appliedFilters: string
    removeFilter: string
    clearFilters: string
    noResultsWithFilters: string
    matchesProduct: string
  }
  app: {
    openApp: string
    notLoggedIn: string
  }
  detail: {
    companyInfo: string
    productInfo: string
    contactInfo: string
    tags: string
    categories: string
    divisions: string
    introduction: string
    /** the product's own description (not the company's introduction) */
    productIntroduction: string
    mainProduct: string
    contactEmail: string
    website: string
    tel: string
    fax: string
    address: string
    hall: string
    stand: string
    products: string
    exhibitor: string
    images: string
    notesTitle: string
    notesPlaceholder: string
    notesSave: string
    notesSaved: string
    myNotes: string
    noContact: string
    copied: string
    call: string
    sendEmail: string
    copyValue: string
  }
}

/** Every user-visible string: the core words and every feature's section. */
export type BaseLang = CoreLang & FeatureWords

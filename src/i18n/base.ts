import type { BookingRuleKey, RfqRuleKey, VisitRuleKey } from '../../rules'
import type { RouteTitleKey } from '../routes'

export type VisitorTypeKey = 'trade' | 'buyer' | 'media' | 'student' | 'other'

/**
 * Every user-visible string. zh-CN.ts and en.ts are both typed against this interface, so a key
 * missing in either language does not compile. English wording follows the spec exactly.
 */
export interface BaseLang {
  appName: string
  routeTitle: Record<RouteTitleKey, string>
  common: {
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
  menu: {
    exhibitors: string
    products: string
    conference: string
    venue: string
    visit: string
    about: string
    booking: string
    hotHits: string
    guide: string
    showInfo: string
    billboard: string
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
  }
  action: {
    notes: string
    contact: string
    consult: string
  }
  rfq: Record<RfqRuleKey, string> & {
    description: string
    postFailed: string
    postedSuccessfully: string
    publishedSuccessfully: string
    sentToExhibitor: string
    generalPosted: string
    contactFound: string
    confirmUpdateContact: string
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
  search: {
    placeholder: string
    hotWords: string
    recent: string
    clearRecent: string
    exhibitors: string
    products: string
    keywordRequired: string
  }
  home: {
    switchEdition: string
    chooseEdition: string
    currentEdition: string
    dates: string
    venue: string
    address: string
    openingHours: string
    organiser: string
    introduction: string
    exhibitors: string
    products: string
    menu: string
  }
  /** the verification-code button (src/components/code-button) */
  codeButton: {
    getCode: string
    getNewCode: string
    /** while counting down to the next code: {seconds} */
    countdown: string
    sending: string
    getCodeSuccess: string
    getCodeFailed: string
    phoneRequired: string
  }
  /** the picture uploader (src/components/image-uploader) */
  uploader: {
    add: string
    addHint: string
    /** {percent} */
    uploading: string
    preparing: string
    failed: string
    retry: string
    /** {index} */
    remove: string
    moveEarlier: string
    moveLater: string
    view: string
    cover: string
    /** {count} of {max} */
    count: string
    /** {min} */
    atLeast: string
    /** {max} */
    limitReached: string
    unreadable: string
    tooLarge: string
  }
  venue: {
    halls: string
    standCount: string
    map: string
    zoomIn: string
    zoomOut: string
    fit: string
    hint: string
    legendExhibitor: string
    legendFree: string
    legendReserved: string
    legendSold: string
    legendHighlight: string
    legendEntrance: string
    legendRoom: string
    standSize: string
    freeStand: string
    reservedStand: string
    viewExhibitor: string
    bookThis: string
    roomHere: string
    onMap: string
    offlinePlan: string
  }
  walkRoute: {
    open: string
    summary: string
    minutes: string
    fromEntrance: string
    toHall: string
    visited: string
    markVisited: string
    progress: string
    empty: string
    browse: string
    notOnPlan: string
    stop: string
  }
  visit: {
    intro: string
    name: string
    company: string
    position: string
    phone: string
    code: string
    email: string
    visitorType: string
    interests: string
    interestsHint: string
    enter: string
    types: Record<VisitorTypeKey, string>
    rules: Record<VisitRuleKey, string>
    submit: string
    registered: string
    alreadyRegistered: string
    badgeTitle: string
    badgeHint: string
    registeredAt: string
    noBadge: string
    registerNow: string
    myBadge: string
    privacy: string
  }
  booking: {
    intro: string
    freeCount: string
    chooseStand: string
    selected: string
    company: string
    contact: string
    phone: string
    code: string
    enter: string
    submit: string
    sent: string
    rules: Record<BookingRuleKey, string>
    notFree: string
  }
  content: {
    updated: string
    readMore: string
    published: string
  }
  rankings: {
    hotExhibitors: string
    hotProducts: string
    window: string
    views: string
    planAdds: string
    score: string
    up: string
    down: string
    same: string
    newEntry: string
    updatedAt: string
    billboardIntro: string
  }
}

import type { RfqRuleKey } from '../../rules'
import type { RouteTitleKey } from '../routes'

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
  /** matchmaking (issue 12) */
  pairs: {
    joinTitle: string
    joinIntro: string
    editCard: string
    name: string
    company: string
    position: string
    country: string
    role: string
    roleBuyer: string
    roleExhibitor: string
    roleOther: string
    interests: string
    interestsHint: string
    lookingFor: string
    lookingForPlaceholder: string
    contact: string
    contactHint: string
    join: string
    saveCard: string
    leave: string
    leaveConfirm: string
    leftToast: string
    joinedToast: string
    interested: string
    notInterested: string
    undo: string
    undone: string
    remainingToday: string
    limitReached: string
    resetsAt: string
    noMoreCandidates: string
    sharedInterests: string
    complementary: string
    lookingForLabel: string
    myMatches: string
    findPeople: string
    matchToast: string
    tabMutual: string
    tabInterestedInMe: string
    tabMine: string
    emptyMutual: string
    emptyInterestedInMe: string
    emptyMine: string
    follow: string
    followBack: string
    cancelFollow: string
    cancelFollowConfirm: string
    openChat: string
    noMessagesYet: string
    chatDisabledNote: string
    businessCard: string
    noContactShared: string
    chatPlaceholder: string
    send: string
    earlier: string
    loadingEarlier: string
    read: string
    sending: string
    queued: string
    failed: string
    retrySend: string
    pollingBanner: string
    conversationClosed: string
    block: string
    report: string
    blockConfirm: string
    reportConfirm: string
    blockedToast: string
    reportedToast: string
    today: string
    yesterday: string
    venueTime: string
    rules: {
      nameRequired: string
      nameTooLong: string
      companyRequired: string
      companyTooLong: string
      positionRequired: string
      positionTooLong: string
      countryRequired: string
      countryTooLong: string
      interestsRequired: string
      interestsMax: string
      lookingForTooLong: string
      contactTooLong: string
      chatEmpty: string
      chatTooLong: string
    }
  }
}

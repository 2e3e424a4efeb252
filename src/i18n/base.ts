import type { BookingRuleKey, DialRegion, RfqRuleKey, VisitRuleKey } from '../../rules'
import type { RouteTitleKey } from '../routes'
import type { ReportReason } from '../../types/api'

export type VisitorTypeKey = 'trade' | 'buyer' | 'media' | 'student' | 'other'

/**
 * Every user-visible string. zh-CN.ts and en.ts are both typed against this interface, so a key
 * missing in either language does not compile. English wording follows the spec exactly.
 */
export interface BaseLang {
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
    /** the business services row under the menu */
    services: string
    matchmaking: string
    matchmakingHint: string
    rfq: string
    rfqHint: string
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
  /** the enquiry pool (src/features/consult) */
  consult: {
    searchPlaceholder: string
    search: string
    clearSearch: string
    pool: string
    mine: string
    category: string
    region: string
    allCategories: string
    allRegions: string
    newest: string
    mostInterested: string
    count: string
    clearFilters: string
    removeFilter: string
    noMatches: string
    noMine: string
    loadMore: string
    loadFailed: string
    postRfq: string
    quantityValue: string
    priceValue: string
    views: string
    interested: string
    justNow: string
    minutesAgo: string
    hoursAgo: string
    daysAgo: string
    statusOpen: string
    statusResponded: string
    statusClosed: string
    statusExpired: string
    picture: string
    price: string
    quantity: string
    message: string
    categories: string
    posted: string
    validUntil: string
    contactTitle: string
    contactName: string
    contactPhone: string
    contactHidden: string
    messageBuyer: string
    call: string
    copy: string
    copied: string
    markInterested: string
    interestedMarked: string
    messageTitle: string
    messagePlaceholder: string
    send: string
    messageSent: string
    messagesTitle: string
    noMessages: string
    close: string
    closeConfirm: string
    closedToast: string
    closedNotice: string
    expiredNotice: string
    to: string
    product: string
    productPrefill: string
    descriptionLabel: string
    descriptionPlaceholder: string
    priceLabel: string
    pricePlaceholder: string
    quantityLabel: string
    quantityPlaceholder: string
    messageLabel: string
    messagePlaceholderShort: string
    regionLabel: string
    regionPlaceholder: string
    categoriesLabel: string
    chooseCategories: string
    picturesLabel: string
    contactLabel: string
    contactPlaceholder: string
    contactInfoLabel: string
    contactInfoPlaceholder: string
    emailLabel: string
    /** an enquiry to an exhibitor: the address is the Reply-To of the one email */
    emailPlaceholderExhibitor: string
    /** a general RFQ: the address is checked, never kept (docs/decisions.md, Enquiry pool) */
    emailPlaceholderGeneral: string
    codeLabel: string
    codePlaceholder: string
    privacyNote: string
    submit: string
    posting: string
    uploadingWait: string
    updateContact: string
    keepContact: string
    charCount: string
    typesHint: string
    typesChosen: string
    done: string
    /** the RFQ's mobile field from abroad (issue 22 item 10): the country picker and its names */
    dialCodeLabel: string
    dialRegions: Record<DialRegion, string>
    contactInfoPlaceholderAbroad: string
    /** what happens to the address, under the field (a placeholder vanishes as one types) */
    emailHintExhibitor: string
    emailHintGeneral: string
    privacyNoteExhibitor: string
    /** a second tap on Post while the post is on its way */
    postingWait: string
    /** the categories' label with what is chosen: 'Categories (3/6)' */
    categoriesCounted: string
  }
  conference: {
    bio: string
    searchPlaceholder: string
    clearSearch: string
    /** '{zone}' venue city, '{offset}' like UTC+8 */
    venueTimeNote: string
    /** a time on the venue's clock, labelled: '{time} ({zone} time)' */
    venueTime: string
    /** the same instant on the visitor's device: 'Your time {time}' */
    localTime: string
    today: string
    days: string
    allTracks: string
    allRooms: string
    tracks: string
    rooms: string
    now: string
    next: string
    ended: string
    /** the disabled Remind me of a session that has ended */
    remindEnded: string
    reminded: string
    sessionCount: string
    searchResults: string
    noMatch: string
    clearFilters: string
    loadFailed: string
    speakers: string
    description: string
    series: string
    previousSessions: string
    timeChanged: string
    roomChanged: string
    addToCalendar: string
    reminderSubscribed: string
    reminderInCalendar: string
    reminderNotSet: string
    reminderSetTitle: string
    reminderSetText: string
    notNow: string
    reminderCancelled: string
    calendarAdded: string
    calendarRefused: string
    calendarDownloaded: string
    calendarLinkCopied: string
    calendarFailed: string
    sessionsAt: string
    earlierSessions: string
    noSessions: string
    agendaTitle: string
    agendaEmpty: string
    removeFromAgenda: string
    removeAgendaConfirm: string
    remove: string
    /** Sunday first */
    weekdays: readonly string[]
    /** January first */
    months: readonly string[]
    /** a venue day: '{month}', '{monthName}', '{day}', '{weekday}' */
    dayLabel: string
    /** a session card's badge: its time / room changed in the last 48 hours */
    timeChangedBadge: string
    roomChangedBadge: string
    /** exhibitor self-service: phone certification, the edit view, my exhibitor page, the share poster (issue 14) */
  }
  exhibitor: {
    certifyIntro: string
    wechatPhone: string
    orSms: string
    phoneLabel: string
    phonePlaceholder: string
    codeLabel: string
    codePlaceholder: string
    verify: string
    verifying: string
    verified: string
    wechatRefused: string
    /** {phone} */
    verifiedAs: string
    otherPhone: string
    /** {phone} {name} {tel} {email} */
    notExhibitor: string
    /** {phone} {name} {tel} {email} */
    notThisExhibitor: string
    sessionExpired: string
    company: string
    product: string
    chinese: string
    english: string
    name: string
    introduction: string
    mainProduct: string
    address: string
    contactEmail: string
    website: string
    tel: string
    fax: string
    logo: string
    categories: string
    tags: string
    pictures: string
    visibility: string
    missingEnglish: string
    /** {hall} {stand} */
    hallStand: string
    save: string
    saving: string
    saved: string
    saveFailed: string
    noChanges: string
    reviewTitle: string
    changed: string
    emptyValue: string
    confirmSave: string
    fixErrors: string
    leaveConfirm: string
    leave: string
    stay: string
    addProduct: string
    hideProduct: string
    hidden: string
    shown: string
    productAdded: string
    editCompany: string
    editProduct: string
    /** {max} */
    chooseUpTo: string
    statsTitle: string
    views: string
    productViews: string
    planAdds: string
    productPlanAdds: string
    rfqs: string
    statsPrivacy: string
    products: string
    noProducts: string
    sharePoster: string
    posterDrawing: string
    posterFailed: string
    retry: string
    savePoster: string
    posterSaved: string
    posterDenied: string
    posterSaveFailed: string
    longPressHint: string
    scanToVisit: string
    /** {hall} {stand} */
    standLabel: string
    yourCompany: string
    updated: string
    reverifyKeepsEdits: string
    posterAllowInSettings: string
    openSettings: string
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
    /** the reasons offered for a report (the organiser reads the chosen one) */
    reportReasons: Record<ReportReason, string>
    /** what is chosen of the most: '3/6' (issue 22 item 11) */
    interestsChosen: string
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
    /** the moment of a match (issue 22 item 5): who it is, and the way into the chat */
    matchIntro: string
    sayHello: string
    keepBrowsing: string
    seeMatches: string
    contactLine: string
    copyContact: string
    contactCopied: string
    undoMatch: string
    undoMatchConfirm: string
    cancelMatchConfirm: string
    /** the confirm button of withdrawing (Taro's H5 modal takes at most 4 Chinese / 8 Latin characters) */
    withdraw: string
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
    /** a stand opened from an earlier edition's exhibitor: {code}, {edition} */
    pastEditionStand: string
    pastEditionPlan: string
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
    /** the summary's line when agenda sessions are on the route */
    withSessions: string
    /** a session the walk reaches after its start */
    late: string
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
    /** what is chosen of the most: '3/6' (issue 22 item 11) */
    interestsChosen: string
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
  /** collects and uncollects made offline, kept on the device until the network is back (issue 16) */
  planQueue: {
    /** the mark on an item whose change waits for the network */
    pending: string
    /** the toast of a change kept on the device */
    queued: string
    /** the plan's note: how many changes wait ({count}) */
    pendingChanges: string
    /** a change sent later was refused by the server ({reason}: its words) */
    refused: string
    /** the changes made offline have all reached the server */
    synced: string
  }
  /** the edition's data kept on the device for offline use (issue 16) */
  offline: {
    /** the offline notice with when the data shown was fetched ({time}) */
    dataFrom: string
    /** the month and day of that time ({month}, {day}) */
    date: string
    /** the month names (January first) the date uses */
    months: string[]
  }
  /** the whole-edition download for offline use on the home (issue 16) */
  offlinePack: {
    /** the home card's title and its first action */
    download: string
    /** what the download holds */
    hint: string
    /** while it comes ({percent}: 0–100) */
    downloading: string
    /** while it comes, its size not known yet */
    downloadingUnknown: string
    /** while the device stores it */
    saving: string
    /** a pack is held ({date}: when it was last downloaded or updated) */
    held: string
    /** a pack is held, when is not known (kept by an earlier version of the app) */
    heldUndated: string
    update: string
    /** the update found the held data current */
    upToDate: string
    updated: string
    /** no network, nothing held */
    offlineNone: string
    /** no network, a pack held */
    offlineHeld: string
    /** the server failed, nothing held */
    failedNone: string
    /** the server failed, a pack held */
    failedHeld: string
    /** the device could not store it */
    saveFailed: string
    /** the pack is held, the app's own files are still being kept for offline use (issue 22) */
    preparing: string
  }
  /** reminders, likes, matchmaking decisions and chat messages made offline (issue 16) */
  offlineActions: {
    /** the mark on a reminder, like or decision that waits for the network */
    pending: string
    /** the toast of an action kept on the device */
    queued: string
    /** an action sent later was refused by the server ({reason}: its words) */
    refused: string
    /** what was done offline has all reached the server */
    synced: string
    /** the chat's Delete on a message the server refused */
    delete: string
  }
  /** My data (issue 23 item 8): what the server holds, its export, erasure */
  myData: {
    intro: string
    /** section titles by the server's keys; a key not here is shown as it is */
    sections: Record<string, string>
    empty: string
    count: string
    exportJson: string
    exportHint: string
    planPdf: string
    exporting: string
    exportFailed: string
    exported: string
    deleteTitle: string
    deleteHint: string
    deleteButton: string
    confirmTitle: string
    confirmBody: string
    confirmOk: string
    cancel: string
    deleting: string
    deleteFailed: string
    deleted: string
  }
  /** the privacy policy, separate consents and WeChat's privacy sheet (issue 23 items 6 and 7) */
  privacy: {
    link: string
    formNote: string
    version: string
    consentsTitle: string
    consentsIntro: string
    consentsNone: string
    recipient: string
    granted: string
    withdrawnAt: string
    withdraw: string
    withdrawConfirm: string
    withdrawn: string
    rfqShare: string
    rfqShareHint: string
    exhibitorShare: string
    exhibitorShareRequired: string
    matchShare: string
    matchShareRequired: string
    rfqNotShared: string
    rfqSharedMine: string
    rfqNotSharedMine: string
    sheetTitle: string
    sheetBody: string
    sheetGuide: string
    sheetRefuseNote: string
    agree: string
    refuse: string
    refused: string
  }
  /** a detail opened offline that was never opened online: built from the downloaded data (issue 22) */
  offlineDetail: {
    /** the note on such a page: what it shows, and that the full page comes with the network */
    partial: string
  }
}

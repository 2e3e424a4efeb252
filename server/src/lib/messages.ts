import type { Language } from '../../../types/api.js'
import {
  EXHIBITOR_PHONE_MESSAGES,
  type ExhibitorPhoneRuleKey,
  EDIT_RULE_MESSAGES,
  FORM_LIMITS,
  LEAD_LIMITS,
  MEETING_LIMITS,
  LEAD_RULE_MESSAGES,
  MEETING_RULE_MESSAGES,
  LIMITS,
  MATCH_LIMITS,
  RFQ_REPLY_MESSAGES,
  RFQ_RULE_MESSAGES,
  SCHEDULE_RULE_MESSAGES,
  PUSH_RULE_MESSAGES,
  REMINDER_CONTACT_MESSAGES,
  type BookingRuleKey,
  type ChatMessageRuleKey,
  type EditRuleKey,
  type LeadRuleKey,
  type MeetingRuleKey,
  type MatchCardRuleKey,
  type PlanEmailRuleKey,
  type RfqRuleKey,
  type ScheduleRuleKey,
  type VisitRuleKey,
} from '../../../rules/index.js'

/** Matchmaking's messages (issue 12): the card and chat rules of rules/, and the refusals of the routes. */
export type PairsMessageKey =
  | MatchCardRuleKey
  | ChatMessageRuleKey
  | 'joinFirst'
  | 'interestUnknown'
  | 'contentRefused'
  | 'notMember'
  | 'chatDisabled'
  | 'blocked'
  | 'nothingToUndo'
  | 'conversationNotFound'
  | 'socketUpgradeRequired'

/** The organiser console (issue 26 item 3) and what its moderation means for visitors. */
export type OrganiserMessageKey =
  | 'signInFailed'
  | 'signInLocked'
  | 'signInRequired'
  | 'blockedFromPosting'
  | 'warnedBeforePosting'
  | 'reportNotFound'
  | 'reportNotRfq'
  | 'reportSelf'
  | 'messageNotYours'
  | 'editionNotFound'
  | 'editionExists'
  | 'exhibitionUnknown'
  | 'editionDates'
  | 'importNoFile'
  | 'moveRefused'
  | 'sessionCancelled'
  | 'exhibitorNotFound'
  | ExhibitorPhoneRuleKey

/** Every localised server message. The §5 rules' messages are typed by the shared rule keys. */
export interface Messages {
  /** the plan email rules (rules/: validatePlanEmail) */
  plan: Record<PlanEmailRuleKey, string>
  /** the RFQ form rules (rules/: validateRfq) */
  rfq: Record<RfqRuleKey, string>
  eventNotViewable: string
  invalidRequest: string
  notFound: string
  exhibitorNotFound: string
  productNotFound: string
  sessionNotFound: string
  personNotFound: string
  enquiryNotFound: string
  userIdRequired: string
  sessionRefused: string
  crossSiteRefused: string
  weappLoginFailed: string
  appLoginFailed: string
  loginUnavailable: string
  internalError: string
  routeNotFound: string
  // plan email
  planNone: string
  emailSent: string
  emailFailed: string
  // RFQ (spec §5)
  rfqCategoryUnknown: string
  rfqPictureUnknown: string
  postedToExhibitor: string
  postedGeneral: string
  enquiryClosed: string
  /** an RFQ's text or a reply the content check refused */
  rfqContentRefused: string
  enquiryExpired: string
  notYourEnquiry: string
  cannotLikeOwn: string
  rfqTooManyPictures: string
  rfqProductMismatch: string
  rfqContactLimit: string
  rfqAddressContactLimit: string
  messageEmpty: string
  messageTooLong: string
  cannotMessageOwn: string
  // SMS / verification
  codeSent: string
  codeSendFailed: string
  /** the SMS vendor refused the number for good (not a mobile, on a do-not-disturb list) */
  smsPhoneRefused: string
  /** the SMS vendor refused our message for good (template or signature not approved, keys): our side */
  smsServiceRefused: string
  phoneInvalid: string
  codeTooSoon: string
  codeDailyLimit: string
  codeWrong: string
  codeExpired: string
  codeTooManyTries: string
  editTokenMissing: string
  editNotAllowed: string
  // matchmaking
  matchLimit: string
  matchSelf: string
  attendeeNotFound: string
  notMutual: string
  // upload
  uploadMissing: string
  uploadNotImage: string
  uploadTooLarge: string
  uploadMalformed: string
  requestTooLarge: string
  // integral
  integralUnknownAction: string
  tooManyRequests: string
  // conference
  remindersFull: string
  // exhibitor self-service (issue 14): the edit forms' rules (rules/: EDIT_RULE_MESSAGES), then the rest
  edit: Record<EditRuleKey, string>
  weappPhoneFailed: string
  categoryUnknown: string
  tagUnknown: string
  pictureUnknown: string
  /** matchmaking (issue 12) */
  pairs: Record<PairsMessageKey, string>
  // home menu (issue 15): the pre-registration and booking form rules, the venue, content, badges
  visit: Record<VisitRuleKey, string>
  booking: Record<BookingRuleKey, string>
  /** what has ended is not offered (rules/: SCHEDULE_RULE_MESSAGES) */
  schedule: Record<ScheduleRuleKey, string>
  hallNotFound: string
  standNotFound: string
  roomNotFound: string
  standNotFree: string
  contentNotFound: string
  newsNotFound: string
  interestUnknown: string
  badgeMalformed: string
  /** the entrance gate (issue 23 item 5): check-in is off, or the scanner's key is wrong */
  gateOff: string
  gateKeyRefused: string
  // privacy (issue 23 item 7)
  policyNotFound: string
  consentSubjectUnknown: string
  consentPolicyUnknown: string
  consentMatchProfileRequired: string
  consentExhibitorContactRequired: string
  /** web push (issue 25 item 3): a subscription the server cannot use (rules/push.ts) */
  pushSubscriptionInvalid: string
  /** reminders by email or SMS where push is unavailable (rules/reminder-contact.ts) */
  reminderEmailInvalid: string
  reminderPhoneInvalid: string
  reminderContactMissing: string
  reminderSmsUnavailable: string
  /** the organiser console (issue 26 item 3) */
  organiser: Record<OrganiserMessageKey, string>
  // exhibitors' leads (issue 28)
  leads: Record<LeadRuleKey, string>
  leadNotAllowed: string
  leadContactOnly: string
  leadBadgeInvalid: string
  leadNotFound: string
  leadStaffFull: string
  // meetings at the stand (issue 29)
  meetings: Record<MeetingRuleKey, string>
  meetingSlotNotFound: string
  meetingSlotPast: string
  meetingSlotFull: string
  meetingPendingCap: string
  meetingClash: string
  meetingAlreadyBooked: string
  meetingPurposeRefused: string
  meetingNotFound: string
  meetingNotOpen: string
  meetingNotAccepted: string
  meetingNotYet: string
  // check-in at the stand (issue 29.4)
  meetingCodeInvalid: string
  meetingWrongStand: string
  meetingNotToday: string
  meetingCheckInNotAccepted: string
  // meetings between matched attendees (issue 29.2)
  meetingNotMatched: string
  meetingPeerBusy: string
  meetingPlaceUnknown: string
  // a request or meeting of the visitor's own at an overlapping time (issue 29, day 2)
  meetingOverlap: string
}

const en: Messages = {
  plan: {
    mailboxEmpty: 'The mailbox cannot be empty',
    invalidEmail: 'Please provide valid email',
    privacyNotChecked: 'Please check the privacy policy conditions',
    emptyPlanShare: 'Please add the show plan before sharing',
  },
  rfq: RFQ_RULE_MESSAGES.EN,
  schedule: SCHEDULE_RULE_MESSAGES.EN,
  eventNotViewable: '展会不存在或当前不可查看',
  invalidRequest: 'Invalid request',
  notFound: 'Not found',
  exhibitorNotFound: 'The exhibitor does not exist',
  productNotFound: 'The product does not exist',
  sessionNotFound: 'The session does not exist',
  personNotFound: 'The speaker does not exist',
  enquiryNotFound: 'The enquiry does not exist',
  userIdRequired: 'userId is required',
  sessionRefused: 'Your visit could not be verified, please reload the page',
  crossSiteRefused: 'Requests from other websites are not accepted',
  weappLoginFailed: 'WeChat login failed, please try again',
  appLoginFailed: 'Please log in to the app again',
  loginUnavailable: 'Login is not available right now, please try again later',
  internalError: 'The server could not complete the request, please try again later',
  routeNotFound: 'Unknown API path',
  planNone: "You haven't added any exhibition plan yet",
  emailSent: 'Successfully send the email',
  emailFailed: 'The email could not be sent, please try again later',
  rfqCategoryUnknown: 'Unknown category',
  rfqPictureUnknown: 'Pictures must be uploaded first',
  postedToExhibitor: "We have sent your inquiry to the exhibitor's mailbox.",
  postedGeneral: 'If users are interested, they will inform you via SMS.',
  enquiryClosed: 'This enquiry is closed',
  rfqContentRefused: 'This text cannot be published: please change it',
  enquiryExpired: 'This enquiry has expired',
  notYourEnquiry: 'Only the poster of this enquiry can do this',
  cannotLikeOwn: 'You cannot mark your own enquiry as interesting',
  rfqTooManyPictures: `At most ${LIMITS.rfqMaxPictures} pictures`,
  rfqProductMismatch: 'The product is not one of this exhibitor',
  rfqContactLimit: `You can contact at most ${LIMITS.rfqContactsPerDay} enquiries a day, please try again tomorrow`,
  rfqAddressContactLimit: 'Too many enquiries were contacted from this network today, please try again tomorrow',
  ...RFQ_REPLY_MESSAGES.EN,
  cannotMessageOwn: 'You cannot reply to your own enquiry',
  codeSent: 'Get verification code successfully!',
  codeSendFailed: 'Get verification code failed!',
  smsPhoneRefused: 'This number cannot receive our text messages. Please check it or use another mobile number.',
  smsServiceRefused: 'Text messages cannot be sent at the moment. Please try again later.',
  phoneInvalid: RFQ_RULE_MESSAGES.EN.invalidMobile,
  codeTooSoon: 'Please wait 60 seconds before requesting a new code',
  codeDailyLimit: 'Too many codes requested for this number today, please try again tomorrow',
  codeWrong: 'The verification code is incorrect',
  codeExpired: 'The verification code has expired, please get a new code',
  codeTooManyTries: 'Too many wrong attempts, please get a new code',
  editTokenMissing: 'Please verify your phone number first',
  editNotAllowed: "Only the exhibitor's verified contact phone can edit this information",
  matchLimit: 'The current number of matches has reached the maximum number of days',
  matchSelf: 'You cannot match with yourself',
  attendeeNotFound: 'The attendee does not exist',
  notMutual: 'You can only chat with people who are interested in each other',
  uploadMissing: 'Please choose an image to upload',
  uploadNotImage: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  uploadTooLarge: 'The image is too large (at most 5 MB)',
  uploadMalformed: 'The upload could not be read, please try again',
  requestTooLarge: 'The request is too large',
  integralUnknownAction: 'Unknown points action',
  tooManyRequests: 'Too many requests, please try again in a minute',
  remindersFull: `You can keep at most ${LIMITS.remindersPerVisitor} reminders: cancel one to set another`,
  edit: EDIT_RULE_MESSAGES.EN,
  weappPhoneFailed: 'Could not get your WeChat phone number, please use an SMS code instead',
  categoryUnknown: 'A chosen category does not exist',
  tagUnknown: 'A chosen tag does not exist',
  pictureUnknown: 'Pictures must be uploaded first',
  pairs: {
    nameRequired: 'Please enter your name',
    nameTooLong: `Your name cannot be over ${MATCH_LIMITS.nameMaxChars} characters`,
    companyRequired: 'Please enter your company',
    companyTooLong: `The company cannot be over ${MATCH_LIMITS.companyMaxChars} characters`,
    positionRequired: 'Please enter your position',
    positionTooLong: `The position cannot be over ${MATCH_LIMITS.positionMaxChars} characters`,
    countryRequired: 'Please enter your country or region',
    countryTooLong: `The country cannot be over ${MATCH_LIMITS.countryMaxChars} characters`,
    interestsRequired: 'Choose at least one interest',
    interestsMax: `Choose at most ${MATCH_LIMITS.maxInterests} interests`,
    lookingForTooLong: `What you are looking for cannot be over ${MATCH_LIMITS.lookingForMaxChars} characters`,
    contactTooLong: `The contact cannot be over ${MATCH_LIMITS.contactMaxChars} characters`,
    chatEmpty: 'The message cannot be empty',
    chatTooLong: `The message cannot be over ${MATCH_LIMITS.chatMessageMaxChars} characters`,
    joinFirst: 'Join business matching with your card first',
    interestUnknown: 'Choose interests from the list',
    contentRefused: 'This text cannot be published: please change it',
    notMember: 'You are not part of this conversation',
    chatDisabled: 'Chat is not available here: matches exchange business cards',
    blocked: 'This person is no longer available',
    nothingToUndo: 'Only a decision made today can be undone',
    conversationNotFound: 'The conversation does not exist',
    socketUpgradeRequired: 'This address is for the chat socket',
  },
  visit: {
    nameRequired: 'Please enter your name',
    nameTooLong: `Name cannot be over ${FORM_LIMITS.nameMaxChars} characters`,
    companyRequired: 'Please enter your company',
    companyTooLong: `Company cannot be over ${FORM_LIMITS.companyMaxChars} characters`,
    positionRequired: 'Please enter your position',
    positionTooLong: `Position cannot be over ${FORM_LIMITS.positionMaxChars} characters`,
    phoneRequired: 'Contact infomation cannot be empty!',
    phoneInvalid: 'Invalid mobile phone number!',
    codeRequired: 'Verification code cannot be empty!',
    emailRequired: 'Email address cannot be empty!',
    emailInvalid: 'Invalid Email address!',
    visitorTypeRequired: 'Please choose a visitor type',
    interestsRequired: 'Please choose at least one interest',
    interestsTooMany: `At most ${FORM_LIMITS.maxInterests} interests`,
  },
  booking: {
    standRequired: 'Please choose a free stand on the map',
    companyRequired: 'Please enter your company',
    companyTooLong: `Company cannot be over ${FORM_LIMITS.companyMaxChars} characters`,
    contactRequired: 'Contact cannot be empty!',
    contactTooLong: `Contact cannot be over ${FORM_LIMITS.nameMaxChars} characters`,
    phoneRequired: 'Contact infomation cannot be empty!',
    phoneInvalid: 'Invalid mobile phone number!',
    codeRequired: 'Verification code cannot be empty!',
  },
  hallNotFound: 'This hall has no floor plan',
  standNotFound: 'This stand is not on the floor plan',
  roomNotFound: 'This room is not on the floor plan',
  standNotFree: 'Sorry, this stand has just been reserved. Please choose another one.',
  contentNotFound: 'This page has no content yet',
  newsNotFound: 'This news item does not exist',
  interestUnknown: 'Please choose interests from the list',
  badgeMalformed: 'This is not a badge code',
  gateOff: 'Gate check-in is not set up on this server (GATE_KEY)',
  gateKeyRefused: 'This scanner is not one of the gates',
  policyNotFound: 'The privacy policy is not available right now',
  consentSubjectUnknown: 'You can only give this consent for your own request',
  consentPolicyUnknown: 'Please read the current privacy policy and agree again',
  consentMatchProfileRequired: 'To take part, agree to show your card to other attendees',
  consentExhibitorContactRequired: 'To send this enquiry, agree to give your contact details to the exhibitor',
  pushSubscriptionInvalid: PUSH_RULE_MESSAGES.EN.pushSubscriptionInvalid,
  ...REMINDER_CONTACT_MESSAGES.EN,
  reminderSmsUnavailable: 'Reminders by text message are not available: choose email or the calendar',
  organiser: {
    signInFailed: 'Wrong email or password',
    signInLocked: 'Too many wrong passwords: please try again in 15 minutes',
    signInRequired: 'Please sign in as an organiser',
    blockedFromPosting:
      'After a report, the organiser has stopped you from sending messages and posting RFQs at this show',
    warnedBeforePosting:
      'After a report, the organiser has warned you: please keep to the show rules. Send again to post this.',
    reportNotFound: 'This report does not exist',
    reportNotRfq: 'This report is not about an RFQ',
    reportSelf: 'You cannot report yourself',
    messageNotYours: 'You can only report messages sent to you',
    editionNotFound: 'This edition does not exist',
    editionExists: 'This exhibition already has an edition that year',
    exhibitionUnknown: 'There is no exhibition with this code',
    editionDates: 'The dates must be YYYY-MM-DD, the end on or after the start',
    importNoFile: 'Please choose a spreadsheet (XLSX or CSV)',
    moveRefused: 'This move is not possible: check the times and the room',
    sessionCancelled: 'This session is already cancelled',
    exhibitorNotFound: 'This exhibitor does not exist',
    ...EXHIBITOR_PHONE_MESSAGES.EN,
  },
  leads: LEAD_RULE_MESSAGES.EN,
  leadNotAllowed: 'This phone is not a contact or staff member of this exhibitor',
  leadContactOnly: 'Only the exhibitor’s contact can manage staff and questions',
  leadBadgeInvalid: 'Not a valid badge of this show',
  leadNotFound: 'This lead cannot be found',
  leadStaffFull: `An exhibitor can add at most ${LEAD_LIMITS.maxStaff} staff`,
  meetings: MEETING_RULE_MESSAGES.EN,
  meetingSlotNotFound: 'This slot is no longer offered',
  meetingSlotPast: 'This slot has already begun',
  meetingSlotFull: 'This slot was just taken; please choose another',
  meetingPendingCap: `You have ${MEETING_LIMITS.maxPending} requests waiting for an answer; wait for one or cancel one first`,
  meetingClash: 'You have something else at this time',
  meetingAlreadyBooked: 'You already asked for this slot',
  meetingPurposeRefused: 'The purpose contains words that cannot be sent',
  meetingNotFound: 'Meeting not found',
  meetingNotOpen: 'This meeting was already answered, cancelled or expired',
  meetingNotAccepted: 'Only an accepted meeting can be marked',
  meetingNotYet: 'A meeting can be marked once its slot has begun',
  meetingCodeInvalid: 'This is not a stand’s meeting code; scan the meeting QR code shown at the stand',
  meetingWrongStand: 'This is another stand’s code; your meeting is at a different stand',
  meetingNotToday: 'This meeting is not today; check in on the day of the meeting',
  meetingCheckInNotAccepted: 'Only an accepted meeting can be checked in',
  meetingNotMatched: 'You can propose a meeting only to someone you matched with',
  meetingPeerBusy: 'They have something else at this time',
  meetingPlaceUnknown: 'That place is not on the venue map',
  meetingOverlap:
    'You already have a meeting request or meeting at an overlapping time; cancel it in My meetings or choose another time',
}

const zh: Messages = {
  plan: {
    mailboxEmpty: '邮箱不能为空',
    invalidEmail: '请输入有效的邮箱地址',
    privacyNotChecked: '请勾选隐私政策条款',
    emptyPlanShare: '请先添加观展计划再分享',
  },
  rfq: RFQ_RULE_MESSAGES['ZH-CN'],
  schedule: SCHEDULE_RULE_MESSAGES['ZH-CN'],
  eventNotViewable: '展会不存在或当前不可查看',
  invalidRequest: '请求参数有误',
  notFound: '数据不存在',
  exhibitorNotFound: '展商不存在',
  productNotFound: '展品不存在',
  sessionNotFound: '活动不存在',
  personNotFound: '嘉宾不存在',
  enquiryNotFound: '询盘不存在',
  userIdRequired: '缺少用户标识 userId',
  sessionRefused: '无法验证您的访问身份，请刷新页面',
  crossSiteRefused: '不接受来自其他网站的请求',
  weappLoginFailed: '微信登录失败，请重试',
  appLoginFailed: '请重新登录 App',
  loginUnavailable: '登录服务暂时不可用，请稍后再试',
  internalError: '服务器暂时无法完成请求，请稍后再试',
  routeNotFound: '接口不存在',
  planNone: '您还没有添加任何观展计划',
  emailSent: '邮件发送成功',
  emailFailed: '邮件发送失败，请稍后再试',
  rfqCategoryUnknown: '类别不存在',
  rfqPictureUnknown: '请先上传图片',
  postedToExhibitor: '我们已将您的询盘发送至展商邮箱。',
  postedGeneral: '如有用户感兴趣，将通过短信通知您。',
  enquiryClosed: '该询盘已关闭',
  rfqContentRefused: '内容含有不当信息，请修改后再试',
  enquiryExpired: '该询盘已过期',
  notYourEnquiry: '只有该询盘的发布者可以这样做',
  cannotLikeOwn: '不能对自己的询盘感兴趣',
  rfqTooManyPictures: `最多${LIMITS.rfqMaxPictures}张图片`,
  rfqProductMismatch: '该展品不属于此展商',
  rfqContactLimit: `每天最多可联系${LIMITS.rfqContactsPerDay}个询盘，请明天再试`,
  rfqAddressContactLimit: '今天从此网络联系的询盘过多，请明天再试',
  ...RFQ_REPLY_MESSAGES['ZH-CN'],
  cannotMessageOwn: '不能回复自己发布的询盘',
  codeSent: '获取验证码成功！',
  codeSendFailed: '获取验证码失败！',
  smsPhoneRefused: '该号码无法接收短信，请核对号码或换一个手机号码。',
  smsServiceRefused: '短信暂时无法发送，请稍后再试。',
  phoneInvalid: RFQ_RULE_MESSAGES['ZH-CN'].invalidMobile,
  codeTooSoon: '请60秒后再获取新的验证码',
  codeDailyLimit: '该号码今日获取验证码次数过多，请明天再试',
  codeWrong: '验证码不正确',
  codeExpired: '验证码已过期，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  editTokenMissing: '请先验证手机号',
  editNotAllowed: '只有通过验证的展商联系人手机号才能修改该资料',
  matchLimit: '今日配对次数已达上限',
  matchSelf: '不能与自己配对',
  attendeeNotFound: '该用户不存在',
  notMutual: '双方互相感兴趣后才能聊天',
  uploadMissing: '请选择要上传的图片',
  uploadNotImage: '只能上传 PNG、JPEG、GIF 或 WebP 图片',
  uploadTooLarge: '图片过大（最大 5 MB）',
  uploadMalformed: '上传的内容无法读取，请重试',
  requestTooLarge: '请求内容过大',
  integralUnknownAction: '未知的积分操作',
  tooManyRequests: '请求过于频繁，请一分钟后再试',
  remindersFull: `最多可设置 ${LIMITS.remindersPerVisitor} 个提醒，请先取消一个再添加`,
  edit: EDIT_RULE_MESSAGES['ZH-CN'],
  weappPhoneFailed: '未能获取微信手机号，请改用短信验证码',
  categoryUnknown: '所选类别不存在',
  tagUnknown: '所选标签不存在',
  pictureUnknown: '请先上传图片',
  pairs: {
    nameRequired: '请填写姓名',
    nameTooLong: `姓名不能超过${MATCH_LIMITS.nameMaxChars}个字符`,
    companyRequired: '请填写公司',
    companyTooLong: `公司不能超过${MATCH_LIMITS.companyMaxChars}个字符`,
    positionRequired: '请填写职位',
    positionTooLong: `职位不能超过${MATCH_LIMITS.positionMaxChars}个字符`,
    countryRequired: '请填写国家或地区',
    countryTooLong: `国家或地区不能超过${MATCH_LIMITS.countryMaxChars}个字符`,
    interestsRequired: '请至少选择一个感兴趣的领域',
    interestsMax: `最多选择${MATCH_LIMITS.maxInterests}个感兴趣的领域`,
    lookingForTooLong: `寻找内容不能超过${MATCH_LIMITS.lookingForMaxChars}个字符`,
    contactTooLong: `联系方式不能超过${MATCH_LIMITS.contactMaxChars}个字符`,
    chatEmpty: '消息不能为空',
    chatTooLong: `消息不能超过${MATCH_LIMITS.chatMessageMaxChars}个字符`,
    joinFirst: '请先填写名片加入商贸配对',
    interestUnknown: '请从列表中选择感兴趣的领域',
    contentRefused: '内容含有不当信息，请修改后再试',
    notMember: '您不是该会话的成员',
    chatDisabled: '此处不支持聊天：配对成功后交换名片',
    blocked: '对方已不可见',
    nothingToUndo: '只能撤销今天的选择',
    conversationNotFound: '会话不存在',
    socketUpgradeRequired: '该地址用于聊天连接',
  },
  visit: {
    nameRequired: '请填写姓名',
    nameTooLong: `姓名不能超过${FORM_LIMITS.nameMaxChars}个字符`,
    companyRequired: '请填写公司名称',
    companyTooLong: `公司名称不能超过${FORM_LIMITS.companyMaxChars}个字符`,
    positionRequired: '请填写职位',
    positionTooLong: `职位不能超过${FORM_LIMITS.positionMaxChars}个字符`,
    phoneRequired: '联系方式不能为空！',
    phoneInvalid: '手机号码格式不正确！',
    codeRequired: '验证码不能为空！',
    emailRequired: '邮箱地址不能为空！',
    emailInvalid: '邮箱地址格式不正确！',
    visitorTypeRequired: '请选择观众类型',
    interestsRequired: '请至少选择一个感兴趣的领域',
    interestsTooMany: `最多选择${FORM_LIMITS.maxInterests}个感兴趣的领域`,
  },
  booking: {
    standRequired: '请在地图上选择一个空闲展位',
    companyRequired: '请填写公司名称',
    companyTooLong: `公司名称不能超过${FORM_LIMITS.companyMaxChars}个字符`,
    contactRequired: '联系人不能为空！',
    contactTooLong: `联系人不能超过${FORM_LIMITS.nameMaxChars}个字符`,
    phoneRequired: '联系方式不能为空！',
    phoneInvalid: '手机号码格式不正确！',
    codeRequired: '验证码不能为空！',
  },
  hallNotFound: '该展馆暂无平面图',
  standNotFound: '平面图上没有该展位',
  roomNotFound: '平面图上没有该会议室',
  standNotFree: '抱歉，该展位刚刚已被预订，请选择其他展位',
  contentNotFound: '该页面暂无内容',
  newsNotFound: '该资讯不存在',
  interestUnknown: '请从列表中选择感兴趣的领域',
  badgeMalformed: '这不是有效的胸卡二维码',
  gateOff: '本服务器未开通入口验票（GATE_KEY）',
  gateKeyRefused: '此扫码设备不是入口闸机',
  policyNotFound: '隐私政策暂时无法查看',
  consentSubjectUnknown: '只能为您自己的询盘作出此项同意',
  consentPolicyUnknown: '请阅读最新的隐私政策后重新同意',
  consentMatchProfileRequired: '参与配对前，请同意向其他参会者展示您的名片',
  consentExhibitorContactRequired: '发送此询盘前，请同意向该展商提供您的联系方式',
  pushSubscriptionInvalid: PUSH_RULE_MESSAGES['ZH-CN'].pushSubscriptionInvalid,
  ...REMINDER_CONTACT_MESSAGES['ZH-CN'],
  reminderSmsUnavailable: '暂不支持短信提醒，请改用邮件或日历',
  organiser: {
    signInFailed: '邮箱或密码错误',
    signInLocked: '密码错误次数过多，请 15 分钟后再试',
    signInRequired: '请以主办方身份登录',
    blockedFromPosting: '因被举报，主办方已禁止您在本届展会发送消息和发布询盘',
    warnedBeforePosting: '因被举报，主办方已向您发出警告：请遵守展会规则。再次发送即可发出此内容。',
    reportNotFound: '该举报不存在',
    reportNotRfq: '该举报与询盘无关',
    reportSelf: '不能举报自己',
    messageNotYours: '只能举报发给您的消息',
    editionNotFound: '该届展会不存在',
    editionExists: '该展会当年已有一届',
    exhibitionUnknown: '没有该代码的展会',
    editionDates: '日期格式须为 YYYY-MM-DD，结束日期不早于开始日期',
    importNoFile: '请选择电子表格（XLSX 或 CSV）',
    moveRefused: '无法这样调整：请检查时间和会议室',
    sessionCancelled: '该会议已取消',
    exhibitorNotFound: '该展商不存在',
    ...EXHIBITOR_PHONE_MESSAGES['ZH-CN'],
  },
  leads: LEAD_RULE_MESSAGES['ZH-CN'],
  leadNotAllowed: '此手机号不是该展商的联系人或工作人员',
  leadContactOnly: '只有展商联系人可以管理工作人员和问题',
  leadBadgeInvalid: '不是本展会的有效胸卡',
  leadNotFound: '找不到该线索',
  leadStaffFull: `每个展商最多添加 ${LEAD_LIMITS.maxStaff} 名工作人员`,
  meetings: MEETING_RULE_MESSAGES['ZH-CN'],
  meetingSlotNotFound: '该时段已不再开放',
  meetingSlotPast: '该时段已经开始',
  meetingSlotFull: '该时段刚刚约满，请选择其他时段',
  meetingPendingCap: `您已有 ${MEETING_LIMITS.maxPending} 个待回复的请求，请等待回复或先取消一个`,
  meetingClash: '您在这个时间已有其他安排',
  meetingAlreadyBooked: '您已申请过这个时段',
  meetingPurposeRefused: '会面目的包含无法发送的内容',
  meetingNotFound: '会面不存在',
  meetingNotOpen: '该会面已被回复、取消或已过期',
  meetingNotAccepted: '只有已接受的会面才能标记',
  meetingNotYet: '会面时段开始后才能标记',
  meetingCodeInvalid: '这不是展位的会面二维码，请扫描展位出示的会面二维码',
  meetingWrongStand: '这是其他展位的二维码，您的会面在另一个展位',
  meetingNotToday: '该会面不在今天，请在会面当天签到',
  meetingCheckInNotAccepted: '只有已接受的会面才能签到',
  meetingNotMatched: '只能向互相感兴趣的参会者发起会面',
  meetingPeerBusy: '对方在这个时间已有其他安排',
  meetingPlaceUnknown: '这个地点不在场馆地图上',
  meetingOverlap: '您在相同或重叠的时间已有洽谈申请或洽谈；请在“我的洽谈”中取消它，或选择其他时间',
}

export const MESSAGES: Record<Language, Messages> = { 'ZH-CN': zh, EN: en }

/** A message: a plain key, or a rule's key in its section (`rfq.priceMax`, `plan.invalidEmail`). */
export type MessageKey =
  | Exclude<
      keyof Messages,
      'plan' | 'rfq' | 'edit' | 'pairs' | 'visit' | 'booking' | 'schedule' | 'organiser' | 'leads' | 'meetings'
    >
  | `plan.${PlanEmailRuleKey}`
  | `rfq.${RfqRuleKey}`
  | `edit.${EditRuleKey}`
  | `pairs.${PairsMessageKey}`
  | `visit.${VisitRuleKey}`
  | `booking.${BookingRuleKey}`
  | `schedule.${ScheduleRuleKey}`
  | `organiser.${OrganiserMessageKey}`
  | `leads.${LeadRuleKey}`
  | `meetings.${MeetingRuleKey}`

/** The request language: query `language` (case-insensitive), default ZH-CN. */
export function languageOf(raw: unknown): Language {
  return typeof raw === 'string' && raw.toUpperCase().startsWith('EN') ? 'EN' : 'ZH-CN'
}

export function msg(lang: Language, key: MessageKey): string {
  const m = MESSAGES[lang]
  if (key.startsWith('plan.')) return m.plan[key.slice(5) as PlanEmailRuleKey]
  if (key.startsWith('rfq.')) return m.rfq[key.slice(4) as RfqRuleKey]
  if (key.startsWith('edit.')) return m.edit[key.slice(5) as EditRuleKey]
  if (key.startsWith('pairs.')) return m.pairs[key.slice(6) as PairsMessageKey]
  if (key.startsWith('visit.')) return m.visit[key.slice(6) as VisitRuleKey]
  if (key.startsWith('booking.')) return m.booking[key.slice(8) as BookingRuleKey]
  if (key.startsWith('schedule.')) return m.schedule[key.slice(9) as ScheduleRuleKey]
  if (key.startsWith('organiser.')) return m.organiser[key.slice(10) as OrganiserMessageKey]
  if (key.startsWith('leads.')) return m.leads[key.slice(6) as LeadRuleKey]
  if (key.startsWith('meetings.')) return m.meetings[key.slice(9) as MeetingRuleKey]
  return m[key as Exclude<MessageKey, `${string}.${string}`>]
}

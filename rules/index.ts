/**
 * The validation rules of spec §5 and the limits of §9: the one copy the app
 * (src/utils/validators.ts) and the reference server share, imported by relative path like
 * types/api.ts.
 *
 * Plain TypeScript importing only its own relative modules (without extensions), so jest, webpack
 * (H5 and weapp), esbuild (the boot script), tsx and tsc all compile it as it is. A rule answers a typed key, never text: the app's dictionaries
 * and the server's messages are typed against these keys, so a rule without a message in both
 * languages does not compile.
 */
//
// One module per domain, re-exported here by name (a new export needs its line here): tsx runs
// these files as CommonJS for the server, whose ES imports see named re-exports but not
// `export *`. The build marks rules/ free of side effects (config/index.ts), so a page's chunk
// takes only the domains it uses, and the app chunk only the core (docs/decisions.md, "Size").

export { charCount, isBlank, isEmail, isEmpty, isIdCard, isNumber, isPhone, LIMITS, type RuleLanguage } from './core'
export { validatePlanEmail, type PlanEmailForm, type PlanEmailRuleKey } from './plan'
export { editionEnded, SCHEDULE_RULE_MESSAGES, sessionEnded, type ScheduleRuleKey } from './schedule'
export {
  amountOf,
  mobileRule,
  phoneRule,
  RFQ_FIELDS,
  RFQ_REPLY_MESSAGES,
  RFQ_RULE_MESSAGES,
  rfqFieldOf,
  validateRfq,
  validateRfqField,
  validateRfqReply,
  type RfqField,
  type RfqForm,
  type RfqReplyRuleKey,
  type RfqRuleKey,
} from './rfq'
export {
  EDIT_LIMITS,
  EDIT_RULE_MESSAGES,
  EXHIBITOR_EDIT_FIELDS,
  exhibitorEditErrors,
  isTel,
  isWebsite,
  missingEnglish,
  PRODUCT_EDIT_FIELDS,
  productEditErrors,
  validateExhibitorField,
  validateProductField,
  type EditRuleKey,
  type ExhibitorEditField,
  type ExhibitorEditForm,
  type ProductEditField,
  type ProductEditForm,
} from './edit'
export {
  MATCH_LIMITS,
  validateChatMessage,
  validateMatchCard,
  type ChatMessageRuleKey,
  type MatchCardForm,
  type MatchCardRuleKey,
} from './match'
export {
  FORM_LIMITS,
  validateBooking,
  validateVisit,
  VISITOR_TYPES,
  type BookingForm,
  type BookingRuleKey,
  type FieldRule,
  type VisitForm,
  type VisitRuleKey,
} from './forms'
export {
  DIAL_CODES,
  dialOf,
  isMobile,
  joinMobile,
  MAINLAND_DIAL,
  normalizeMobile,
  splitMobile,
  type DialRegion,
} from './phone'
export {
  PUSH_LIMITS,
  PUSH_RULE_MESSAGES,
  PUSH_SERVICE_HOSTS,
  validatePushSubscription,
  type PushRuleKey,
  type PushSubscriptionForm,
} from './push'
export {
  BADGE_NAME_MAX_CHARS,
  BADGE_V1_TOKEN,
  BADGE_V2_CONTEXT,
  BADGE_V2_TOKEN,
  badgeDisplayName,
  badgeV2Message,
  badgeV2Payload,
  base64urlDecode,
  base64urlEncode,
  parseBadge,
  utf8Decode,
  utf8Encode,
  type BadgeV2Payload,
  type ParsedBadge,
} from './badge'
export {
  LEAD_LIMITS,
  LEAD_RATINGS,
  LEAD_RULE_MESSAGES,
  leadExportAddress,
  validateLeadQualification,
  validateLeadQuestions,
  type LeadQuestionForm,
  type LeadRating,
  type LeadRuleKey,
} from './leads'
export {
  MEETING_LIMITS,
  MEETING_RULE_MESSAGES,
  clockMinutes,
  slotsOfPlan,
  validateMeetingDay,
  validateMeetingExpiry,
  validateMeetingNote,
  validateMeetingPlan,
  validateMeetingPurpose,
  type MeetingDayPlanForm,
  type MeetingLength,
  type MeetingRuleKey,
} from './meetings'
// meetings between matched attendees (issue 29.2)
export { proposalEnd, validateProposalTime, type MeetingProposalTime } from './meetings'
export {
  REMINDER_CONTACT_MESSAGES,
  maskReminderContact,
  reminderContactProblem,
  type ReminderContactKind,
  type ReminderContactRuleKey,
} from './reminder-contact'
export {
  EXHIBITOR_PHONE_LIMITS,
  EXHIBITOR_PHONE_MESSAGES,
  validateExhibitorPhone,
  type ExhibitorPhoneRuleKey,
} from './exhibitor-phones'

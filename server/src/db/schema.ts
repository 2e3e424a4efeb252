import type { ColumnType, Generated } from 'kysely'

/** Kysely table types. Text columns ending in _zh / _en hold the two languages. */
export interface ExhibitionsTable {
  id: number
  code: string
  name_zh: string
  name_en: string
  organiser_zh: string
  organiser_en: string
  viewable: number
}
export interface EditionsTable {
  id: number
  exhibition_id: number
  year: number
  name_zh: string
  name_en: string
  start_date: string
  end_date: string
  venue_zh: string
  venue_en: string
  address_zh: string
  address_en: string
  intro_zh: string
  intro_en: string
  hours_zh: string
  hours_en: string
  logo: string
  banner: string
  is_current: number
  viewable: number
  /** IANA zone of the venue: session times are shown and grouped in it (issue 11) */
  time_zone: Generated<string>
}
export interface HallsTable {
  id: number
  edition_id: number
  name_zh: string
  name_en: string
  floor: string
}
export interface CategoriesTable {
  id: number
  parent_id: number | null
  name_zh: string
  name_en: string
  sort: number
}
export interface TagsTable {
  id: number
  name_zh: string
  name_en: string
}
export interface CompaniesTable {
  id: number
  edition_id: number
  hall_id: number
  stand: string
  name_zh: string
  name_en: string
  intro_zh: string
  intro_en: string
  main_product_zh: string
  main_product_en: string
  address_zh: string
  address_en: string
  country_zh: string
  country_en: string
  contact_email: string
  contact_phone: string
  website: string
  tel: string
  fax: string
  logo: string
  logo_w: number
  logo_h: number
  sort_weight: number
  view_count: number
  collect_count: number
  created_at: string
  updated_at: string
  /** lower-cased names + pinyin (full and initials), computed at write time, indexed for search */
  search_text: string
  /** tokens for 1–2 character queries (Chinese characters and pairs, words, pinyin) */
  search_tokens: string
  /** when its exhibitor last changed it or its products (migration 0007; null: never) */
  edited_at: ColumnType<string | null, string | null | undefined, string | null>
}
export interface CompanyCategoriesTable {
  company_id: number
  category_id: number
}
export interface CompanyTagsTable {
  company_id: number
  tag_id: number
}
export interface ProductsTable {
  id: number
  company_id: number
  edition_id: number
  name_zh: string
  name_en: string
  intro_zh: string
  intro_en: string
  logo: string
  logo_w: number
  logo_h: number
  sort_weight: number
  view_count: number
  collect_count: number
  created_at: string
  updated_at: string
  search_text: string
  search_tokens: string
  /** 1: withdrawn by its exhibitor, shown to its editors only (migration 0007) */
  hidden: Generated<number>
}
export interface ProductCategoriesTable {
  product_id: number
  category_id: number
}
export interface PlanItemsTable {
  user_id: string
  exhibition_id: number
  edition_id: number
  /** 1 exhibitor, 2 product */
  type: number
  obj_id: number
  created_at: string
  /** when the visitor last opened this exhibitor (migration 0007): edits after it show as "updated" */
  seen_at: ColumnType<string | null, string | null | undefined, string | null>
}
export interface BehaviourTable {
  id: Generated<number>
  target: string
  user_id: string
  edition_id: string | null
  source: string | null
  action_id: string
  channel_id: number
  ts: number
  ip: string | null
  url: string | null
  company_id: string | null
  extras: string | null
  created_at: string
}
export interface SessionsTable {
  id: number
  edition_id: number
  title_zh: string
  title_en: string
  desc_zh: string
  desc_en: string
  room_zh: string
  room_en: string
  start_time: string
  end_time: string
  is_keynote: number
  room_id: number | null
  track_id: number | null
  series_id: number | null
  search_text: Generated<string>
  search_tokens: Generated<string>
  /** bumped by every change of time or room (0: as first published) */
  schedule_version: Generated<number>
  /** epoch ms of the last change of time or room */
  changed_at: number | string | null
  previous_start_time: string | null
  previous_end_time: string | null
  previous_room_id: number | null
}
export interface ConferenceRoomsTable {
  id: number
  edition_id: number
  name_zh: string
  name_en: string
  hall_zh: Generated<string>
  hall_en: Generated<string>
  sort: Generated<number>
}
export interface ConferenceTracksTable {
  id: number
  edition_id: number
  name_zh: string
  name_en: string
  sort: Generated<number>
}
export interface ConferenceSeriesTable {
  id: number
  name_zh: string
  name_en: string
}
export interface SpeakersTable {
  id: number
  name_zh: string
  name_en: string
  title_zh: string
  title_en: string
  company_zh: string
  company_en: string
  intro_zh: string
  intro_en: string
  country_zh: string
  country_en: string
  avatar: string
}
export interface SessionSpeakersTable {
  session_id: number
  speaker_id: number
}
export interface SessionRemindersTable {
  user_id: string
  session_id: number
  created_at: string
  /** the visitor's language when they asked: reminders and notices are written in it */
  language: Generated<string>
  /** web | subscribe | calendar | app: how the visitor asked to be reached */
  channel: Generated<string>
  /** pending | sending | sent | missed | failed | undeliverable (the channel refused for good) */
  status: Generated<string>
  claimed_at: number | string | null
  sent_at: number | string | null
  attempts: Generated<number>
  /** the session's schedule_version the visitor was last told about */
  schedule_version: Generated<number>
  /** the time and room the visitor was last told (a change notice compares with them) */
  told_start_time: string | null
  told_end_time: string | null
  told_room_id: number | null
}
export interface AttendeesTable {
  user_id: string
  exhibition_id: number
  name_zh: string
  name_en: string
  company_zh: string
  company_en: string
  position_zh: string
  position_en: string
  country_zh: string
  country_en: string
  interests_zh: string
  interests_en: string
  avatar: string
  /** seeded attendees that follow back whoever follows them (so chat can be demonstrated) */
  follows_back: number
  /** the opaque id answers name the person by (never user_id) */
  public_id: string
  /** matchmaking card (migration 0005): buyer | exhibitor | other */
  role: Generated<string>
  /** category ids, comma-separated (the edition's top-level categories) */
  interest_ids: Generated<string>
  looking_for: Generated<string>
  /** shown to mutual matches only */
  contact: Generated<string>
  /** 0: left matchmaking, shown to nobody */
  active: Generated<number>
}
export interface MatchBlocksTable {
  user_id: string
  target_user_id: string
  reported: number
  created_at: string
}
export interface ConversationsTable {
  public_id: string
  user_a: string
  user_b: string
  created_at: string
}
export interface MatchDecisionsTable {
  user_id: string
  target_user_id: string
  decision: string
  day: string
  created_at: string
}
export interface FollowsTable {
  user_id: string
  target_user_id: string
  created_at: string
}
export interface ImMessagesTable {
  id: Generated<number>
  from_user_id: string
  to_user_id: string
  content: string
  created_at: string
  client_id: string | null
  read_at: string | null
}
export interface EnquiriesTable {
  id: Generated<number>
  user_id: string
  exhibition_id: number
  description: string
  price: number
  quantity: number
  message: string
  region: string
  contact: string
  contact_phone: string
  pictures: string
  status: string
  company_id: number | null
  views: number
  interested_count: number
  created_at: string
  updated_at: string
  /** ISO time the RFQ expires (migration 0006); null: posted before expiry existed, never expires */
  expires_at: string | null
  /** the product an RFQ from a product page is about (migration 0006) */
  product_id: number | null
}
export interface EnquiryCategoriesTable {
  enquiry_id: number
  category_id: number
}
export interface EnquiryLikesTable {
  enquiry_id: number
  user_id: string
  created_at: string
}
export interface EnquiryMessagesTable {
  id: Generated<number>
  enquiry_id: number
  user_id: string
  content: string
  created_at: string
  /** keyed hash of the sender's network address (migration 0009); null on older rows */
  origin: string | null
}
/** One view of an RFQ per viewer per day (migration 0006). */
export interface EnquiryViewsTable {
  enquiry_id: number
  /** a visitor id, or 'ip:' + a keyed hash of an anonymous caller's address */
  viewer: string
  /** YYYY-MM-DD, UTC+8 */
  day: string
}
export interface HotWordsTable {
  id: number
  edition_id: number
  channel: string
  word_zh: string
  word_en: string
  hot: number
}
export interface SmsCodesTable {
  id: Generated<number>
  phone_hash: string
  purpose: string
  code_hash: string
  created_at: number
  expires_at: number
  tries: number
  used_at: number | null
}
export interface EditTokensTable {
  token_hash: string
  phone_hash: string
  expires_at: number
  created_at: number
  /** the visitor it was issued to (null: issued before visitor sessions, no longer accepted) */
  user_id: string | null
  /** JSON list of the exhibitors the phone was a contact of at issue (migration 0007) */
  company_ids: Generated<string>
}
export interface VisitorSessionsTable {
  /** SHA-256 of the secret the visitor sends in x-visitor-session */
  secret_hash: string
  user_id: string
  provider: 'web' | 'weapp' | 'app'
  created_at: number
  expires_at: number | null
  /** a browser secret's last use, roughly (migration 0013): it ends after WEB_SESSION_IDLE_DAYS unused */
  last_used_at: ColumnType<number | string | null, number | null | undefined, number | null>
}
/** Ids the seed made up (migration 0013): nobody holds them, so no secret is ever issued to one. */
export interface SeededPeopleTable {
  user_id: string
}
export interface WeappAccountsTable {
  /** HMAC of the mini-program openid */
  openid_hash: string
  user_id: string
  /** WeChat's session_key, AES-GCM encrypted with a key derived from APP_SECRET */
  session_key_enc: string
  updated_at: number
  /** the openid, sealed like the session_key: subscription messages are sent to it (migration 0016) */
  openid_enc: string | null
}
/** The WeChat access token all processes share (migration 0016) */
export interface WechatTokensTable {
  app_id: string
  token_enc: string | null
  expires_at: ColumnType<number | string, number | undefined, number>
  /** the process refreshing the token, until lease_until */
  lease_owner: string | null
  lease_until: ColumnType<number | string, number | undefined, number>
}
/** A browser's push subscription (migration 0019): where the visitor's reminders are pushed. */
export interface PushSubscriptionsTable {
  endpoint: string
  user_id: string
  p256dh: string
  auth: string
  created_at: string
}
export interface ReminderContactsTable {
  user_id: string
  /** email | sms */
  kind: string
  value_enc: string
  masked: string
  created_at: string
}
export interface IntegralTable {
  user_id: string
  action: string
  day: string
  points: number
  created_at: string
}
export interface MetaTable {
  key: string
  value: string
}

/** Further contact phones of an exhibitor (migration 0007): each may edit it. */
export interface CompanyContactsTable {
  company_id: number
  phone: string
}
/** A product's pictures, in order; the first is its logo (migration 0007). */
export interface ProductPicturesTable {
  product_id: number
  position: number
  url: string
}
/** Whom a phone of no exhibitor is told to contact (migration 0007). */
export interface OrganiserContactsTable {
  exhibition_id: number
  tel: string
  email: string
}
/** Who uploaded a file and when, by the server's clock (migration 0013). */
export interface UploadsTable {
  key: string
  user_id: string
  created_at: number
}
export interface DB {
  exhibitions: ExhibitionsTable
  editions: EditionsTable
  halls: HallsTable
  categories: CategoriesTable
  tags: TagsTable
  companies: CompaniesTable
  company_categories: CompanyCategoriesTable
  company_tags: CompanyTagsTable
  products: ProductsTable
  product_categories: ProductCategoriesTable
  plan_items: PlanItemsTable
  behaviour_records: BehaviourTable
  sessions: SessionsTable
  speakers: SpeakersTable
  session_speakers: SessionSpeakersTable
  session_reminders: SessionRemindersTable
  wechat_tokens: WechatTokensTable
  push_subscriptions: PushSubscriptionsTable
  reminder_contacts: ReminderContactsTable
  conference_rooms: ConferenceRoomsTable
  conference_tracks: ConferenceTracksTable
  conference_series: ConferenceSeriesTable
  attendees: AttendeesTable
  match_decisions: MatchDecisionsTable
  follows: FollowsTable
  im_messages: ImMessagesTable
  match_blocks: MatchBlocksTable
  conversations: ConversationsTable
  enquiries: EnquiriesTable
  enquiry_categories: EnquiryCategoriesTable
  enquiry_likes: EnquiryLikesTable
  enquiry_messages: EnquiryMessagesTable
  enquiry_views: EnquiryViewsTable
  hot_words: HotWordsTable
  sms_codes: SmsCodesTable
  edit_tokens: EditTokensTable
  integral: IntegralTable
  visitor_sessions: VisitorSessionsTable
  seeded_people: SeededPeopleTable
  weapp_accounts: WeappAccountsTable
  meta: MetaTable
  company_contacts: CompanyContactsTable
  product_pictures: ProductPicturesTable
  organiser_contacts: OrganiserContactsTable
  uploads: UploadsTable
}

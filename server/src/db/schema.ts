import type { Generated } from 'kysely'

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
}
export interface VisitorSessionsTable {
  /** SHA-256 of the secret the visitor sends in x-visitor-session */
  secret_hash: string
  user_id: string
  provider: 'web' | 'weapp' | 'app'
  created_at: number
  expires_at: number | null
}
export interface WeappAccountsTable {
  /** HMAC of the mini-program openid */
  openid_hash: string
  user_id: string
  /** WeChat's session_key, AES-GCM encrypted with a key derived from APP_SECRET */
  session_key_enc: string
  updated_at: number
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
  hot_words: HotWordsTable
  sms_codes: SmsCodesTable
  edit_tokens: EditTokensTable
  integral: IntegralTable
  visitor_sessions: VisitorSessionsTable
  weapp_accounts: WeappAccountsTable
  meta: MetaTable
}

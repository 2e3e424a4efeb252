/**
 * The validation rules of spec §5 and the limits of §9: the one copy the app
 * (src/utils/validators.ts) and the reference server share, imported by relative path like
 * types/api.ts.
 *
 * Plain TypeScript without imports, so jest, webpack (H5 and weapp), esbuild (the boot script), tsx
 * and tsc all compile it as it is. A rule answers a typed key, never text: the app's dictionaries
 * and the server's messages are typed against these keys, so a rule without a message in both
 * languages does not compile.
 */

/** Spec §9 (and the reference server's own bounds where the spec is silent). */
export const LIMITS = {
  /** price and quantity of an RFQ: at most this, whole numbers, not negative */
  maxAmount: 100_000_000,
  /** the RFQ's message field */
  rfqMessageMaxChars: 12,
  /** categories of one RFQ */
  rfqMaxCategories: 6,
  /** a reply to an RFQ, a chat message */
  chatMessageMaxChars: 500,
  /** RFC 5321: an address longer than this cannot be delivered */
  emailMaxLength: 254,
  /** pictures of one RFQ (the form's uploader offers no more; the server refuses more) */
  rfqMaxPictures: 9,
  /** an RFQ stays open this many days after it is posted, then expires (docs/decisions.md) */
  rfqOpenDays: 30,
  /** RFQs one visitor may contact (first message) per day: the buyer's number is not for harvesting */
  rfqContactsPerDay: 20,
  /**
   * RFQs one network address may contact per day, whatever visitor ids it uses (new ids are free).
   * Higher than one visitor's limit: an exhibition hall's Wi-Fi puts many visitors behind one address.
   */
  rfqContactsPerDayPerAddress: 100,
  /** an uploaded picture: its longer side at most this many pixels, after the app compressed it */
  pictureMaxSide: 1600,
  /** an uploaded picture: at most this many bytes, after the app compressed it (1 MB) */
  pictureMaxBytes: 1024 * 1024,
  /** seconds between two SMS codes for one number (the server refuses sooner; the button counts down) */
  codeResendSeconds: 60,
  /** session reminders one visitor may hold for sessions that have not ended (docs/decisions.md) */
  remindersPerVisitor: 50,
} as const

/**
 * Email, as ordinary addresses are written: letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -
 * before the @, in dot-separated parts (john.smith, first.last+expo), then a domain of two or more
 * labels (company.com, mail.example.co.uk). Deliberately wider than spec §5's wording (letters,
 * digits, underscore or hyphen before the @), which refuses the most common business address
 * (docs/decisions.md, "Email addresses").
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/
/** Mainland mobile number: 11 digits, 1 then 3–9 (spec §5). */
const PHONE = /^1[3-9]\d{9}$/
/** Resident ID card: 15 or 18 digits; the 18th may be X (spec §5). */
const ID_CARD = /^(\d{15}|\d{18}|\d{17}[Xx])$/
/** A decimal number as a person types it: 42, -3.25, .5, 1e3. */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** null/undefined, or a string of nothing but whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === ''
}

/** null/undefined, '' , an empty array, map or set, or an object without own keys. */
export function isEmpty(value: unknown): boolean {
  if (value == null) return true
  if (typeof value === 'string') return value.length === 0
  if (Array.isArray(value)) return value.length === 0
  if (value instanceof Map || value instanceof Set) return value.size === 0
  if (typeof value === 'object') return Object.keys(value as object).length === 0
  return false
}

/** A finite number, or a string that is one (surrounding whitespace allowed, '' is not). */
export function isNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'string') return false
  const text = value.trim()
  return NUMBER.test(text) && Number.isFinite(Number(text))
}

export function isPhone(value: string | null | undefined): boolean {
  return value != null && PHONE.test(value.trim())
}

export function isIdCard(value: string | null | undefined): boolean {
  return value != null && ID_CARD.test(value.trim())
}

export function isEmail(value: string | null | undefined): boolean {
  if (value == null) return false
  const text = value.trim()
  return text.length <= LIMITS.emailMaxLength && EMAIL.test(text)
}

/** Characters as a person counts them (a Chinese character or an emoji is one). */
export function charCount(text: string): number {
  return Array.from(text).length
}

// ---------------------------------------------------------------------------------------------
// Plan email sharing (spec §5)
// ---------------------------------------------------------------------------------------------

export type PlanEmailRuleKey = 'mailboxEmpty' | 'invalidEmail' | 'privacyNotChecked' | 'emptyPlanShare'

export interface PlanEmailForm {
  email: string | null | undefined
  privacyChecked: boolean
  planEmpty: boolean
}

/** The first failing rule of the plan email form, in the spec's order; null when it may be sent. */
export function validatePlanEmail({ email, privacyChecked, planEmpty }: PlanEmailForm): PlanEmailRuleKey | null {
  if (isBlank(email)) return 'mailboxEmpty'
  if (!isEmail(email)) return 'invalidEmail'
  if (!privacyChecked) return 'privacyNotChecked'
  if (planEmpty) return 'emptyPlanShare'
  return null
}

// ---------------------------------------------------------------------------------------------
// RFQ post form (spec §5 table, in table order)
// ---------------------------------------------------------------------------------------------

export type RfqRuleKey =
  | 'descriptionRequired'
  | 'priceRequired'
  | 'priceMax'
  | 'priceInteger'
  | 'quantityRequired'
  | 'quantityMax'
  | 'quantityInteger'
  | 'messageRequired'
  | 'messageTooLong'
  | 'regionRequired'
  | 'contactRequired'
  | 'contactInfoRequired'
  | 'invalidMobile'
  | 'emailRequired'
  | 'invalidEmail'
  | 'pictureRequired'
  | 'codeRequired'
  | 'categoriesMax'

export interface RfqForm {
  description?: string | null
  /** the form's input text (or a number) */
  price?: string | number | null
  quantity?: string | number | null
  message?: string | null
  region?: string | null
  contact?: string | null
  /** the contact's mobile number */
  contactInfo?: string | null
  email?: string | null
  pictures?: readonly unknown[] | null
  code?: string | null
  categories?: readonly unknown[] | null
}

/** The fields of the RFQ form, in the order of the spec's table (and of the form). */
export type RfqField = keyof RfqForm
export const RFQ_FIELDS: readonly RfqField[] = [
  'description',
  'price',
  'quantity',
  'message',
  'region',
  'contact',
  'contactInfo',
  'email',
  'pictures',
  'code',
  'categories',
]

function blankAmount(value: string | number | null | undefined): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '')
}

/** The amount a price / quantity field holds; NaN when it is not a number. */
export function amountOf(value: string | number): number {
  return typeof value === 'number' ? value : isNumber(value) ? Number(value.trim()) : Number.NaN
}

/**
 * An amount's rule: required, at most LIMITS.maxAmount, a whole number that is not negative. Text
 * that is not a number at all ('abc') is reported as "enter an integer": it is what the visitor
 * must do.
 */
function amountRule(value: string | number | null | undefined): 'required' | 'max' | 'integer' | null {
  if (blankAmount(value)) return 'required'
  const amount = amountOf(value!)
  if (amount > LIMITS.maxAmount) return 'max'
  if (!Number.isInteger(amount) || amount < 0) return 'integer'
  return null
}

/**
 * The phone rule of a form: required, then a mainland mobile number. The RFQ form's contact
 * information and the verification-code button (src/components/code-button) both use it.
 */
export function phoneRule(value: string | null | undefined): 'contactInfoRequired' | 'invalidMobile' | null {
  if (isBlank(value)) return 'contactInfoRequired'
  if (!isPhone(value)) return 'invalidMobile'
  return null
}

/**
 * How many different ids a list holds: a list that names one category twice (a form encoder or a
 * client that repeats an id) is still one category, so it is counted once (3 and '3' are the same).
 */
function distinctCount(ids: readonly unknown[] | null | undefined): number {
  return new Set((ids ?? []).map(String)).size
}

const RFQ_FIELD_RULES: { [F in RfqField]: (form: RfqForm) => RfqRuleKey | null } = {
  description: (f) => (isBlank(f.description) ? 'descriptionRequired' : null),
  price: (f) => {
    const rule = amountRule(f.price)
    return rule === 'required' ? 'priceRequired' : rule === 'max' ? 'priceMax' : rule ? 'priceInteger' : null
  },
  quantity: (f) => {
    const rule = amountRule(f.quantity)
    return rule === 'required' ? 'quantityRequired' : rule === 'max' ? 'quantityMax' : rule ? 'quantityInteger' : null
  },
  message: (f) => {
    if (isBlank(f.message)) return 'messageRequired'
    return charCount(f.message!.trim()) > LIMITS.rfqMessageMaxChars ? 'messageTooLong' : null
  },
  region: (f) => (isBlank(f.region) ? 'regionRequired' : null),
  contact: (f) => (isBlank(f.contact) ? 'contactRequired' : null),
  contactInfo: (f) => phoneRule(f.contactInfo),
  email: (f) => {
    if (isBlank(f.email)) return 'emailRequired'
    return isEmail(f.email) ? null : 'invalidEmail'
  },
  pictures: (f) => (!f.pictures || f.pictures.length < 1 ? 'pictureRequired' : null),
  code: (f) => (isBlank(f.code) ? 'codeRequired' : null),
  categories: (f) => (distinctCount(f.categories) > LIMITS.rfqMaxCategories ? 'categoriesMax' : null),
}

/** The failing rule of one field of the RFQ form (checked as the visitor types); null when it is fine. */
export function validateRfqField(field: RfqField, form: RfqForm): RfqRuleKey | null {
  return RFQ_FIELD_RULES[field](form)
}

/** The first failing rule of the RFQ form, in the spec's table order; null when it may be posted. */
export function validateRfq(form: RfqForm): RfqRuleKey | null {
  for (const field of RFQ_FIELDS) {
    const refused = RFQ_FIELD_RULES[field](form)
    if (refused) return refused
  }
  return null
}

/** The field a rule belongs to (to show the server's refusal next to its field). */
export function rfqFieldOf(key: RfqRuleKey): RfqField {
  const prefix: Array<[string, RfqField]> = [
    ['description', 'description'],
    ['price', 'price'],
    ['quantity', 'quantity'],
    ['message', 'message'],
    ['region', 'region'],
    ['contactInfo', 'contactInfo'],
    ['invalidMobile', 'contactInfo'],
    ['contact', 'contact'],
    ['email', 'email'],
    ['invalidEmail', 'email'],
    ['picture', 'pictures'],
    ['code', 'code'],
    ['categories', 'categories'],
  ]
  return prefix.find(([p]) => key.startsWith(p))![1]
}

/** The two languages of the product (the app's Language, the server's too). */
export type RuleLanguage = 'ZH-CN' | 'EN'

/**
 * The messages of the RFQ form's rules, in both languages: the one copy the app's dictionaries
 * (t.rfq) and the server's answers use, so the visitor reads the same words whether the app or the
 * server refused. English is spec §5 word for word (its spelling included); the limits are
 * interpolated from LIMITS.
 */
export const RFQ_RULE_MESSAGES: Record<RuleLanguage, Record<RfqRuleKey, string>> = {
  EN: {
    descriptionRequired: 'Please fill in the description so that partners can meet your needs better!',
    priceRequired: 'Price cannot be empty!',
    priceMax: `Price cannot exceed the maximum value(${LIMITS.maxAmount}) !`,
    priceInteger: 'Please enter an integer for the price!',
    quantityRequired: 'Quantity cannot be empty!',
    quantityMax: `Quantity cannot exceed the maximum value(${LIMITS.maxAmount}) !`,
    quantityInteger: 'Please enter an integer for the quantity!',
    messageRequired: 'Message cannot be empty!',
    messageTooLong: `Message cannot be over ${LIMITS.rfqMessageMaxChars} characters!`,
    regionRequired: 'Region cannot be empty!',
    contactRequired: 'Contact cannot be empty!',
    contactInfoRequired: 'Contact infomation cannot be empty!',
    invalidMobile: 'Invalid mobile phone number!',
    emailRequired: 'Email address cannot be empty!',
    invalidEmail: 'Invalid Email address!',
    pictureRequired: 'Please select at least one picture!',
    codeRequired: 'Verification code cannot be empty!',
    categoriesMax: `Category quantity cannot be over ${LIMITS.rfqMaxCategories}!`,
  },
  'ZH-CN': {
    descriptionRequired: '请填写需求描述，以便合作伙伴更好地满足您的需求！',
    priceRequired: '价格不能为空！',
    priceMax: `价格不能超过最大值(${LIMITS.maxAmount})！`,
    priceInteger: '价格请输入整数！',
    quantityRequired: '数量不能为空！',
    quantityMax: `数量不能超过最大值(${LIMITS.maxAmount})！`,
    quantityInteger: '数量请输入整数！',
    messageRequired: '留言不能为空！',
    messageTooLong: `留言不能超过${LIMITS.rfqMessageMaxChars}个字符！`,
    regionRequired: '地区不能为空！',
    contactRequired: '联系人不能为空！',
    contactInfoRequired: '联系方式不能为空！',
    invalidMobile: '手机号码无效！',
    emailRequired: '邮箱地址不能为空！',
    invalidEmail: '邮箱地址无效！',
    pictureRequired: '请至少选择一张图片！',
    codeRequired: '验证码不能为空！',
    categoriesMax: `类别数量不能超过${LIMITS.rfqMaxCategories}个！`,
  },
}

/** A seller's message to the buyer of an RFQ (sendMessage): the message sheet and the server. */
export type RfqReplyRuleKey = 'messageEmpty' | 'messageTooLong'

/** Not empty, not only whitespace, at most LIMITS.chatMessageMaxChars characters (trimmed). */
export function validateRfqReply(content: string | null | undefined): RfqReplyRuleKey | null {
  if (isBlank(content)) return 'messageEmpty'
  return charCount(content!.trim()) > LIMITS.chatMessageMaxChars ? 'messageTooLong' : null
}

/** The messages of the reply rule, in both languages: the sheet shows them, the server answers them. */
export const RFQ_REPLY_MESSAGES: Record<RuleLanguage, Record<RfqReplyRuleKey, string>> = {
  EN: {
    messageEmpty: 'Message cannot be empty!',
    messageTooLong: `Message cannot be over ${LIMITS.chatMessageMaxChars} characters!`,
  },
  'ZH-CN': {
    messageEmpty: '留言不能为空！',
    messageTooLong: `留言不能超过${LIMITS.chatMessageMaxChars}个字符！`,
  },
}

// ---------------------------------------------------------------------------------------------
// Exhibitor self-service: the company and product edit forms (issue 14; docs/decisions.md)
// ---------------------------------------------------------------------------------------------

/** Bounds of what an exhibitor may write (the server refuses more; the form counts as they type). */
export const EDIT_LIMITS = {
  nameMaxChars: 100,
  introMaxChars: 2000,
  mainProductMaxChars: 300,
  addressMaxChars: 200,
  websiteMaxChars: 300,
  telMaxChars: 40,
  /** categories of one exhibitor or product */
  maxCategories: 6,
  /** tags of one exhibitor */
  maxTags: 6,
  /** pictures of one product; the first is its cover */
  maxProductPictures: 9,
} as const

export type EditRuleKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'introTooLong'
  | 'mainProductTooLong'
  | 'addressTooLong'
  | 'invalidEmail'
  | 'invalidWebsite'
  | 'invalidTel'
  | 'invalidFax'
  | 'logoRequired'
  | 'categoriesMax'
  | 'tagsMax'
  | 'pictureRequired'
  | 'picturesMax'

/** A website as exhibitors write it: http(s), a host with a dot, no spaces. */
const WEBSITE = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/
/** A landline or fax: digits with the usual separators, an optional + and extension; 5–20 digits. */
const TEL = /^\+?[\d\s()-]+((ext\.?|x|转|-)\s*\d{1,6})?$/i

export function isWebsite(value: string | null | undefined): boolean {
  if (value == null) return false
  const text = value.trim()
  return text.length <= EDIT_LIMITS.websiteMaxChars && WEBSITE.test(text)
}

export function isTel(value: string | null | undefined): boolean {
  if (value == null) return false
  const text = value.trim()
  const digits = text.replace(/\D/g, '').length
  return text.length <= EDIT_LIMITS.telMaxChars && TEL.test(text) && digits >= 5 && digits <= 20
}

/** The company form: every field an exhibitor may change (hall and stand are the organiser's). */
export interface ExhibitorEditForm {
  nameZh: string
  nameEn: string
  introductionZh: string
  introductionEn: string
  mainProductZh: string
  mainProductEn: string
  addressZh: string
  addressEn: string
  contactEmail: string
  website: string
  tel: string
  fax: string
  logo: string
  categoryIds: readonly number[]
  tagIds: readonly number[]
}
export type ExhibitorEditField = keyof ExhibitorEditForm

/** The product form. */
export interface ProductEditForm {
  nameZh: string
  nameEn: string
  introductionZh: string
  introductionEn: string
  categoryIds: readonly number[]
  pictures: readonly string[]
}
export type ProductEditField = keyof ProductEditForm

const tooLong = (value: string | null | undefined, max: number) => value != null && charCount(value.trim()) > max
const optional = (value: string | null | undefined, ok: (v: string) => boolean) => isBlank(value) || ok(value!)

/**
 * The Chinese name is required; the English one may be left blank (visitors in English then read
 * the Chinese: the form flags it, docs/decisions.md). Every other text is optional and bounded.
 */
const EXHIBITOR_RULES: { [F in ExhibitorEditField]: (f: Partial<ExhibitorEditForm>) => EditRuleKey | null } = {
  nameZh: (f) =>
    isBlank(f.nameZh) ? 'nameRequired' : tooLong(f.nameZh, EDIT_LIMITS.nameMaxChars) ? 'nameTooLong' : null,
  nameEn: (f) => (tooLong(f.nameEn, EDIT_LIMITS.nameMaxChars) ? 'nameTooLong' : null),
  introductionZh: (f) => (tooLong(f.introductionZh, EDIT_LIMITS.introMaxChars) ? 'introTooLong' : null),
  introductionEn: (f) => (tooLong(f.introductionEn, EDIT_LIMITS.introMaxChars) ? 'introTooLong' : null),
  mainProductZh: (f) => (tooLong(f.mainProductZh, EDIT_LIMITS.mainProductMaxChars) ? 'mainProductTooLong' : null),
  mainProductEn: (f) => (tooLong(f.mainProductEn, EDIT_LIMITS.mainProductMaxChars) ? 'mainProductTooLong' : null),
  addressZh: (f) => (tooLong(f.addressZh, EDIT_LIMITS.addressMaxChars) ? 'addressTooLong' : null),
  addressEn: (f) => (tooLong(f.addressEn, EDIT_LIMITS.addressMaxChars) ? 'addressTooLong' : null),
  contactEmail: (f) => (optional(f.contactEmail, isEmail) ? null : 'invalidEmail'),
  website: (f) => (optional(f.website, isWebsite) ? null : 'invalidWebsite'),
  tel: (f) => (optional(f.tel, isTel) ? null : 'invalidTel'),
  fax: (f) => (optional(f.fax, isTel) ? null : 'invalidFax'),
  logo: (f) => (isBlank(f.logo) ? 'logoRequired' : null),
  categoryIds: (f) => ((f.categoryIds?.length ?? 0) > EDIT_LIMITS.maxCategories ? 'categoriesMax' : null),
  tagIds: (f) => ((f.tagIds?.length ?? 0) > EDIT_LIMITS.maxTags ? 'tagsMax' : null),
}

const PRODUCT_RULES: { [F in ProductEditField]: (f: Partial<ProductEditForm>) => EditRuleKey | null } = {
  nameZh: EXHIBITOR_RULES.nameZh as (f: Partial<ProductEditForm>) => EditRuleKey | null,
  nameEn: EXHIBITOR_RULES.nameEn as (f: Partial<ProductEditForm>) => EditRuleKey | null,
  introductionZh: EXHIBITOR_RULES.introductionZh as (f: Partial<ProductEditForm>) => EditRuleKey | null,
  introductionEn: EXHIBITOR_RULES.introductionEn as (f: Partial<ProductEditForm>) => EditRuleKey | null,
  categoryIds: (f) => ((f.categoryIds?.length ?? 0) > EDIT_LIMITS.maxCategories ? 'categoriesMax' : null),
  pictures: (f) => {
    const n = f.pictures?.length ?? 0
    return n < 1 ? 'pictureRequired' : n > EDIT_LIMITS.maxProductPictures ? 'picturesMax' : null
  },
}

export const EXHIBITOR_EDIT_FIELDS = Object.keys(EXHIBITOR_RULES) as ExhibitorEditField[]
export const PRODUCT_EDIT_FIELDS = Object.keys(PRODUCT_RULES) as ProductEditField[]

/** One field of the company form (checked as the exhibitor types); null when it is fine. */
export function validateExhibitorField(
  field: ExhibitorEditField,
  form: Partial<ExhibitorEditForm>,
): EditRuleKey | null {
  return EXHIBITOR_RULES[field](form)
}
export function validateProductField(field: ProductEditField, form: Partial<ProductEditForm>): EditRuleKey | null {
  return PRODUCT_RULES[field](form)
}

/** Every failing field of a form: the app shows each by its field; the server answers the first. */
export function exhibitorEditErrors(
  form: Partial<ExhibitorEditForm>,
): Partial<Record<ExhibitorEditField, EditRuleKey>> {
  const out: Partial<Record<ExhibitorEditField, EditRuleKey>> = {}
  for (const field of EXHIBITOR_EDIT_FIELDS) {
    const refused = EXHIBITOR_RULES[field](form)
    if (refused) out[field] = refused
  }
  return out
}
export function productEditErrors(form: Partial<ProductEditForm>): Partial<Record<ProductEditField, EditRuleKey>> {
  const out: Partial<Record<ProductEditField, EditRuleKey>> = {}
  for (const field of PRODUCT_EDIT_FIELDS) {
    const refused = PRODUCT_RULES[field](form)
    if (refused) out[field] = refused
  }
  return out
}

/** The bilingual pairs of the forms whose English text is missing while the Chinese one is written. */
export function missingEnglish<F extends object>(form: F, pairs: ReadonlyArray<[keyof F, keyof F]>): Array<keyof F> {
  const text = (k: keyof F) => (typeof form[k] === 'string' ? (form[k] as string) : '')
  return pairs.filter(([zh, en]) => !isBlank(text(zh)) && isBlank(text(en))).map(([, en]) => en)
}

/** The messages of the edit forms' rules, in both languages (app and server). */
export const EDIT_RULE_MESSAGES: Record<RuleLanguage, Record<EditRuleKey, string>> = {
  EN: {
    nameRequired: 'Please enter the Chinese name',
    nameTooLong: `A name cannot be over ${EDIT_LIMITS.nameMaxChars} characters`,
    introTooLong: `The introduction cannot be over ${EDIT_LIMITS.introMaxChars} characters`,
    mainProductTooLong: `Main products cannot be over ${EDIT_LIMITS.mainProductMaxChars} characters`,
    addressTooLong: `The address cannot be over ${EDIT_LIMITS.addressMaxChars} characters`,
    invalidEmail: 'Invalid Email address!',
    invalidWebsite: 'Please enter a website starting with http:// or https://',
    invalidTel: 'Please enter a valid telephone number (digits, spaces, +, - and brackets)',
    invalidFax: 'Please enter a valid fax number (digits, spaces, +, - and brackets)',
    logoRequired: 'Please choose a logo',
    categoriesMax: `Category quantity cannot be over ${EDIT_LIMITS.maxCategories}!`,
    tagsMax: `At most ${EDIT_LIMITS.maxTags} tags`,
    pictureRequired: 'Please select at least one picture!',
    picturesMax: `At most ${EDIT_LIMITS.maxProductPictures} pictures`,
  },
  'ZH-CN': {
    nameRequired: '请填写中文名称',
    nameTooLong: `名称不能超过${EDIT_LIMITS.nameMaxChars}个字符`,
    introTooLong: `简介不能超过${EDIT_LIMITS.introMaxChars}个字符`,
    mainProductTooLong: `主营产品不能超过${EDIT_LIMITS.mainProductMaxChars}个字符`,
    addressTooLong: `地址不能超过${EDIT_LIMITS.addressMaxChars}个字符`,
    invalidEmail: '邮箱地址无效！',
    invalidWebsite: '请填写以 http:// 或 https:// 开头的网址',
    invalidTel: '请填写有效的电话号码（数字、空格、+、- 和括号）',
    invalidFax: '请填写有效的传真号码（数字、空格、+、- 和括号）',
    logoRequired: '请选择标志图片',
    categoriesMax: `类别数量不能超过${EDIT_LIMITS.maxCategories}个！`,
    tagsMax: `标签不能超过${EDIT_LIMITS.maxTags}个`,
    pictureRequired: '请至少选择一张图片！',
    picturesMax: `图片不能超过${EDIT_LIMITS.maxProductPictures}张`,
  },
}

/** Matchmaking (issue 12): the card a visitor joins with, and a chat message between matches. */
export const MATCH_LIMITS = {
  nameMaxChars: 40,
  companyMaxChars: 80,
  positionMaxChars: 40,
  countryMaxChars: 40,
  /** interests are chosen from the edition's top-level categories */
  maxInterests: 6,
  lookingForMaxChars: 200,
  /** what a mutual match sees when chat is off (phone, WeChat id, email: the visitor's choice) */
  contactMaxChars: 80,
  /** a chat message, counted as a person counts characters */
  chatMessageMaxChars: 1000,
} as const

export type MatchCardRuleKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'companyRequired'
  | 'companyTooLong'
  | 'positionRequired'
  | 'positionTooLong'
  | 'countryRequired'
  | 'countryTooLong'
  | 'interestsRequired'
  | 'interestsMax'
  | 'lookingForTooLong'
  | 'contactTooLong'

export interface MatchCardForm {
  name?: string | null
  company?: string | null
  position?: string | null
  country?: string | null
  interests?: readonly unknown[] | null
  lookingFor?: string | null
  contact?: string | null
}

/** The first failing rule of the matchmaking card, in the form's order; null when it may be saved. */
export function validateMatchCard(form: MatchCardForm): MatchCardRuleKey | null {
  const text = (value: string | null | undefined) => (value ?? '').trim()
  const fields = [
    ['name', MATCH_LIMITS.nameMaxChars],
    ['company', MATCH_LIMITS.companyMaxChars],
    ['position', MATCH_LIMITS.positionMaxChars],
    ['country', MATCH_LIMITS.countryMaxChars],
  ] as const
  for (const [field, max] of fields) {
    if (isBlank(form[field])) return `${field}Required`
    if (charCount(text(form[field])) > max) return `${field}TooLong`
  }
  const interests = form.interests?.length ?? 0
  if (interests < 1) return 'interestsRequired'
  if (interests > MATCH_LIMITS.maxInterests) return 'interestsMax'
  if (charCount(text(form.lookingFor)) > MATCH_LIMITS.lookingForMaxChars) return 'lookingForTooLong'
  if (charCount(text(form.contact)) > MATCH_LIMITS.contactMaxChars) return 'contactTooLong'
  return null
}

export type ChatMessageRuleKey = 'chatEmpty' | 'chatTooLong'

/** A chat message: not empty, not only whitespace, at most MATCH_LIMITS.chatMessageMaxChars characters. */
export function validateChatMessage(content: string | null | undefined): ChatMessageRuleKey | null {
  if (isBlank(content)) return 'chatEmpty'
  if (charCount(content!.trim()) > MATCH_LIMITS.chatMessageMaxChars) return 'chatTooLong'
  return null
}

// ---------------------------------------------------------------------------------------------
// Visitor pre-registration and booth booking (issue 15): the phone follows spec §5, the code is
// the SMS verification code, text fields are bounded so a badge and an email stay readable.
// ---------------------------------------------------------------------------------------------

export const FORM_LIMITS = {
  /** a person's or a company's name, a position */
  nameMaxChars: 50,
  companyMaxChars: 100,
  positionMaxChars: 50,
  /** interests chosen from the category tree */
  maxInterests: 6,
} as const

export const VISITOR_TYPES = ['trade', 'buyer', 'media', 'student', 'other'] as const

export type VisitRuleKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'companyRequired'
  | 'companyTooLong'
  | 'positionRequired'
  | 'positionTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'codeRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'visitorTypeRequired'
  | 'interestsRequired'
  | 'interestsTooMany'

export interface VisitForm {
  name?: string | null
  company?: string | null
  position?: string | null
  phone?: string | null
  code?: string | null
  email?: string | null
  visitorType?: string | null
  interests?: readonly unknown[] | null
}

/** A failing rule and the field it is about (the form marks that field). */
export interface FieldRule<K extends string, F extends string> {
  field: F
  key: K
}

function textRule(value: string | null | undefined, max: number): 'required' | 'tooLong' | null {
  if (isBlank(value)) return 'required'
  return charCount(value!.trim()) > max ? 'tooLong' : null
}

/** The first failing rule of the pre-registration form, top to bottom; null when it may be sent. */
export function validateVisit(form: VisitForm): FieldRule<VisitRuleKey, keyof VisitForm> | null {
  const name = textRule(form.name, FORM_LIMITS.nameMaxChars)
  if (name) return { field: 'name', key: name === 'required' ? 'nameRequired' : 'nameTooLong' }
  const company = textRule(form.company, FORM_LIMITS.companyMaxChars)
  if (company) return { field: 'company', key: company === 'required' ? 'companyRequired' : 'companyTooLong' }
  const position = textRule(form.position, FORM_LIMITS.positionMaxChars)
  if (position) return { field: 'position', key: position === 'required' ? 'positionRequired' : 'positionTooLong' }
  if (isBlank(form.phone)) return { field: 'phone', key: 'phoneRequired' }
  if (!isPhone(form.phone)) return { field: 'phone', key: 'phoneInvalid' }
  if (isBlank(form.code)) return { field: 'code', key: 'codeRequired' }
  if (isBlank(form.email)) return { field: 'email', key: 'emailRequired' }
  if (!isEmail(form.email)) return { field: 'email', key: 'emailInvalid' }
  if (!form.visitorType || !(VISITOR_TYPES as readonly string[]).includes(form.visitorType))
    return { field: 'visitorType', key: 'visitorTypeRequired' }
  if (!form.interests || form.interests.length < 1) return { field: 'interests', key: 'interestsRequired' }
  if (form.interests.length > FORM_LIMITS.maxInterests) return { field: 'interests', key: 'interestsTooMany' }
  return null
}

export type BookingRuleKey =
  | 'standRequired'
  | 'companyRequired'
  | 'companyTooLong'
  | 'contactRequired'
  | 'contactTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'codeRequired'

export interface BookingForm {
  standCode?: string | null
  company?: string | null
  contact?: string | null
  phone?: string | null
  code?: string | null
}

/** The first failing rule of the booth booking form; null when it may be sent. */
export function validateBooking(form: BookingForm): FieldRule<BookingRuleKey, keyof BookingForm> | null {
  if (isBlank(form.standCode)) return { field: 'standCode', key: 'standRequired' }
  const company = textRule(form.company, FORM_LIMITS.companyMaxChars)
  if (company) return { field: 'company', key: company === 'required' ? 'companyRequired' : 'companyTooLong' }
  const contact = textRule(form.contact, FORM_LIMITS.nameMaxChars)
  if (contact) return { field: 'contact', key: contact === 'required' ? 'contactRequired' : 'contactTooLong' }
  if (isBlank(form.phone)) return { field: 'phone', key: 'phoneRequired' }
  if (!isPhone(form.phone)) return { field: 'phone', key: 'phoneInvalid' }
  if (isBlank(form.code)) return { field: 'code', key: 'codeRequired' }
  return null
}

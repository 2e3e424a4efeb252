/** The RFQ post form and a seller's reply (spec §5): the enquiry pool's rules and their messages. Part of the shared rules (rules/index.ts). */
import { charCount, isBlank, isEmail, isNumber, isPhone, LIMITS, type RuleLanguage } from './core'
import { isMobile } from './phone'

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

/**
 * Digits grouped in threes by commas, as amounts are written in both languages ("12,000",
 * "1,250,000"; a full-width comma too, as a Chinese keyboard types it). Only whole groups: "12,00"
 * is a mistake, not twelve hundred.
 */
const GROUPED = /^[+-]?\d{1,3}([,，]\d{3})+(\.\d*)?$/

/** The amount a price / quantity field holds; NaN when it is not a number. */
export function amountOf(value: string | number): number {
  if (typeof value === 'number') return value
  const text = value.trim()
  const plain = GROUPED.test(text) ? text.replace(/[,，]/g, '') : text
  return isNumber(plain) ? Number(plain) : Number.NaN
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
 * The phone rule of a form: required, then a mainland mobile number. The verification-code button
 * (src/components/code-button) uses it for the forms that verify a mainland phone.
 */
export function phoneRule(value: string | null | undefined): 'contactInfoRequired' | 'invalidMobile' | null {
  if (isBlank(value)) return 'contactInfoRequired'
  if (!isPhone(value)) return 'invalidMobile'
  return null
}

/**
 * The RFQ's mobile rule: required, then a mainland number (spec §5) or, from abroad, an E.164 one
 * (rules/phone.ts). The form, its code button and the server use it.
 */
export function mobileRule(value: string | null | undefined): 'contactInfoRequired' | 'invalidMobile' | null {
  if (isBlank(value)) return 'contactInfoRequired'
  if (!isMobile(value)) return 'invalidMobile'
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
  contactInfo: (f) => mobileRule(f.contactInfo),
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

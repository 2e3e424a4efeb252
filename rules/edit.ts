/** Exhibitor self-service: the company and product edit forms. Part of the shared rules (rules/index.ts). */
import { charCount, isBlank, isEmail, type RuleLanguage } from './core'

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

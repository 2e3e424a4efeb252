import { makeAutoObservable, runInAction } from 'mobx'
import type { EnquiryPostBody, Id } from '../../../types/api'
import type { BaseLang, Language } from '../../i18n'
import type { KeyValueStorage } from '../../stores/types'
import {
  LIMITS,
  normalizeMobile,
  RFQ_FIELDS,
  RFQ_RULE_MESSAGES,
  rfqFieldOf,
  validateRfq,
  validateRfqField,
  type RfqField,
  type RfqForm,
  type RfqRuleKey,
} from '../../../rules'
import type { ConsultApi } from './consult-api'
import {
  DraftStorage,
  emptyDraft,
  readContact,
  sameContact,
  writeContact,
  type ChosenCategory,
  type ContactOnFile,
  type PostTarget,
  type RfqDraft,
} from './draft'
import './words'
import '../../i18n/sections/rfq'

/** The text fields of the form (pictures and categories have their own controls). */
export type TextField = Exclude<keyof RfqDraft, 'pictures' | 'categories'>

export type SubmitResult =
  /** a rule refused (its message is on its field; the first is toasted) */
  | { kind: 'invalid'; key: RfqRuleKey }
  /** pictures are still on their way, or the post is (a second tap): each is said in its words */
  | { kind: 'busy'; reason: 'uploading' | 'posting' }
  /** an enquiry to an exhibitor without the separate consent to give it the contact details */
  | { kind: 'consentRequired' }
  | { kind: 'posted'; id: Id; direct: boolean }
  /** the server refused or could not be reached: everything stays */
  | { kind: 'failed'; reason: string }

export interface PostFormDeps {
  api: Pick<ConsultApi, 'post'>
  storage: KeyValueStorage
  userId: string
  target: PostTarget
  language: () => Language
  t: () => BaseLang
  /** the host's confirm dialog */
  confirm: (message: string, options: { confirmText: string; cancelText: string }) => Promise<boolean>
}

/**
 * The RFQ form (/consult/post): its values, checked field by field with the shared rules as the
 * visitor types (a field speaks once touched; all of them after a submit), kept as a draft on the
 * device after every change until the RFQ is posted, the contact details on file (§8), and the post.
 */
export class PostFormStore {
  values: RfqDraft
  /** fields the visitor has edited or left */
  touched = new Set<RfqField>()
  submitted = false
  /** a refusal the server gave for a field (the same words the rule gives here) */
  serverError: { field: RfqField; message: string } | null = null
  uploading = false
  posting = false
  /**
   * The separate consent (issue 23): show the number to sellers who write (a general RFQ, optional)
   * or give the contact details to the exhibitor (required). Never kept in the draft: it is given
   * for this post, unticked each time.
   */
  shareContact = false
  /** the contact details were filled from the ones on file ('Contact information found') */
  readonly contactFound: boolean
  private readonly drafts: DraftStorage
  private readonly onFile: ContactOnFile | null

  constructor(private readonly deps: PostFormDeps) {
    this.drafts = new DraftStorage(deps.storage, deps.userId)
    this.onFile = readContact(deps.storage, deps.userId)
    const draft = this.drafts.load(deps.target) ?? emptyDraft()
    const noContactYet = !draft.contact && !draft.contactInfo && !draft.email
    this.contactFound = !!this.onFile && noContactYet
    if (this.contactFound) Object.assign(draft, this.onFile)
    this.values = draft
    makeAutoObservable<PostFormStore, 'deps' | 'drafts' | 'onFile'>(this, {
      deps: false,
      drafts: false,
      onFile: false,
    })
  }

  get target(): PostTarget {
    return this.deps.target
  }

  /** The values as the shared rules read them. */
  get form(): RfqForm {
    const v = this.values
    return { ...v, pictures: v.pictures, categories: v.categories.map((c) => c.id) }
  }

  /** The failing rule of each field that speaks now (touched, or everything after a submit). */
  get errors(): Partial<Record<RfqField, RfqRuleKey>> {
    const out: Partial<Record<RfqField, RfqRuleKey>> = {}
    for (const field of RFQ_FIELDS) {
      if (!this.submitted && !this.touched.has(field)) continue
      const key = validateRfqField(field, this.form)
      if (key) out[field] = key
    }
    return out
  }

  /** The message shown under a field, in the visitor's language (a rule's, or the server's). */
  message(field: RfqField): string | undefined {
    const key = this.errors[field]
    if (key) return RFQ_RULE_MESSAGES[this.deps.language()][key]
    return this.serverError?.field === field ? this.serverError.message : undefined
  }

  set(field: TextField, value: string): void {
    this.values[field] = value
    this.touched.add(field)
    if (this.serverError?.field === field) this.serverError = null
    this.save()
  }

  /** A starting text (the product an RFQ from a product page is about), only into an empty field. */
  prefillDescription(text: string): void {
    if (this.values.description.trim() || this.touched.has('description')) return
    this.values.description = text
    this.save()
  }

  /** the visitor left a field: it speaks from now on, even if nothing was typed */
  touch(field: RfqField): void {
    this.touched.add(field)
  }

  setPictures(pictures: string[]): void {
    this.values.pictures = pictures
    this.touched.add('pictures')
    if (this.serverError?.field === 'pictures') this.serverError = null
    this.save()
  }

  setShareContact(share: boolean): void {
    this.shareContact = share
  }

  setUploading(uploading: boolean): void {
    this.uploading = uploading
  }

  isChosen(id: Id): boolean {
    return this.values.categories.some((c) => c.id === id)
  }

  /**
   * Chooses or un-chooses a category. The 7th is refused: 'categoriesMax' (the caller shows 'Category
   * quantity cannot be over 6!') and nothing changes.
   */
  toggleCategory(category: ChosenCategory): 'categoriesMax' | null {
    if (this.isChosen(category.id)) {
      this.values.categories = this.values.categories.filter((c) => c.id !== category.id)
    } else {
      if (this.values.categories.length >= LIMITS.rfqMaxCategories) return 'categoriesMax'
      this.values.categories = [...this.values.categories, { id: category.id, label: category.label }]
    }
    this.touched.add('categories')
    this.save()
    return null
  }

  removeCategory(id: Id): void {
    this.values.categories = this.values.categories.filter((c) => c.id !== id)
    this.save()
  }

  private save(): void {
    this.drafts.save(this.deps.target, this.values)
  }

  /**
   * Checks every rule, then (when the contact details differ from the ones on file) asks whether
   * to update them, then posts. On success the draft is gone and the contact details are on file;
   * on any failure everything typed and uploaded stays.
   */
  async submit(): Promise<SubmitResult> {
    // a second tap while the post is on its way: nothing to check again, nothing to send twice
    if (this.posting) return { kind: 'busy', reason: 'posting' }
    this.submitted = true
    const refused = validateRfq(this.form)
    if (refused) return { kind: 'invalid', key: refused }
    if (this.deps.target.companyProfileId && !this.shareContact) return { kind: 'consentRequired' }
    if (this.uploading) return { kind: 'busy', reason: 'uploading' }
    const v = this.values
    const typed: ContactOnFile = { contact: v.contact.trim(), contactInfo: v.contactInfo.trim(), email: v.email.trim() }
    let keepOnFile = true
    if (this.onFile && !sameContact(this.onFile, typed)) {
      const t = this.deps.t()
      keepOnFile = await this.deps.confirm(t.rfq.confirmUpdateContact, {
        confirmText: t.consult.updateContact,
        cancelText: t.consult.keepContact,
      })
    }
    this.posting = true
    const { companyProfileId, productId } = this.deps.target
    const body: EnquiryPostBody = {
      description: v.description,
      price: v.price.trim(),
      quantity: v.quantity.trim(),
      message: v.message,
      region: v.region,
      contact: v.contact,
      // one form per number (11 digits, or E.164 from abroad), as the server keeps it
      contactInfo: normalizeMobile(v.contactInfo) ?? v.contactInfo.trim(),
      email: v.email.trim(),
      pictureList: [...v.pictures],
      verifyCode: v.code.trim(),
      categories: v.categories.map((c) => c.id),
      ...(companyProfileId ? { companyProfileId } : {}),
      ...(companyProfileId && productId ? { productId } : {}),
      ...(this.shareContact ? { shareContact: 1 as const } : {}),
    }
    try {
      const result = await this.deps.api.post(body)
      runInAction(() => {
        this.posting = false
        this.drafts.clear(this.deps.target)
        if (keepOnFile || !this.onFile) writeContact(this.deps.storage, this.deps.userId, typed)
      })
      return { kind: 'posted', id: result.id, direct: !!companyProfileId }
    } catch (error) {
      const reason = error instanceof Error ? error.message : ''
      runInAction(() => {
        this.posting = false
        this.serverError = this.fieldOfMessage(reason)
      })
      return { kind: 'failed', reason }
    }
  }

  /** A server refusal in the words of one of the form's rules belongs next to that field. */
  private fieldOfMessage(message: string): { field: RfqField; message: string } | null {
    const messages = RFQ_RULE_MESSAGES[this.deps.language()]
    const key = (Object.keys(messages) as RfqRuleKey[]).find((k) => messages[k] === message)
    if (key) return { field: rfqFieldOf(key), message }
    // the server's code refusals ('The verification code is incorrect', expired, too many tries)
    if (/code|验证码/i.test(message)) return { field: 'code', message }
    return null
  }
}

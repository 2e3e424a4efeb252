import type { Id } from '../../../types/api'
import type { KeyValueStorage } from '../../stores/types'

/** Who an RFQ is for: the pool (general), or an exhibitor (from its page), about one of its products. */
export interface PostTarget {
  companyProfileId?: Id
  productId?: Id
}

/** A chosen category, with its name in the language it was chosen in (to show it without a request). */
export interface ChosenCategory {
  id: Id
  label: string
}

/** Everything the RFQ form holds: what the visitor typed, uploaded and chose. */
export interface RfqDraft {
  description: string
  price: string
  quantity: string
  message: string
  region: string
  contact: string
  contactInfo: string
  email: string
  code: string
  pictures: string[]
  categories: ChosenCategory[]
}

export function emptyDraft(): RfqDraft {
  return {
    description: '',
    price: '',
    quantity: '',
    message: '',
    region: '',
    contact: '',
    contactInfo: '',
    email: '',
    code: '',
    pictures: [],
    categories: [],
  }
}

/** Where a target's draft is kept (one per target: a general RFQ, or one per exhibitor / product). */
export const DRAFT_KEY = '__rfqDraft__'
/** The device's last contact details for RFQs (contact, number, email): offered on the next form. */
export const CONTACT_KEY = '__rfqContact__'
/**
 * The countdown of the form's verification code (src/components/code-button): one record on the
 * device, kept with the visitor id it belongs to (the code button's owner) like the draft and the
 * contact, so another visitor on the device neither sees that number nor waits on its countdown.
 */
export const CODE_KEY = '__rfqCode__'

export function targetKey(target: PostTarget): string {
  if (!target.companyProfileId) return 'general'
  return target.productId ? `c${target.companyProfileId}p${target.productId}` : `c${target.companyProfileId}`
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** A draft read back: anything missing or malformed is empty, never an error. */
function parseDraft(raw: unknown): RfqDraft | null {
  if (!raw || typeof raw !== 'object') return null
  const d = raw as Record<string, unknown>
  const base = emptyDraft()
  for (const k of ['description', 'price', 'quantity', 'message', 'region', 'contact', 'contactInfo', 'email', 'code'])
    (base as unknown as Record<string, string>)[k] = text(d[k])
  base.pictures = Array.isArray(d.pictures) ? d.pictures.filter((p): p is string => typeof p === 'string') : []
  base.categories = Array.isArray(d.categories)
    ? d.categories
        .filter(
          (c): c is ChosenCategory =>
            !!c && typeof (c as ChosenCategory).id === 'number' && typeof (c as ChosenCategory).label === 'string',
        )
        .map((c) => ({ id: c.id, label: c.label }))
    : []
  return base
}

interface DraftFile {
  userId: string
  drafts: Record<string, RfqDraft>
}

/**
 * The form's drafts on the device (platform storage), kept on every change until the RFQ is posted,
 * so a failed post, a reload or an app restart loses nothing. They belong to the visitor who typed
 * them: another visitor on the device starts empty.
 */
export class DraftStorage {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly userId: string,
  ) {}

  private read(): DraftFile {
    try {
      const file = JSON.parse(this.storage.getStorage(DRAFT_KEY) ?? 'null') as DraftFile | null
      if (file && file.userId === this.userId && file.drafts && typeof file.drafts === 'object') return file
    } catch {
      // unreadable: start again
    }
    return { userId: this.userId, drafts: {} }
  }

  load(target: PostTarget): RfqDraft | null {
    return parseDraft(this.read().drafts[targetKey(target)])
  }

  save(target: PostTarget, draft: RfqDraft): void {
    const file = this.read()
    file.drafts[targetKey(target)] = draft
    this.storage.setStorage(DRAFT_KEY, JSON.stringify(file))
  }

  clear(target: PostTarget): void {
    const file = this.read()
    delete file.drafts[targetKey(target)]
    this.storage.setStorage(DRAFT_KEY, JSON.stringify(file))
  }
}

/** The contact details on file (the last posted RFQ's), for this visitor. */
export interface ContactOnFile {
  contact: string
  contactInfo: string
  email: string
}

export function readContact(storage: KeyValueStorage, userId: string): ContactOnFile | null {
  try {
    const v = JSON.parse(storage.getStorage(CONTACT_KEY) ?? 'null') as (ContactOnFile & { userId?: string }) | null
    if (!v || v.userId !== userId) return null
    const c = { contact: text(v.contact), contactInfo: text(v.contactInfo), email: text(v.email) }
    return c.contact || c.contactInfo || c.email ? c : null
  } catch {
    return null
  }
}

export function writeContact(storage: KeyValueStorage, userId: string, contact: ContactOnFile): void {
  storage.setStorage(CONTACT_KEY, JSON.stringify({ userId, ...contact }))
}

export function sameContact(a: ContactOnFile, b: ContactOnFile): boolean {
  return (
    a.contact.trim() === b.contact.trim() &&
    a.contactInfo.trim() === b.contactInfo.trim() &&
    a.email.trim().toLowerCase() === b.email.trim().toLowerCase()
  )
}

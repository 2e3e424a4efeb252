import { makeAutoObservable } from 'mobx'
import type { OrganiserContact, VerifyPhoneResult } from '../../types/api'
import type { RootStore } from './root-store'
import type { KeyValueStorage } from './types'

/** Where the visitor's edit grant is kept (it belongs to the visitor id it was issued to). */
export const CERTIFICATION_STORAGE_KEY = '__phoneCertification__'

export interface EditGrant {
  editToken: string
  /** epoch ms */
  expiresAt: number
  companyProfileIds: number[]
  maskedPhone: string
  organiser: OrganiserContact
  /** the visitor id it was issued to: another visitor on this device has no grant */
  userId: string
}

/**
 * The visitor's proven phone (spec §1, §4; issue 14): the grant the server issued after an SMS code
 * or WeChat's phone-number button, kept in storage until it expires, and the one action that waits
 * for it (a mini-program collect sent to phone certification completes when the visitor returns).
 */
export class CertificationStore {
  grant: EditGrant | null
  /** now, as far as expiry goes (ticks when read through `refresh`) */
  private now = Date.now()
  private deferred: (() => Promise<void>) | null = null

  constructor(
    private readonly root: RootStore,
    private readonly storage: KeyValueStorage,
  ) {
    this.grant = parse(storage.getStorage(CERTIFICATION_STORAGE_KEY))
    makeAutoObservable<CertificationStore, 'root' | 'storage' | 'deferred'>(this, {
      root: false,
      storage: false,
      deferred: false,
    })
  }

  /** A grant for this visitor that has not expired. */
  get current(): EditGrant | null {
    const g = this.grant
    if (!g || g.expiresAt <= this.now) return null
    const userId = this.root.context.userId
    return userId && g.userId !== userId ? null : g
  }

  get certified(): boolean {
    return this.current !== null
  }

  get editToken(): string | undefined {
    return this.current?.editToken
  }

  /** whether the proven phone is a contact of this exhibitor (the server decides; this only guides the screens) */
  mayEdit(companyProfileId: number): boolean {
    return this.current?.companyProfileIds.includes(companyProfileId) ?? false
  }

  /** re-reads the clock (a page shown again after a while) */
  refresh(now = Date.now()): void {
    this.now = now
  }

  adopt(result: VerifyPhoneResult, userId: string): EditGrant {
    const grant: EditGrant = {
      editToken: result.editToken,
      expiresAt: Date.parse(result.expiresAt),
      companyProfileIds: result.companyProfileIds,
      maskedPhone: result.maskedPhone,
      organiser: result.organiser,
      userId,
    }
    this.grant = grant
    this.now = Date.now()
    this.storage.setStorage(CERTIFICATION_STORAGE_KEY, JSON.stringify(grant))
    return grant
  }

  /** the server refused the token (expired, or issued to another visitor): verify again */
  forget(): void {
    this.grant = null
    this.storage.removeStorage(CERTIFICATION_STORAGE_KEY)
  }

  /** What to do once the phone is proven (the collect that sent the visitor to certification). */
  deferUntilCertified(action: () => Promise<void>): void {
    this.deferred = action
  }

  /**
   * The waiting action, handed over once (after certification); null when there is none or the
   * phone is not proven. The certification page takes it before it goes back (its unload drops
   * what is left: the visitor gave up).
   */
  takeDeferred(): (() => Promise<void>) | null {
    const action = this.deferred
    this.deferred = null
    return action && this.certified ? action : null
  }

  dropDeferred(): void {
    this.deferred = null
  }
}

function parse(raw: string | undefined): EditGrant | null {
  if (!raw) return null
  try {
    const g = JSON.parse(raw) as EditGrant
    return g && typeof g.editToken === 'string' && typeof g.expiresAt === 'number' ? g : null
  } catch {
    return null
  }
}

import { makeAutoObservable } from 'mobx'
import { STORAGE_KEYS } from '../platform/storage-keys'
import type { Identity } from '../platform/types'
import type { KeyValueStorage } from './types'
import { ALT_BRANDING_EVENT_CODE, hasAltBranding } from './frame-rules'

export { ALT_BRANDING_EVENT_CODE }

/** Where the visitor is (event code) and who they are (identity). */
export class ContextStore {
  eventCode: string
  identity: Identity | null = null

  constructor(private readonly storage: KeyValueStorage) {
    this.eventCode = storage.getStorage(STORAGE_KEYS.eventCode) ?? ''
    makeAutoObservable<ContextStore, 'storage'>(this, { storage: false })
  }

  get altBranding(): boolean {
    return hasAltBranding(this.eventCode)
  }

  get userId(): string | undefined {
    return this.identity?.userId
  }

  get hasUserInfo(): boolean {
    return this.identity?.hasUserInfo ?? false
  }

  /** Route rule (§2): query eventCode, else the stored one; always stored. */
  adoptEventCode(value: string | undefined): void {
    const next = value?.trim() || this.storage.getStorage(STORAGE_KEYS.eventCode) || this.eventCode
    if (!next) return
    this.eventCode = next
    this.storage.setStorage(STORAGE_KEYS.eventCode, next)
  }

  setIdentity(identity: Identity): void {
    this.identity = identity
  }
}

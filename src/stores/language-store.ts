import { makeAutoObservable } from 'mobx'
import { DEFAULT_LANGUAGE, dictionary, parseLanguage, type BaseLang, type Language } from '../i18n'
import type { KeyValueStorage } from './types'
import { STORAGE_KEYS } from '../platform/storage-keys'
import type { RootStore } from './root-store'

export class LanguageStore {
  language: Language

  constructor(
    private readonly root: RootStore,
    private readonly storage: KeyValueStorage,
  ) {
    this.language = parseLanguage(storage.getStorage(STORAGE_KEYS.language)) ?? DEFAULT_LANGUAGE
    makeAutoObservable<LanguageStore, 'root' | 'storage'>(this, { root: false, storage: false })
  }

  get t(): BaseLang {
    return dictionary(this.language)
  }

  get isEnglish(): boolean {
    return this.language === 'EN'
  }

  /**
   * Spec §4: choosing the current language does nothing; a change is stored (upper-cased) and
   * flags the menu for refresh. Returns whether anything changed.
   */
  setLanguage(value: string): boolean {
    const next = parseLanguage(value)
    if (!next || next === this.language) return false
    this.language = next
    this.storage.setStorage(STORAGE_KEYS.language, next)
    this.root.plan.flagMenuUpdate()
    return true
  }

  /** The stored language changed elsewhere (another tab or web container): follow it. */
  syncFromStorage(): void {
    const stored = parseLanguage(this.storage.getStorage(STORAGE_KEYS.language))
    if (stored && stored !== this.language) {
      this.language = stored
      this.root.plan.flagMenuUpdate()
    }
  }

  /**
   * Route rule (§2): a language in the query wins and is stored. When it differs from the current
   * one, the plan (localised names) is flagged for reload like any other change: the heart may have
   * loaded it in the stored language a moment before the page read its query.
   */
  adopt(value: string | undefined): void {
    const next = parseLanguage(value)
    if (!next) return
    this.storage.setStorage(STORAGE_KEYS.language, next)
    if (next !== this.language) this.root.plan.flagMenuUpdate()
    this.language = next
  }
}

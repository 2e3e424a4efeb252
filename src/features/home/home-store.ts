import { makeAutoObservable, runInAction } from 'mobx'
import type { EventEditionDetail, EventEditionListRow, Id } from '../../../types/api'
import { isNotViewable, LatestRequest } from '../../utils/remote'

/** What the home view needs from the API (the typed endpoints satisfy it; tests pass a fake). */
export interface HomeApi {
  getEventEditionDetail(query: { eventCode?: string; eventEditionId?: Id }): Promise<EventEditionDetail>
  getEventEditionList(query: { eventCode?: string }): Promise<EventEditionListRow[]>
}

/**
 * - `loading`: the first answer for this exhibition / language is on its way
 * - `ready`: details shown (a later edition switch keeps them on screen while it loads)
 * - `unavailable`: the exhibition or edition is not viewable (the server's silent error): no data
 * - `failed`: network or server error (the client toasted it): no data, with a retry
 */
export type HomeStatus = 'loading' | 'ready' | 'unavailable' | 'failed'

/**
 * The home view's state: the details of one edition of the current exhibition and the editions to
 * switch between. A newer request supersedes an older one, so a slow answer for the edition the
 * visitor left never replaces the one they chose.
 */
export class HomeStore {
  status: HomeStatus = 'loading'
  detail: EventEditionDetail | null = null
  editions: EventEditionListRow[] = []
  /** the edition the visitor picked; undefined = the exhibition's current edition */
  selectedEditionId: Id | undefined = undefined
  /** the current edition of the exhibition (the server marks it isCurrent) */
  currentEditionId: Id | undefined = undefined
  switching = false
  /** the edition sheet is open */
  pickerOpen = false
  private eventCode = ''
  private loadedKey = ''
  private readonly latest = new LatestRequest()

  constructor(private readonly api: HomeApi) {
    makeAutoObservable<HomeStore, 'api' | 'latest' | 'loadedKey'>(this, {
      api: false,
      latest: false,
      loadedKey: false,
    })
  }

  /** Edition id to carry to the lists: only when the visitor picked another edition than the current one. */
  get chosenOtherEditionId(): Id | undefined {
    const chosen = this.selectedEditionId
    return chosen !== undefined && chosen !== this.currentEditionId ? chosen : undefined
  }

  get canSwitch(): boolean {
    return this.editions.length > 1
  }

  /**
   * Loads the details and the edition list of an exhibition in a language. The same exhibition and
   * language twice is a no-op (the page frame adopts the query's eventCode after this view asked).
   * A new exhibition forgets the picked edition; a new language keeps it. `editionId`: the edition
   * the address names (eventEditionId, kept there by the view so a reload or a shared link shows it).
   */
  async open(eventCode: string, language: string, editionId?: Id): Promise<void> {
    const key = `${eventCode}|${language}`
    if (key === this.loadedKey) return
    this.loadedKey = key
    if (eventCode !== this.eventCode) {
      this.eventCode = eventCode
      this.selectedEditionId = editionId
      this.currentEditionId = undefined
      this.detail = null
      this.editions = []
    }
    if (!this.detail) this.status = 'loading'
    await this.loadDetail(this.fetchEditions())
  }

  /** Shows another edition's details (the edition switch). */
  async selectEdition(id: Id): Promise<void> {
    // The shown edition again is a no-op, unless another edition is on its way (then it cancels that).
    if (id === this.detail?.eventEditionId && this.status === 'ready' && !this.switching) return
    this.selectedEditionId = id
    await this.loadDetail()
  }

  setPickerOpen(open: boolean): void {
    this.pickerOpen = open && this.canSwitch
  }

  /** After a failure: ask again. */
  retry(): Promise<void> {
    this.status = 'loading'
    return this.loadDetail(this.fetchEditions())
  }

  /**
   * Asks for the details (and, when given, waits for the edition list too, so the switch and the
   * details appear in one render: no layout shift when the list answers second).
   */
  private async loadDetail(editionList?: Promise<EventEditionListRow[]>): Promise<void> {
    const isLatest = this.latest.start()
    const eventCode = this.eventCode
    this.switching = this.detail !== null
    try {
      const [detail, editions] = await Promise.all([
        this.api.getEventEditionDetail({ eventCode: eventCode || undefined, eventEditionId: this.selectedEditionId }),
        editionList,
      ])
      runInAction(() => {
        if (editions && eventCode === this.eventCode) {
          this.editions = editions
          const current = editions.find((e) => e.isCurrent)?.eventEditionId
          if (current !== undefined) this.currentEditionId = current
        }
        if (!isLatest()) return
        this.detail = detail
        if (detail.isCurrent) this.currentEditionId = detail.eventEditionId
        this.status = 'ready'
        this.switching = false
      })
    } catch (error) {
      runInAction(() => {
        if (!isLatest()) return
        this.switching = false
        this.detail = null
        this.status = isNotViewable(error) ? 'unavailable' : 'failed'
      })
    }
  }

  /** The exhibition's editions; without them the switch is hidden (never rejects). */
  private fetchEditions(): Promise<EventEditionListRow[]> {
    return this.api.getEventEditionList({ eventCode: this.eventCode || undefined }).catch(() => [])
  }
}

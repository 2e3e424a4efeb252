import { useCallback, useEffect, useRef, useState } from 'react'
import { useServices } from '../../app-context'
import { useBehaviour, type BehaviourTarget } from '../behaviour'
import { useCollect } from '../collect'
import type { Id } from '../../../types/api'
import { contact, type ContactInfo } from './contact'
import { notesAllowed, readNote, writeNote } from './notes'

/** Set once the visitor has used Consult: the action row's NEW badge is gone from then on. */
export const CONSULT_USED_KEY = '__consultUsed__'

export interface DetailActionsInput {
  target: BehaviourTarget
  /** companyProfileId or productId */
  id: Id
  companyProfileId: Id
  eventCode: string
  eventEditionId: Id
  collected: boolean
  /** the page's own URL, for the behaviour records */
  url: string
  /** the spec's change event: the new collected flag after a successful toggle */
  onCollectedChange: (collected: boolean) => void
  /** the exhibitor's phone and email (a product page fetches them on demand) */
  contactInfo: () => Promise<ContactInfo>
}

/** Everything behind the action row: collect, contact, consult, notes, and their behaviour records. */
export function useDetailActions(input: DetailActionsInput) {
  const { store, platform, navigation } = useServices()
  const send = useBehaviour()
  const { target, id, companyProfileId, eventEditionId, url } = input
  const record = useCallback(
    (action: 'view' | 'collect' | 'uncollect' | 'contact' | 'consult') =>
      send({
        target,
        action,
        eventEditionId,
        companyProfileId,
        url,
        extras: target === 'product' ? { productId: id } : undefined,
      }),
    [send, target, eventEditionId, companyProfileId, url, id],
  )

  // One 'view' record per visit of the page (not again when a language switch reloads the item).
  const viewed = useRef<number | null>(null)
  useEffect(() => {
    if (viewed.current === id) return
    viewed.current = id
    record('view')
  }, [id, record])

  const onChange = input.onCollectedChange
  const { toggle, busy } = useCollect(
    useCallback(
      (collected: boolean) => {
        onChange(collected)
        record(collected ? 'collect' : 'uncollect')
      },
      [onChange, record],
    ),
  )

  // The NEW badge stays until the visitor has used Consult once (on this device).
  const [consultNew, setConsultNew] = useState(() => !platform.getStorage(CONSULT_USED_KEY))

  // The visitor's own last action on this item (made here, in the plan panel, offline) is newer
  // than the page's data: the plan store lays it over.
  const collected = store.plan.flagOf(target, id, input.collected)

  const identity = store.context.identity
  const showNotes = notesAllowed(identity)
  const [notesOpen, setNotesOpen] = useState(false)
  const [note, setNote] = useState(() => (identity && showNotes ? readNote(platform, identity.userId, target, id) : ''))

  return {
    row: {
      target,
      collected,
      /** waiting for the network (issue 16): the button says so */
      collectPending: store.plan.isPending(target, id),
      collectBusy: busy,
      showNotes,
      onNotes: () => setNotesOpen(true),
      onCollect: () => void toggle({ target, id, collected, eventCode: input.eventCode || undefined }),
      onContact: async () => {
        const info = await input.contactInfo().catch(() => ({}))
        if (await contact(platform, info, store.language.t)) record('contact')
      },
      consultNew,
      // An RFQ addressed to the exhibitor (from a product page: about that product).
      onConsult: () => {
        platform.setStorage(CONSULT_USED_KEY, '1')
        setConsultNew(false)
        record('consult')
        void navigation.to('/consult/post', {
          companyProfileId,
          productId: target === 'product' ? id : undefined,
        })
      },
    },
    notes: {
      /** the saved note, shown on the page */
      text: note,
      sheet: {
        open: notesOpen,
        initial: note,
        onClose: () => setNotesOpen(false),
        onSave: (text: string) => {
          if (!identity) return
          setNote(writeNote(platform, identity.userId, target, id, text))
          setNotesOpen(false)
          platform.showToast(store.language.t.detail.notesSaved)
        },
      },
    },
  }
}

import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { PartFailed } from '../../../components/lazy-part'
import { LoadingNotice, NoData } from '../../../components/notices'
import { TextArea } from '../../../components/text-area'
import { WATERFALL_FALLBACK_IMAGE } from '../../../components/waterfall/fallback-image'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { format } from '../../../i18n'
import { ApiError } from '../../../services/api/client'
import { queryId, useRouteQuery } from '../../../navigation'
import { charCount, isBlank, LIMITS, RFQ_REPLY_MESSAGES, validateRfqReply } from '../../../../rules'
import type { EnquiryDetail, EnquiryMessage, ReportReason } from '../../../../types/api'
import { consultApi } from '../consult-api'
import { amount, day, isOpen, postedAgo, statusLabel } from '../format'
import { useConsultState } from '../state'
import './consult.scss'
import '../words'
import '../../../i18n/sections/offlineActions'
import '../../../i18n/sections/privacy'

/** /consult/detail?id=… (询盘详情). */
export const ConsultDetailView = observer(function ConsultDetailView() {
  const { api, store } = useServices()
  const query = useRouteQuery()
  const id = queryId(query.id)
  const consult = consultApi(api)
  // the visitor first (their like, their own RFQ, their contact): a view then counts once, as them
  const ready = !!store.context.identity
  const { status, data, setData, retry } = useRemoteData<EnquiryDetail>(
    id ? (ready ? `${id}:${store.language.language}` : 'waiting') : undefined,
    () => (ready ? consult.detail(id!) : new Promise<never>(() => undefined)),
  )
  if (status === 'loading') return <LoadingNotice />
  if (status === 'failed' && !data) return <PartFailed page onRetry={retry} />
  if (status === 'empty' || !data) return <NoData />
  return <RfqDetailContent rfq={data} update={setData} />
})

const REPORT_REASONS: ReportReason[] = ['spam', 'abuse', 'fake', 'other']

const RfqDetailContent = observer(function RfqDetailContent({
  rfq,
  update,
}: {
  rfq: EnquiryDetail
  update: (fn: (r: EnquiryDetail) => EnquiryDetail) => void
}) {
  const { api, store, platform } = useServices()
  const t = store.language.t.consult
  const language = store.language.language
  const consult = consultApi(api)
  const state = useConsultState()
  const [current, setCurrent] = useState(0)
  const [writing, setWriting] = useState(false)
  const [busy, setBusy] = useState(false)
  const [reported, setReported] = useState(false)
  const open = isOpen(rfq.status)
  const mine = rfq.isMine === 1
  const pictures = rfq.pictureList.map((p) => api.assetUrl(p))

  // a like made offline is answered later: the count and the flag become the server's (a refusal
  // brings the earlier flag back)
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    store.actions
      .load()
      .then((queue) => {
        if (gone) return
        stop = queue.subscribe((event) => {
          const { action } = event
          if (action.kind !== 'rfqLike' || action.id !== rfq.id) return
          if (event.type === 'answered' && event.answer.kind === 'rfqLike') {
            const { liked, interestedCount } = event.answer.result
            update((r) => ({ ...r, liked, interestedCount }))
            state.pool?.update(rfq.id, { liked, interestedCount })
          } else if (event.type === 'refused') {
            const back = (r: EnquiryDetail) => ({
              ...r,
              liked: action.from,
              // (data read after a reload offline never counted the like)
              interestedCount:
                r.liked === action.from
                  ? r.interestedCount
                  : Math.max(0, r.interestedCount + (action.from - action.to)),
            })
            update(back)
          }
        })
      })
      .catch(() => undefined)
    return () => {
      gone = true
      stop?.()
    }
  }, [store, rfq.id, update, state])
  const likePending = store.actions.isPending(`rfqLike:${rfq.id}`)
  // a like kept on the phone from an earlier run (reloaded offline) is newer than the page's data
  const heldLike = store.actions.flagOf(`rfqLike:${rfq.id}`)
  const liked = heldLike ?? rfq.liked
  const interestedCount = Math.max(0, rfq.interestedCount + (heldLike === undefined ? 0 : heldLike - rfq.liked))

  const like = async () => {
    if (busy) return
    setBusy(true)
    try {
      const next = liked ? 0 : 1
      const queue = await store.actions.load()
      const answer = await queue.act({ kind: 'rfqLike', id: rfq.id, from: liked, to: next })
      if (answer?.kind === 'rfqLike') {
        const { liked, interestedCount } = answer.result
        update((r) => ({ ...r, liked, interestedCount }))
        state.pool?.update(rfq.id, { liked, interestedCount })
      } else {
        // kept on the phone until the network is back: shown at once, marked pending
        const count = Math.max(0, interestedCount + (next ? 1 : -1))
        update((r) => ({ ...r, liked: next, interestedCount: count }))
        state.pool?.update(rfq.id, { liked: next, interestedCount: count })
        platform.showToast(store.language.t.offlineActions.queued)
      }
    } catch (error) {
      // the like's request is silent: the server's refusal (or the network's) is said here
      platform.showToast(error instanceof ApiError ? error.message : store.language.t.common.networkError)
    } finally {
      setBusy(false)
    }
  }

  const close = async () => {
    if (busy) return
    const t0 = store.language.t
    const sure = await platform.confirm(t.closeConfirm, {
      confirmText: t0.common.confirm,
      cancelText: t0.common.cancel,
    })
    if (!sure) return
    setBusy(true)
    try {
      const res = await consult.close(rfq.id)
      update((r) => ({ ...r, status: res.status }))
      state.pool?.update(rfq.id, { status: res.status })
      platform.showToast(t.closedToast)
    } catch {
      // shown by the request client
    } finally {
      setBusy(false)
    }
  }

  /** a pool RFQ that breaks the rules goes to the organiser's moderation queue, with a reason */
  const report = async () => {
    if (busy) return
    const t0 = store.language.t
    const at = await platform.chooseAction(
      REPORT_REASONS.map((r) => t.reportReasons[r]),
      { cancelText: t0.common.cancel },
    )
    if (at === undefined) return
    const sure = await platform.confirm(t.reportConfirm, { confirmText: t.report, cancelText: t0.common.cancel })
    if (!sure) return
    setBusy(true)
    try {
      await consult.report(rfq.id, REPORT_REASONS[at]!)
      setReported(true)
      platform.showToast(t.reportedToast)
    } catch {
      // shown by the request client
    } finally {
      setBusy(false)
    }
  }

  const onSent = async () => {
    setWriting(false)
    platform.showToast(t.messageSent)
    // writing grants the contact: ask for it (isEnquiryPoolContact)
    const contact = await consult.contact(rfq.id).catch(() => null)
    update((r) => ({
      ...r,
      status: r.status === 'OPEN' ? 'RESPONDED' : r.status,
      ...(contact?.isContact
        ? { isContact: 1, contact: contact.contact ?? r.contact, contactInfo: contact.contactInfo }
        : {}),
    }))
  }

  const phone = rfq.contactInfo
  const callOrCopy = async () => {
    if (!phone) return
    if (platform.caps.dial) {
      platform.dial(phone)
      return
    }
    await platform.copyText(phone).catch(() => undefined)
    platform.showToast(format(t.copied, { value: phone }))
  }

  return (
    <View className='rfq-detail'>
      <View className='rfq-detail__gallery-wrap'>
        <ScrollView
          className='rfq-detail__gallery'
          scrollX
          enhanced
          pagingEnabled
          showScrollbar={false}
          aria-label={t.picturesLabel}
          onScroll={(ev) => {
            const width = (ev.detail as { scrollWidth: number }).scrollWidth / Math.max(1, pictures.length)
            if (width > 0) setCurrent(Math.round(ev.detail.scrollLeft / width))
          }}
        >
          {(pictures.length ? pictures : [WATERFALL_FALLBACK_IMAGE]).map((src, i) => (
            <View
              key={`${src}-${i}`}
              className='rfq-detail__slide'
              role='button'
              aria-label={format(t.picture, { index: i + 1, count: pictures.length })}
              onClick={() =>
                pictures.length && platform.previewImage(pictures, i, { closeText: store.language.t.common.close })
              }
            >
              <Image className='rfq-detail__picture' src={src} mode='aspectFit' lazyLoad={i > 0} />
            </View>
          ))}
        </ScrollView>
        {pictures.length > 1 && (
          <View className='rfq-detail__gallery-count'>
            {Math.min(current, pictures.length - 1) + 1} / {pictures.length}
          </View>
        )}
      </View>

      <View className='rfq-detail__head'>
        {(mine || !open) && (
          <Text className={`rfq-card__status rfq-card__status--${rfq.status.toLowerCase()}`}>
            {statusLabel(rfq.status, t)}
          </Text>
        )}
        <View className='rfq-detail__title' role='heading' aria-level={2}>
          {rfq.description}
        </View>
        <View className='rfq-detail__figures'>
          <View className='rfq-detail__figure'>
            <Text className='rfq-detail__figure-label'>{t.price}</Text>
            <Text className='rfq-detail__figure-value'>{format(t.priceValue, { value: amount(rfq.price) })}</Text>
          </View>
          <View className='rfq-detail__figure'>
            <Text className='rfq-detail__figure-label'>{t.quantity}</Text>
            <Text className='rfq-detail__figure-value'>{amount(rfq.quantity)}</Text>
          </View>
        </View>
        <View className='rfq-detail__meta'>
          <Text>{postedAgo(rfq.postedAt, Date.now(), t, language)}</Text>
          <Text>{format(t.views, { count: rfq.views })}</Text>
          <Text>{format(t.interested, { count: interestedCount })}</Text>
        </View>
      </View>

      {!open && (
        <View className='rfq-detail__notice'>{rfq.status === 'EXPIRED' ? t.expiredNotice : t.closedNotice}</View>
      )}

      <View className='rfq-detail__section'>
        <Row label={t.message} value={rfq.message} />
        <Row label={t.region} value={rfq.region} />
        <Row label={t.categories} value={rfq.categories.map((c) => c.label).join(' · ')} />
        <Row label={t.posted} value={day(rfq.postedAt, language)} />
        {rfq.expiresAt && open && <Row label={t.validUntil} value={day(rfq.expiresAt, language)} />}
        {rfq.companyProfileName && <Row label={t.to} value={rfq.companyProfileName} />}
        {rfq.productName && <Row label={t.product} value={rfq.productName} />}
      </View>

      <View className='rfq-detail__section rfq-detail__contact'>
        <View className='rfq-detail__section-title'>{t.contactTitle}</View>
        <Row label={t.contactName} value={rfq.contact} />
        {phone ? (
          <View className='rfq-detail__phone'>
            <Row label={t.contactPhone} value={phone} />
            <View className='rfq-detail__phone-action' role='button' onClick={() => void callOrCopy()}>
              {platform.caps.dial ? t.call : t.copy}
            </View>
          </View>
        ) : (
          !mine && (
            // the buyer did not agree to show their number (issue 23): say so before the seller writes
            <Text className='rfq-detail__hint'>
              {rfq.contactShared === 0 ? store.language.t.privacy.rfqNotShared : t.contactHidden}
            </Text>
          )
        )}
        {mine && !rfq.companyProfileId && (
          <Text className='rfq-detail__hint' data-testid='rfq-share-state'>
            {rfq.contactShared ? store.language.t.privacy.rfqSharedMine : store.language.t.privacy.rfqNotSharedMine}
          </Text>
        )}
      </View>

      {mine && <PosterMessages id={rfq.id} />}

      {/* an RFQ of the pool (not one sent to a single exhibitor, which is that exhibitor's) */}
      {!mine && !rfq.companyProfileId && (
        <View
          className='rfq-detail__report'
          role='button'
          aria-disabled={busy || reported}
          data-testid='rfq-report'
          onClick={() => !reported && void report()}
        >
          {reported ? t.reportedToast : t.report}
        </View>
      )}

      <View className='rfq-detail__actions'>
        {!mine && (
          <View
            className={`rfq-detail__like${liked ? ' is-on' : ''}${!open ? ' is-disabled' : ''}`}
            role='button'
            aria-pressed={liked === 1}
            aria-disabled={!open || busy}
            onClick={() => open && void like()}
          >
            <View className='rfq-detail__like-icon' />
            {liked ? format(t.interestedMarked, { count: interestedCount }) : t.markInterested}
            {likePending && ` (${store.language.t.offlineActions.pending})`}
          </View>
        )}
        {!mine && open && (
          <View className='rfq-detail__primary' role='button' onClick={() => setWriting(true)}>
            {t.messageBuyer}
          </View>
        )}
        {mine && open && (
          <View className='rfq-detail__close' role='button' aria-disabled={busy} onClick={() => void close()}>
            {t.close}
          </View>
        )}
      </View>

      {writing && <MessageSheet id={rfq.id} onClose={() => setWriting(false)} onSent={() => void onSent()} />}
    </View>
  )
})

function Row({ label, value }: { label: string; value: string }) {
  if (isBlank(value)) return null
  return (
    <View className='rfq-detail__row'>
      <Text className='rfq-detail__row-label'>{label}</Text>
      <Text className='rfq-detail__row-value'>{value}</Text>
    </View>
  )
}

/** What sellers wrote to the visitor's own RFQ (getEnquiryMessages; the senders are not named). */
const PosterMessages = observer(function PosterMessages({ id }: { id: number }) {
  const { api, store } = useServices()
  const t = store.language.t.consult
  const { status, data, retry } = useRemoteData<EnquiryMessage[]>(`${id}`, () => consultApi(api).messages(id))
  return (
    <View className='rfq-detail__section'>
      <View className='rfq-detail__section-title'>{format(t.messagesTitle, { count: data?.length ?? 0 })}</View>
      {status === 'loading' ? (
        <LoadingNotice />
      ) : status === 'failed' && !data ? (
        <PartFailed onRetry={retry} />
      ) : !data?.length ? (
        <Text className='rfq-detail__hint'>{t.noMessages}</Text>
      ) : (
        data.map((m) => (
          <View key={m.id} className='rfq-detail__message'>
            <Text className='rfq-detail__message-text'>{m.content}</Text>
            <Text className='rfq-detail__message-time'>
              {postedAgo(m.createdAt, Date.now(), t, store.language.language)}
            </Text>
          </View>
        ))
      )}
    </View>
  )
})

/** Writing to the buyer (sendMessage): 1 to LIMITS.chatMessageMaxChars characters. */
const MessageSheet = observer(function MessageSheet({
  id,
  onClose,
  onSent,
}: {
  id: number
  onClose: () => void
  onSent: () => void
}) {
  const { api, store } = useServices()
  const t = store.language.t.consult
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const send = async () => {
    if (sending) return
    // the rule and its words are the server's own (rules/: validateRfqReply)
    const refused = validateRfqReply(text)
    if (refused) return setError(RFQ_REPLY_MESSAGES[store.language.language][refused])
    setSending(true)
    try {
      await consultApi(api).sendMessage(id, text.trim())
      onSent()
    } catch {
      // the request client has shown why; the text stays
    } finally {
      setSending(false)
    }
  }
  return (
    <View className='consult-message'>
      <View className='consult-message__mask' onClick={onClose} />
      <View className='consult-message__sheet' role='dialog' aria-label={t.messageTitle}>
        <View className='consult-message__title'>{t.messageTitle}</View>
        <TextArea
          className='consult-message__input'
          value={text}
          maxLength={LIMITS.chatMessageMaxChars}
          placeholder={t.messagePlaceholder}
          label={t.messageTitle}
          onChange={(v) => {
            setText(v)
            setError('')
          }}
        />
        <View className='consult-message__foot'>
          <Text className='consult-message__count'>
            {format(t.charCount, { count: charCount(text), max: LIMITS.chatMessageMaxChars })}
          </Text>
          {error && (
            <View className='consult-message__error' role='alert'>
              {error}
            </View>
          )}
        </View>
        <View className='consult-message__buttons'>
          <View className='consult-message__cancel' role='button' onClick={onClose}>
            {store.language.t.common.cancel}
          </View>
          <View className='consult-message__send' role='button' aria-disabled={sending} onClick={() => void send()}>
            {t.send}
          </View>
        </View>
      </View>
    </View>
  )
})

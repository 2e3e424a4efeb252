import { Image, Input, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { Lead, LeadQuestion, LeadRating, LeadStand } from '../../../../types/api'
import { whenIdle } from '../../../platform/idle'
import { PhoneVerify } from '../../exhibitor'
import { badgeRefusal, checkBadgeWith } from '../badge-check'
import { keepStands, leadQueueOf, sendScansFirst, storedStands } from '../lead-state'
import { LeadAnalyticsSection } from './lead-analytics'
import { LeadExportEmail } from './lead-export-email'
import { LeadSettings } from './lead-settings'
import { QualifyForm, type Qualification } from './qualify-form'
import '../words'
import './leads.scss'

const RATINGS: LeadRating[] = ['hot', 'warm', 'cold']

/** 'HH:mm' of an ISO time on this device's clock (the stand and the phone share a place). */
const clock = (iso: string) => {
  const d = new Date(iso)
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}
const newClientId = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * "Scan leads" (issue 28): a verified exhibitor contact or staff member scans visitors' e-badges.
 * The badge is checked on the device (badge-check.ts) and the scan confirmed at once, with the name
 * and a short vibration; it goes into the durable queue (lead-queue.ts) and syncs in order. The
 * list and the export come from the server.
 */
export const LeadsView = observer(function LeadsView() {
  const services = useServices()
  const { api, platform, store, navigation } = services
  const t = store.language.t.leads
  const cert = store.certification
  const queue = leadQueueOf(services)
  const token = cert.editToken
  const userId = store.context.userId
  const phone = cert.current?.maskedPhone ?? ''
  // the last answer kept on the device: opened offline, the page still knows its stands
  const [stands, setStands] = useState<LeadStand[] | null>(() =>
    userId ? storedStands(platform, userId, phone) : null,
  )
  const [standId, setStandId] = useState<number | null>(() => stands?.[0]?.companyProfileId ?? null)
  /** a badge refused on the device (another edition): said on the page until the next scan */
  const [refusal, setRefusal] = useState<string | null>(null)
  const [last, setLast] = useState<{ clientId: string; name: string; message: string; scannedAt: string } | null>(null)
  /** a business-card lead being made (no badge): its client id */
  const [card, setCard] = useState<{ clientId: string; scannedAt: string } | null>(null)
  const [leads, setLeads] = useState<Lead[]>([])
  const [keyword, setKeyword] = useState('')
  const [filter, setFilter] = useState<LeadRating | null>(null)
  /** the day filter (YYYY-MM-DD of the device) and the days the unfiltered list had */
  const [day, setDay] = useState<string | null>(null)
  const [days, setDays] = useState<string[]>([])
  const [onlyNew, setOnlyNew] = useState(false)

  useDidShow(() => cert.refresh())
  useEffect(() => {
    if (store.context.userId) queue.useVisitor(store.context.userId)
  }, [queue, store.context.userId])
  useEffect(() => {
    if (!token) return
    let alive = true
    api.getLeadStands(token).then(
      (s) => {
        if (!alive) return
        setStands(s)
        if (userId) keepStands(platform, userId, phone, s)
        setStandId((id) => id ?? s[0]?.companyProfileId ?? null)
      },
      () => alive && setStands((s) => s ?? []),
    )
    return () => {
      alive = false
    }
  }, [api, platform, token, userId, phone])

  const reload = useCallback(() => {
    if (!token || standId === null || !platform.isOnline()) return
    api
      .getLeadList(
        {
          companyProfileId: standId,
          ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
          ...(filter ? { rating: filter } : {}),
          ...(day ? { from: day, to: day } : {}),
        },
        token,
      )
      .then(
        (list) => {
          setLeads(list)
          if (!day) setDays([...new Set(list.map((l) => l.scannedAt.slice(0, 10)))].sort().reverse())
        },
        () => undefined,
      )
  }, [api, platform, token, standId, keyword, filter, day])

  useEffect(() => {
    void queue.flush().then(reload)
    return platform.onNetworkChange((online) => {
      if (online) void queue.flush().then(reload)
    })
  }, [queue, platform, reload])

  if (!token) return <PhoneVerify intro={t.intro} onVerified={() => undefined} />
  if (stands && stands.length === 0)
    return (
      <View className='leads-page'>
        <Text className='leads-page__note'>{t.notStaff}</Text>
      </View>
    )

  const stand = stands?.find((s) => s.companyProfileId === standId)
  const scan = async () => {
    if (standId === null) return
    const text = await platform.scanCode({ cancel: t.cancel, noCamera: t.noCamera })
    if (text === null) return
    const badge = await checkBadgeWith(platform, text)
    setRefusal(null)
    const refused = badgeRefusal(badge, stand?.editionId ?? null)
    if (!badge.ok || refused === 'invalid') {
      platform.showToast(t.invalidBadge)
      return
    }
    if (refused === 'otherEdition') {
      // said on the page, not in a passing toast: the staff must not believe the visitor was captured
      platform.vibrateShort()
      setLast(null)
      setRefusal(format(t.otherEdition, { name: badge.name }))
      return
    }
    const earlier = queue.capturedAt(badge.registrationId)
    if (earlier) {
      platform.vibrateShort()
      setLast(null)
      platform.showToast(format(t.already, { time: clock(earlier) }))
      return
    }
    const clientId = newClientId(await platform.random16())
    const scannedAt = new Date().toISOString()
    queue.add({ companyProfileId: standId, clientId, token: text.trim(), scannedAt }, badge.registrationId, badge.name)
    platform.vibrateShort()
    setCard(null)
    setLast({
      clientId,
      name: badge.name,
      scannedAt,
      message: badge.checked ? format(t.captured, { name: badge.name }) : t.capturedUnchecked,
    })
    // sent once the confirmation is drawn: the scan is already stored (queue.add), and starting a
    // request (or failing one, offline) cost the confirmation about 8 ms of a slow phone's time
    whenIdle(() => void queue.flush().then(reload), 500)
  }

  /** One tap: the qualification goes into the queue (a business card's is the lead itself). */
  const save = (target: { clientId: string; scannedAt: string }, q: Qualification) => {
    if (standId === null) return
    queue.add({
      companyProfileId: standId,
      clientId: target.clientId,
      scannedAt: target.scannedAt,
      rating: q.rating,
      answers: q.answers,
      note: q.note,
      ...(q.cardPhoto ? { cardPhoto: q.cardPhoto } : {}),
    })
    platform.showToast(t.saved)
    setLast(null)
    setCard(null)
    void queue.flush().then(reload)
  }

  const startCard = async () => {
    setLast(null)
    setCard({ clientId: newClientId(await platform.random16()), scannedAt: new Date().toISOString() })
  }

  const setQuestions = (questions: LeadQuestion[]) =>
    setStands((all) => all?.map((s) => (s.companyProfileId === standId ? { ...s, questions } : s)) ?? all)

  const exportAs = async (fmt: 'csv' | 'xlsx') => {
    if (standId === null) return
    const url = api.leadExportUrl({
      companyProfileId: standId,
      format: fmt,
      editToken: token,
      ...(onlyNew ? { onlyNew: 1 } : {}),
    })
    try {
      await platform.downloadFile(url, `leads-${standId}.${fmt}`)
    } catch {
      platform.showToast(t.exportFailed)
    }
  }

  // signing out of this phone: the scans that wait are sent first (lead-state.ts), never left behind
  const otherPhone = async () => {
    if (await sendScansFirst(services)) cert.forget()
  }

  return (
    <View className='leads-page'>
      <View className='leads-page__who'>
        <Text className='leads-page__note'>{format(t.verifiedAs, { phone: cert.current?.maskedPhone ?? '' })}</Text>
        <View
          className='leads-page__link'
          role='button'
          data-testid='leads-other-phone'
          onClick={() => void otherPhone()}
        >
          {t.otherPhone}
        </View>
      </View>
      {stands && stands.length > 1 ? (
        <View className='leads-page__stands'>
          {stands.map((s) => (
            <View
              key={s.companyProfileId}
              className={`leads-chip${s.companyProfileId === standId ? ' is-on' : ''}`}
              role='button'
              onClick={() => setStandId(s.companyProfileId)}
            >
              {s.name}
            </View>
          ))}
        </View>
      ) : stand ? (
        <Text className='leads-page__stand'>{stand.name}</Text>
      ) : null}
      <Text className='leads-page__note'>{t.intro}</Text>
      {/* the stand's meeting QR code (issue 29.4): visitors with a meeting check in with it */}
      <View
        className='leads-page__link'
        role='button'
        data-testid='open-meeting-code'
        onClick={() => void navigation.to('/meetings/code')}
      >
        {store.language.t.routeTitle.meetingCode}
      </View>
      {standId !== null && (
        // the stand's meetings, for staff too (their only way there: my exhibitor page is the contacts')
        <View
          className='leads-page__link'
          role='button'
          data-testid='open-stand-meetings'
          onClick={() => void navigation.to('/meetings/stand', { companyProfileId: standId })}
        >
          {store.language.t.routeTitle.standMeetings}
        </View>
      )}
      <View className='leads-page__scan' role='button' data-testid='leads-scan' onClick={() => void scan()}>
        {t.scan}
      </View>
      <View className='leads-page__link' role='button' data-testid='leads-card' onClick={() => void startCard()}>
        {t.cardButton}
      </View>
      <View className='leads-page__sync' role='status' data-testid='leads-waiting'>
        {queue.waitingCount ? format(t.waiting, { count: queue.waitingCount }) : t.allSynced}
      </View>
      {refusal ? (
        <View className='leads-card leads-card--refused' role='alert' data-testid='leads-other-edition'>
          <Text className='leads-card__title'>{refusal}</Text>
        </View>
      ) : null}
      {queue.refused.length ? (
        <View className='leads-card leads-card--refused' role='alert' data-testid='leads-refused'>
          <Text className='leads-card__title'>{t.refusedTitle}</Text>
          {queue.refused.map((r) => (
            <Text key={r.clientId} className='leads-card__line'>
              {format(t.refusedLine, { name: r.name || '—', time: clock(r.scannedAt), reason: r.reason })}
            </Text>
          ))}
          <View className='leads-page__link' role='button' onClick={() => queue.dismissRefused()}>
            {t.dismiss}
          </View>
        </View>
      ) : null}

      {/* a scan the server refused is in the notice above, not to be qualified */}
      {last && !queue.refused.some((r) => r.clientId === last.clientId) ? (
        <View className='leads-card leads-card--new' data-testid='leads-captured'>
          <Text className='leads-card__title'>{last.message}</Text>
          <QualifyForm key={last.clientId} questions={stand?.questions ?? []} onSave={(q) => save(last, q)} />
        </View>
      ) : null}

      {card ? (
        <View className='leads-card leads-card--new' data-testid='leads-card-form'>
          <Text className='leads-card__title'>{t.cardTitle}</Text>
          <Text className='leads-page__note'>{t.cardIntro}</Text>
          <QualifyForm key={card.clientId} card questions={stand?.questions ?? []} onSave={(q) => save(card, q)} />
        </View>
      ) : null}

      <Text className='leads-page__title'>{t.listTitle}</Text>
      <Input
        className='leads-page__search'
        placeholder={t.searchHint}
        value={keyword}
        onInput={(e) => setKeyword(e.detail.value)}
        onConfirm={reload}
      />
      <View className='leads-page__ratings'>
        <View className={`leads-chip${filter === null ? ' is-on' : ''}`} role='button' onClick={() => setFilter(null)}>
          {t.allRatings}
        </View>
        {RATINGS.map((r) => (
          <View
            key={r}
            className={`leads-chip${filter === r ? ' is-on' : ''}`}
            role='button'
            onClick={() => setFilter(filter === r ? null : r)}
          >
            {t.rating[r]}
          </View>
        ))}
      </View>
      {days.length > 1 || day ? (
        <View className='leads-page__ratings' data-testid='leads-days'>
          <View className={`leads-chip${day === null ? ' is-on' : ''}`} role='button' onClick={() => setDay(null)}>
            {t.allDays}
          </View>
          {days.map((d) => (
            <View
              key={d}
              className={`leads-chip${day === d ? ' is-on' : ''}`}
              role='button'
              onClick={() => setDay(day === d ? null : d)}
            >
              {d.slice(5)}
            </View>
          ))}
        </View>
      ) : null}
      {leads.length === 0 ? <Text className='leads-page__note'>{t.empty}</Text> : null}
      {leads.map((l) => (
        <View key={l.leadId} className='leads-card' data-testid='leads-item'>
          <View className='leads-card__head'>
            <Text className='leads-card__title'>{l.name || l.note.slice(0, 40) || t.cardLead}</Text>
            {l.rating ? <Text className={`leads-chip leads-chip--${l.rating} is-on`}>{t.rating[l.rating]}</Text> : null}
          </View>
          <Text className='leads-card__line'>
            {l.contactShared
              ? [l.company, l.position, l.phone, l.email].filter(Boolean).join(' · ')
              : l.kind === 'card'
                ? t.fromCard
                : t.noContact}
          </Text>
          {l.answers.some((a) => a.length) && stand ? (
            <Text className='leads-card__line'>
              {stand.questions
                .map((q, i) =>
                  l.answers[i]?.length ? `${q.text}: ${l.answers[i]!.map((o) => q.options[o]).join(', ')}` : '',
                )
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
          {l.name && l.note ? <Text className='leads-card__line'>{l.note}</Text> : null}
          {l.cardPhoto ? (
            // the business card the staff photographed: the lead's contact, so it is shown (tap: full size)
            <Image
              className='leads-card__photo'
              src={api.assetUrl(l.cardPhoto)}
              mode='aspectFit'
              aria-label={t.cardLead}
              onClick={() =>
                platform.previewImage([api.assetUrl(l.cardPhoto)], 0, { closeText: store.language.t.common.close })
              }
            />
          ) : null}
          <Text className='leads-card__time'>
            {l.scannedAt.slice(5, 10)} {clock(l.scannedAt)}
          </Text>
        </View>
      ))}
      <View className='leads-page__export'>
        <View
          className={`leads-chip${onlyNew ? ' is-on' : ''}`}
          role='checkbox'
          aria-checked={onlyNew}
          onClick={() => setOnlyNew(!onlyNew)}
        >
          {t.onlyNew}
        </View>
        <View className='leads-page__save' role='button' onClick={() => void exportAs('csv')}>
          {t.exportCsv}
        </View>
        <View className='leads-page__save' role='button' onClick={() => void exportAs('xlsx')}>
          {t.exportXlsx}
        </View>
      </View>
      {/* the export mailed. Its key must differ from LeadSettings' (a sibling keyed by the stand too):
          two siblings with one key made React mount a new copy of the form on each render */}
      {stand ? (
        <LeadExportEmail
          key={`email-${stand.companyProfileId}`}
          companyProfileId={stand.companyProfileId}
          storedEmail={stand.contactEmail}
        />
      ) : null}
      {standId !== null ? <LeadAnalyticsSection companyProfileId={standId} /> : null}
      {stand?.role === 'contact' ? (
        <LeadSettings
          key={stand.companyProfileId}
          companyProfileId={stand.companyProfileId}
          questions={stand.questions}
          onQuestions={setQuestions}
        />
      ) : null}
    </View>
  )
})

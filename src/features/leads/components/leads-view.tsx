import { Input, Text, Textarea, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { Lead, LeadRating, LeadStand } from '../../../../types/api'
import { PhoneVerify } from '../../exhibitor'
import { checkBadge } from '../badge-check'
import { leadQueueOf } from '../lead-state'
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
  const { api, platform, store } = services
  const t = store.language.t.leads
  const cert = store.certification
  const queue = leadQueueOf(services)
  const token = cert.editToken
  const [stands, setStands] = useState<LeadStand[] | null>(null)
  const [standId, setStandId] = useState<number | null>(null)
  const [last, setLast] = useState<{ clientId: string; name: string; message: string; scannedAt: string } | null>(null)
  const [rating, setRating] = useState<LeadRating | null>(null)
  const [note, setNote] = useState('')
  const [leads, setLeads] = useState<Lead[]>([])
  const [keyword, setKeyword] = useState('')
  const [filter, setFilter] = useState<LeadRating | null>(null)
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
        setStandId((id) => id ?? s[0]?.companyProfileId ?? null)
      },
      () => alive && setStands((s) => s ?? []),
    )
    return () => {
      alive = false
    }
  }, [api, token])

  const reload = useCallback(() => {
    if (!token || standId === null || !platform.isOnline()) return
    api
      .getLeadList(
        {
          companyProfileId: standId,
          ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
          ...(filter ? { rating: filter } : {}),
        },
        token,
      )
      .then(setLeads, () => undefined)
  }, [api, platform, token, standId, keyword, filter])

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

  const scan = async () => {
    if (standId === null) return
    const text = await platform.scanCode({ cancel: t.cancel, noCamera: t.noCamera })
    if (text === null) return
    const badge = checkBadge(text)
    if (!badge.ok) {
      platform.showToast(t.invalidBadge)
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
    queue.add({ companyProfileId: standId, clientId, token: text.trim(), scannedAt }, badge.registrationId)
    platform.vibrateShort()
    setRating(null)
    setNote('')
    setLast({
      clientId,
      name: badge.name,
      scannedAt,
      message: badge.checked ? format(t.captured, { name: badge.name }) : t.capturedUnchecked,
    })
    void queue.flush().then(reload)
  }

  const save = () => {
    if (!last || standId === null) return
    queue.add({
      companyProfileId: standId,
      clientId: last.clientId,
      scannedAt: last.scannedAt,
      rating,
      note: note.trim(),
    })
    platform.showToast(t.saved)
    setLast(null)
    void queue.flush().then(reload)
  }

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

  const stand = stands?.find((s) => s.companyProfileId === standId)
  return (
    <View className='leads-page'>
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
      <View className='leads-page__scan' role='button' data-testid='leads-scan' onClick={() => void scan()}>
        {t.scan}
      </View>
      <View className='leads-page__sync' role='status' data-testid='leads-waiting'>
        {queue.waitingCount ? format(t.waiting, { count: queue.waitingCount }) : t.allSynced}
      </View>

      {last ? (
        <View className='leads-card leads-card--new' data-testid='leads-captured'>
          <Text className='leads-card__title'>{last.message}</Text>
          <View className='leads-page__ratings'>
            {RATINGS.map((r) => (
              <View
                key={r}
                className={`leads-chip leads-chip--${r}${rating === r ? ' is-on' : ''}`}
                role='button'
                aria-pressed={rating === r}
                onClick={() => setRating(rating === r ? null : r)}
              >
                {t.rating[r]}
              </View>
            ))}
          </View>
          <Textarea
            className='leads-card__note'
            placeholder={t.note}
            value={note}
            maxlength={1000}
            onInput={(e) => setNote(e.detail.value)}
          />
          <View className='leads-page__save' role='button' onClick={save}>
            {t.save}
          </View>
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
      {leads.length === 0 ? <Text className='leads-page__note'>{t.empty}</Text> : null}
      {leads.map((l) => (
        <View key={l.leadId} className='leads-card' data-testid='leads-item'>
          <View className='leads-card__head'>
            <Text className='leads-card__title'>{l.name || l.note.slice(0, 40)}</Text>
            {l.rating ? <Text className={`leads-chip leads-chip--${l.rating} is-on`}>{t.rating[l.rating]}</Text> : null}
          </View>
          <Text className='leads-card__line'>
            {l.contactShared ? [l.company, l.position, l.phone, l.email].filter(Boolean).join(' · ') : t.noContact}
          </Text>
          <Text className='leads-card__time'>{clock(l.scannedAt)}</Text>
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
    </View>
  )
})

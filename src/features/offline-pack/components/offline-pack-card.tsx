import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useServices } from '../../../app-context'
import type { OfflinePackStore } from '../pack-store'
import { packStoreFor } from '../pack-stores'
import './offline-pack-card.scss'
import '../words'

/** 2026-04-16T02:05:00Z → 2026-04-16 10:05 in the device's time (the same in both languages). */
function formatSavedAt(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`
}

/** "Available offline · {date}" with the date kept whole: a narrow card breaks the line before it. */
function HeldSince({ words, date }: { words: string; date: string }) {
  const [before, after = ''] = words.split('{date}')
  return (
    <>
      {before}
      <Text className='offline-pack__date'>{date}</Text>
      {after}
    </>
  )
}

/** The pack store of the shown edition and language (shared with the start-up update). */
function usePackStore(eventCode: string): OfflinePackStore {
  const services = useServices()
  const pack = packStoreFor(services, eventCode, services.store.language.language)
  useEffect(() => {
    void pack.check()
  }, [pack])
  return pack
}

export interface OfflinePackCardProps {
  /** the exhibition shown on the home */
  eventCode: string
}

/**
 * "Download for offline" on the home (issue 16, item 4): the edition's exhibitors, products,
 * sessions and floor plans in one download with its progress, then "Available offline · <date>"
 * with an update, which fetches only what changed. A failure says why and keeps what is held.
 */
export const OfflinePackCard = observer(function OfflinePackCard({ eventCode }: OfflinePackCardProps) {
  const { store, platform } = useServices()
  const t = store.language.t.offlinePack
  const pack = usePackStore(eventCode)
  const held = pack.phase === 'held' || (pack.failure !== null && pack.savedAt !== null)

  const start = async () => {
    const wasHeld = pack.phase === 'held'
    const outcome = await pack.download()
    if (outcome === 'unchanged') platform.showToast(t.upToDate)
    else if (outcome === 'saved' && wasHeld) platform.showToast(t.updated)
  }

  const failure =
    pack.failure === 'offline'
      ? held
        ? t.offlineHeld
        : t.offlineNone
      : pack.failure === 'server'
        ? held
          ? t.failedHeld
          : t.failedNone
        : pack.failure === 'save'
          ? t.saveFailed
          : null
  const percent = pack.progress === null ? null : Math.round(pack.progress * 100)

  return (
    <View className='home-card offline-pack' aria-busy={pack.busy || (pack.phase === 'held' && !pack.ready)}>
      {pack.phase === 'downloading' || pack.phase === 'saving' ? (
        <View className='offline-pack__progress'>
          <View
            className='offline-pack__bar'
            role='progressbar'
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-label={t.download}
          >
            <View
              className={`offline-pack__fill${percent === null ? ' offline-pack__fill--unknown' : ''}`}
              style={{ width: `${pack.phase === 'saving' ? 100 : (percent ?? 30)}%` }}
            />
          </View>
          <Text className='offline-pack__status' aria-live='polite'>
            {pack.phase === 'saving'
              ? t.saving
              : percent === null
                ? t.downloadingUnknown
                : t.downloading.replace('{percent}', String(percent))}
          </Text>
        </View>
      ) : pack.phase === 'held' && !pack.ready ? (
        // the data is here, the app's own files are still being kept: not "available offline" yet
        <View className='offline-pack__progress'>
          <View className='offline-pack__bar' role='progressbar' aria-label={t.download}>
            <View className='offline-pack__fill offline-pack__fill--unknown' style={{ width: '100%' }} />
          </View>
          <Text className='offline-pack__status' aria-live='polite'>
            {t.preparing}
          </Text>
        </View>
      ) : pack.phase === 'held' ? (
        <View className='offline-pack__row'>
          <View className='offline-pack__held'>
            <View className='offline-pack__tick' />
            <Text className='offline-pack__status offline-pack__status--held'>
              {pack.savedAt ? <HeldSince words={t.held} date={formatSavedAt(pack.savedAt)} /> : t.heldUndated}
            </Text>
          </View>
          <View
            className='offline-pack__action offline-pack__action--secondary'
            role='button'
            onClick={() => void start()}
          >
            {t.update}
          </View>
        </View>
      ) : (
        <View className='offline-pack__row'>
          <Text className='offline-pack__hint'>{t.hint}</Text>
          <View
            className={`offline-pack__action${pack.phase === 'checking' ? ' offline-pack__action--disabled' : ''}`}
            role='button'
            aria-disabled={pack.phase === 'checking'}
            onClick={() => pack.phase !== 'checking' && void start()}
          >
            {t.download}
          </View>
        </View>
      )}
      {failure ? (
        <View className='offline-pack__failure' role='alert'>
          {failure}
        </View>
      ) : null}
    </View>
  )
})

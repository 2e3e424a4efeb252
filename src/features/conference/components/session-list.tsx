import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { useServices } from '../../../app-context'
import { PartFailed } from '../../../components/lazy-part'
import { BottomLine, LoadingNotice, NoData } from '../../../components/notices'
import { format } from '../../../i18n'
import { whenIdle } from '../../../platform/idle'
import { useRouteQuery } from '../../../navigation'
import { dayLabel, deviceDiffers, offsetLabel, venueDay, venueOffset } from '../../../utils/venue-time'
import type { SessionSummary } from '../../../../types/api'
import { conferenceApi } from '../conference-api'
import { editionOfQuery } from '../first-page'
import { SessionListStore } from '../list-store'
import { SessionCard } from './session-card'
import './session-list.scss'

/** Sessions in the list's first render: a phone's first screen and a little more (see `settled`). */
const FIRST_SCREEN_CARDS = 8
import '../../../i18n/sections/conference'

/** How long typing pauses before the search runs (spec §9's data-watch debounce). */
const SEARCH_DEBOUNCE_MS = 300

/**
 * /meeting/list (spec §2, home menu "Conference"): the edition's sessions by venue day — day tabs,
 * track and room filters, a search box (Chinese, English, pinyin), "now" and "next" on the venue's
 * current day, a page at a time as the visitor scrolls, and the no-data, loading and bottom-line
 * notices. The edition is the home's choice (its eventEditionId), else the current one.
 */
export const SessionList = observer(function SessionList() {
  const { api, store, navigation } = useServices()
  const t = store.language.t
  const query = useRouteQuery()
  const eventEditionId = editionOfQuery(query)
  const list = useMemo(
    () => new SessionListStore(conferenceApi(api), { now: () => Date.now(), eventEditionId }),
    [api, eventEditionId],
  )
  const [text, setText] = useState('')
  // The first render is the sessions of the first screen without their speakers' photos; the
  // rest of the page and the photos follow once it has shown (whenIdle, as a transition that
  // yields to input). On a slow phone and connection, thirty cards' render and a screen of photos
  // held back the list's own first text (Lighthouse's LCP).
  const shown = list.pages.items.length > 0
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!shown) return
    store.ui.noteContentShown()
    return settled ? undefined : whenIdle(() => startTransition(() => setSettled(true)), 500)
  }, [settled, shown, store])
  let firstCards = settled ? Infinity : FIRST_SCREEN_CARDS
  const timer = useRef<ReturnType<typeof setTimeout>>()
  // "now" and "next" move on as the day goes: the markers are worked out again every minute
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(tick)
  }, [])

  useEffect(() => {
    void list.open()
    // names come localised from the server: a language switch asks again
    const dispose = reaction(
      () => store.language.language,
      () => void list.open(),
    )
    return () => {
      dispose()
      clearTimeout(timer.current)
    }
  }, [list, store])

  useReachBottom(() => void list.loadMore())

  const onInput = (value: string) => {
    setText(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void list.setKeyword(value), SEARCH_DEBOUNCE_MS)
  }
  const clearSearch = () => {
    setText('')
    clearTimeout(timer.current)
    void list.setKeyword('')
  }
  const open = (s: SessionSummary) =>
    void navigation.to('/meeting/detail', { sessionId: s.id, eventEditionId: query.eventEditionId })

  if (list.status === 'loading') return <LoadingNotice />
  if (list.status === 'unavailable') return <NoData />
  if (list.status === 'failed' || !list.filters) return <PartFailed page onRetry={() => void list.open()} />

  const filters = list.filters
  const tz = list.timeZone
  const { now: running, next } = list.nowNext(now)
  const firstStart = list.pages.items[0]?.startTime ?? (filters.days[0] ? `${filters.days[0].date}T04:00:00Z` : now)
  const showZone = deviceDiffers(firstStart, tz)
  const countText = list.searching
    ? format(t.conference.searchResults, { count: list.pages.total ?? 0, keyword: list.keyword })
    : list.pages.total !== undefined
      ? format(t.conference.sessionCount, { count: list.pages.total })
      : ''

  return (
    <View className='session-list'>
      <View className='session-list__search' role='search'>
        <View className='session-list__search-icon' />
        <Input
          className='session-list__input'
          value={text}
          placeholder={t.conference.searchPlaceholder}
          confirmType='search'
          aria-label={t.conference.searchPlaceholder}
          onInput={(e) => onInput(e.detail.value)}
          onConfirm={(e) => {
            clearTimeout(timer.current)
            void list.setKeyword(e.detail.value)
          }}
        />
        {text !== '' && (
          <View
            className='session-list__clear-search'
            role='button'
            aria-label={t.conference.clearSearch}
            onClick={clearSearch}
          >
            <View className='session-list__x' />
          </View>
        )}
      </View>

      {showZone && (
        <View className='session-list__zone' role='note'>
          {format(t.conference.venueTimeNote, {
            zone: filters.timeZoneName,
            offset: offsetLabel(venueOffset(firstStart, tz)),
          })}
        </View>
      )}

      {!list.searching && (
        <View className='session-list__days' role='tablist' aria-label={t.conference.days}>
          {filters.days.map((d) => (
            <View
              key={d.date}
              className={`session-list__day${d.date === list.day ? ' is-selected' : ''}`}
              role='tab'
              aria-selected={d.date === list.day}
              onClick={() => void list.selectDay(d.date)}
            >
              <Text className='session-list__day-label'>{dayLabel(d.date, t.conference)}</Text>
              <Text className='session-list__day-sub'>
                {d.date === list.today ? t.conference.today : format(t.conference.sessionCount, { count: d.count })}
              </Text>
            </View>
          ))}
        </View>
      )}

      <ChipRow
        label={t.conference.tracks}
        allLabel={t.conference.allTracks}
        chips={filters.tracks.map((x) => ({ id: x.id, label: x.name }))}
        selected={list.trackId}
        onSelect={(id) => void list.setTrack(id)}
      />
      <ChipRow
        label={t.conference.rooms}
        allLabel={t.conference.allRooms}
        chips={filters.rooms.map((x) => ({ id: x.id, label: x.hall ? `${x.name} · ${x.hall}` : x.name }))}
        selected={list.roomId}
        onSelect={(id) => void list.setRoom(id)}
      />

      <View className='session-list__count'>{countText}</View>

      {list.pages.isEmpty && list.filterCount > 0 ? (
        <View className='session-list__no-match'>
          <NoData text={t.conference.noMatch} />
          <View
            className='session-list__clear'
            role='button'
            onClick={() => {
              setText('')
              void list.clearFilters()
            }}
          >
            {t.conference.clearFilters}
          </View>
        </View>
      ) : list.pages.isEmpty ? (
        <NoData />
      ) : list.pages.items.length === 0 && list.pages.failed ? (
        <PartFailed onRetry={() => void list.reload()} />
      ) : (
        // no role=list: its children are day headings and links, which a list may not hold
        <View className='session-list__items'>
          {list.sections.map((section) => {
            const items = section.items.slice(0, Math.max(0, firstCards))
            firstCards -= items.length
            if (items.length === 0) return null
            return (
              <View key={section.day} className='session-list__section'>
                {list.searching && (
                  <View className='session-list__section-day' role='heading' aria-level={3}>
                    {dayLabel(section.day, t.conference)}
                  </View>
                )}
                {items.map((s) => (
                  <SessionCard
                    key={s.id}
                    session={s}
                    timeZone={tz}
                    marker={running.has(s.id) ? 'now' : next.has(s.id) ? 'next' : undefined}
                    ended={Date.parse(s.endTime) <= now && venueDay(s.startTime, tz) === list.today}
                    photos={settled}
                    onOpen={open}
                  />
                ))}
              </View>
            )
          })}
          {list.pages.loading && <LoadingNotice />}
          {list.pages.failed && list.pages.items.length > 0 && <PartFailed onRetry={() => void list.loadMore()} />}
          {!list.pages.loading && !list.pages.hasMore && list.pages.items.length > 0 && <BottomLine />}
        </View>
      )}
    </View>
  )
})

interface ChipRowProps {
  label: string
  allLabel: string
  chips: Array<{ id: number; label: string }>
  selected: number | undefined
  onSelect: (id: number | undefined) => void
}

/** One filter as a row of chips, "All" first; one may be chosen (tapped again: all). */
const ChipRow = observer(function ChipRow({ label, allLabel, chips, selected, onSelect }: ChipRowProps) {
  if (chips.length < 2) return null
  return (
    <ScrollView className='session-list__chips' scrollX aria-label={label}>
      <View className='session-list__chip-row' role='radiogroup' aria-label={label}>
        <View
          className={`session-list__chip${selected === undefined ? ' is-selected' : ''}`}
          role='radio'
          aria-checked={selected === undefined}
          onClick={() => onSelect(undefined)}
        >
          {allLabel}
        </View>
        {chips.map((chip) => (
          <View
            key={chip.id}
            className={`session-list__chip${selected === chip.id ? ' is-selected' : ''}`}
            role='radio'
            aria-checked={selected === chip.id}
            onClick={() => onSelect(chip.id)}
          >
            {chip.label}
          </View>
        ))}
      </View>
    </ScrollView>
  )
})

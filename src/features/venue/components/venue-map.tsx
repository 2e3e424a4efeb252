import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { queryId, useRouteQuery } from '../../../navigation'
import { useRemoteData } from '../../../hooks/use-remote-data'
import type { HallPlan, HallStand, Venue } from '../../../../types/api'
import { CGA_PALETTE, COLOURS, DEFAULT_PALETTE, type DrawOptions, type MapMode } from '../draw'
import { loadHallPlan, loadHalls } from '../venue-data'
import { useBehaviourOnce } from '../../behaviour'
import { HallCanvas } from './hall-canvas'
import './venue-map.scss'
import '../../../i18n/sections/venue'
import '../../../i18n/sections/walkRoute'
import '../words'

export interface VenueMapProps {
  mode: MapMode
  /**
   * booking: what to show under the map for the chosen free stand; `reserved(code, mine)` marks a
   * stand reserved on the map (mine: this visitor's request, its card stays; else it is let go)
   */
  renderSelected?: (stand: HallStand, plan: HallPlan, reserved: (code: string, mine: boolean) => void) => ReactNode
  /** the route page draws its walk on the hall it shows */
  route?: (plan: HallPlan) => DrawOptions['route']
  /** the part of a hall to show first (the route page: its walk there) */
  frame?: (plan: HallPlan) => { x: number; y: number; w: number; h: number } | null
  /** the hall to open first (the route page: its first hall) */
  initialHallId?: number
  /** halls to offer (the route page: the halls it walks through); default all */
  hallFilter?: (hallId: number) => boolean
}

/** m² of a stand, as exhibitors buy them */
const area = (s: { w: number; h: number }) => s.w * s.h

/**
 * The venue map (/venue/map, and the map of /booking and /venue/route): the edition's halls as
 * tabs, the chosen hall's floor plan, and a card for the stand tapped. Opened with `stand` or
 * `room` in its query it opens that hall centred on it, highlighted.
 */
export const VenueMap = observer(function VenueMap({
  mode,
  renderSelected,
  route,
  frame,
  initialHallId,
  hallFilter,
}: VenueMapProps) {
  const { api, store, platform, navigation } = useServices()
  const t = store.language.t
  const language = store.language.language
  const query = useRouteQuery()
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const palette = store.context.altBranding ? CGA_PALETTE : DEFAULT_PALETTE

  // a stand of an earlier edition (its exhibitor's page): that edition's plan, where the stand was theirs
  const editionId = queryId(query.eventEditionId)
  const halls = useRemoteData(`${eventCode}:${editionId ?? ''}:${language}`, () =>
    loadHalls(api, platform, eventCode, editionId),
  )
  // what to open: a hall tab the visitor chose, else the query's stand / room / hall
  const [chosenHall, setChosenHall] = useState<number | undefined>(undefined)
  const target = chosenHall
    ? { hallId: chosenHall }
    : query.stand
      ? { stand: query.stand }
      : query.room
        ? { room: query.room }
        : { hallId: queryId(query.hallId) ?? initialHallId }
  const planKey = `${eventCode}:${editionId ?? ''}:${language}:${JSON.stringify(target)}`
  const plan = useRemoteData(planKey, () =>
    loadHallPlan(api, platform, eventCode, { ...target, ...(editionId ? { eventEditionId: editionId } : {}) }),
  )
  const [selected, setSelected] = useState<string | null>(null)
  useEffect(() => setSelected(null), [planKey])
  // the map opened located on an exhibitor's stand (its page's "on the map"): one "map open" for
  // that exhibitor's analytics per page open, not per render or per plan reload
  const recordOnce = useBehaviourOnce()
  const located = mode === 'directory' && !route && query.stand ? plan.data?.data : undefined
  useEffect(() => {
    if (!located || located.focus?.kind !== 'stand') return
    const code = located.focus.code
    const companyProfileId = located.stands.find((s) => s.code === code)?.companyProfileId
    if (!companyProfileId) return
    recordOnce(`map:${companyProfileId}`, {
      target: 'exhibitor',
      action: 'map',
      companyProfileId,
      eventEditionId: located.eventEditionId,
      url: `/venue/map?stand=${encodeURIComponent(code)}`,
    })
  }, [located, recordOnce])
  // booking opened for a stand (from the map's card): that stand is chosen when it is free
  const focus = plan.data?.data.focus
  useEffect(() => {
    if (mode !== 'booking' || focus?.kind !== 'stand') return
    const s = plan.data?.data.stands.find((x) => x.code === focus.code)
    if (s?.status === 'free') setSelected(s.code)
  }, [mode, focus, plan.data])
  const markReserved = (code: string, mine: boolean) => {
    const hallId = plan.data?.data.hallId
    const wasFree = plan.data?.data.stands.some((s) => s.code === code && s.status === 'free')
    // the hall's tab counts its free stands too: one fewer (it said the booked stand was still free)
    if (wasFree && halls.data)
      halls.setData((d) => ({
        ...d,
        data: d.data.map((h) =>
          h.hallId === hallId ? { ...h, freeStandCount: Math.max(0, h.freeStandCount - 1) } : h,
        ),
      }))
    plan.setData((d) => ({
      ...d,
      data: {
        ...d.data,
        stands: d.data.stands.map((s) => (s.code === code ? { ...s, status: 'reserved' as const } : s)),
      },
    }))
    if (!mine) setSelected(null)
  }

  const shownHalls = (halls.data?.data ?? []).filter((h) => !hallFilter || hallFilter(h.hallId))
  const current = plan.data?.data
  // memoised per hall plan: a new object on every render would re-fit the view
  const routeOf = useMemo(() => (current && route ? route(current) : null), [current, route])
  const frameOf = useMemo(() => (current && frame ? frame(current) : null), [current, frame])
  const stand = current && selected ? current.stands.find((s) => s.code === selected) : undefined

  const onTap = (code: string | null) => {
    if (!current || !code) return setSelected(null)
    const s = current.stands.find((x) => x.code === code)
    if (mode === 'booking' && s && s.status !== 'free') {
      platform.showToast(t.booking.notFree)
      return
    }
    setSelected(code === selected ? null : code)
  }

  if (plan.status === 'failed' && !current) return <PartFailed onRetry={plan.retry} />
  if (plan.status === 'empty' && !current) return <NoData />

  return (
    <View className={`venue-map venue-map--${mode}`}>
      <HallTabs halls={shownHalls} current={current?.hallId} mode={mode} onChoose={(id) => setChosenHall(id)} />
      {plan.data?.offline || halls.data?.offline ? (
        <View className='venue-map__offline' role='status'>
          {t.venue.offlinePlan}
        </View>
      ) : null}
      {current && !current.currentEdition ? (
        <View className='venue-map__edition' role='status'>
          {format(current.focus?.kind === 'stand' ? t.venue.pastEditionStand : t.venue.pastEditionPlan, {
            edition: current.eventEditionName,
            code: current.focus?.code ?? '',
          })}
        </View>
      ) : null}
      {current ? (
        <View className='venue-map__hall' data-hall={current.hallId}>
          <View className='venue-map__hall-head'>
            <View className='venue-map__hall-name' role='heading' aria-level={2}>
              {current.hallName}
            </View>
            <Text className='venue-map__hall-meta'>
              {mode === 'booking'
                ? format(t.booking.freeCount, { count: current.stands.filter((s) => s.status === 'free').length })
                : format(t.venue.standCount, { count: current.stands.length })}
            </Text>
          </View>
          {current.focus?.kind === 'room' ? (
            <View className='venue-map__focus' role='status'>
              {format(t.venue.roomHere, {
                room: current.rooms.find((r) => r.code === current.focus?.code)?.name ?? '',
              })}
            </View>
          ) : null}
          <HallCanvas
            plan={current}
            mode={mode}
            palette={palette}
            highlight={chosenHall ? null : current.focus}
            selected={selected}
            route={routeOf}
            frame={frameOf}
            onTap={onTap}
            labels={{ zoomIn: t.venue.zoomIn, zoomOut: t.venue.zoomOut, fit: t.venue.fit, map: t.venue.map }}
          />
          <Legend mode={mode} highlight={!chosenHall && current.focus?.kind === 'stand'} route={!!route} />
          <Text className='venue-map__hint'>{mode === 'booking' ? t.booking.intro : t.venue.hint}</Text>
          {stand ? (
            mode === 'booking' && renderSelected ? (
              renderSelected(stand, current, markReserved)
            ) : (
              <StandCard
                stand={stand}
                hallName={current.hallName}
                onOpen={() =>
                  stand.companyProfileId &&
                  void navigation.to('/exhibitors/detail', { companyProfileId: stand.companyProfileId, eventCode })
                }
                onBook={() => void navigation.to('/booking', { stand: stand.code, eventCode })}
                bookable={current.currentEdition}
                imageUrl={(p) => api.assetUrl(p)}
              />
            )
          ) : null}
        </View>
      ) : (
        <LoadingNotice />
      )}
    </View>
  )
})

const HallTabs = observer(function HallTabs({
  halls,
  current,
  mode,
  onChoose,
}: {
  halls: Venue[]
  current: number | undefined
  mode: MapMode
  onChoose: (hallId: number) => void
}) {
  const { store } = useServices()
  const t = store.language.t
  if (halls.length < 2) return null
  return (
    <ScrollView className='venue-map__tabs' scrollX enhanced showScrollbar={false}>
      <View className='venue-map__tabs-row' role='tablist' aria-label={t.venue.halls}>
        {halls.map((h) => (
          <View
            key={h.hallId}
            className={`venue-map__tab${h.hallId === current ? ' is-active' : ''}`}
            role='tab'
            aria-selected={h.hallId === current}
            onClick={() => onChoose(h.hallId)}
          >
            <Text className='venue-map__tab-name'>{h.hallName}</Text>
            <Text className='venue-map__tab-meta'>
              {mode === 'booking'
                ? format(t.booking.freeCount, { count: h.freeStandCount })
                : format(t.venue.standCount, { count: h.standCount })}
            </Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
})

const Legend = observer(function Legend({
  mode,
  highlight,
  route,
}: {
  mode: MapMode
  highlight: boolean
  route: boolean
}) {
  const { store } = useServices()
  const t = store.language.t
  const palette = store.context.altBranding ? CGA_PALETTE : DEFAULT_PALETTE
  const items: Array<[string, string, string]> =
    mode === 'booking'
      ? [
          [t.venue.legendFree, COLOURS.status.free.fill, COLOURS.status.free.stroke],
          [t.venue.legendReserved, COLOURS.status.reserved.fill, COLOURS.status.reserved.stroke],
          [t.venue.legendSold, COLOURS.status.sold.fill, COLOURS.status.sold.stroke],
        ]
      : [
          [t.venue.legendExhibitor, '#eef3ff', '#9fb4e6'],
          [t.venue.legendFree, '#fafafa', '#d9d9d9'],
          [t.venue.legendRoom, COLOURS.room, palette.brand],
          ...(highlight
            ? ([[t.venue.legendHighlight, palette.accent, palette.accent]] as Array<[string, string, string]>)
            : []),
        ]
  return (
    <View className='venue-map__legend'>
      {items.map(([label, fill, stroke]) => (
        <View key={label} className='venue-map__legend-item'>
          <View className='venue-map__swatch' style={{ background: fill, borderColor: stroke }} />
          <Text>{label}</Text>
        </View>
      ))}
      <View className='venue-map__legend-item'>
        <View className='venue-map__swatch venue-map__swatch--entrance' style={{ background: COLOURS.entrance }} />
        <Text>{t.venue.legendEntrance}</Text>
      </View>
      {route ? (
        <View className='venue-map__legend-item'>
          <View className='venue-map__swatch venue-map__swatch--route' style={{ background: palette.brand }} />
          <Text>{t.walkRoute.open}</Text>
        </View>
      ) : null}
    </View>
  )
})

/** The card of a tapped stand: its exhibitor (→ detail), or that it is free (→ booking) or reserved. */
const StandCard = observer(function StandCard({
  stand,
  hallName,
  onOpen,
  onBook,
  bookable,
  imageUrl,
}: {
  stand: HallStand
  hallName: string
  onOpen: () => void
  onBook: () => void
  /** an earlier edition's stands are not for booking */
  bookable: boolean
  imageUrl: (path: string) => string
}) {
  const { store } = useServices()
  const t = store.language.t
  const size = format(t.venue.standSize, { w: stand.w, h: stand.h, area: area(stand) })
  if (stand.status === 'sold' && stand.companyProfileId) {
    return (
      <View
        className='stand-card'
        role='link'
        aria-label={stand.name ?? stand.code}
        onClick={onOpen}
        data-code={stand.code}
      >
        {stand.logo ? <Image className='stand-card__logo' src={imageUrl(stand.logo)} mode='aspectFit' /> : null}
        <View className='stand-card__text'>
          <Text className='stand-card__name'>{stand.name}</Text>
          <Text className='stand-card__meta'>
            {hallName} · {t.common.stand} {stand.code} · {size}
          </Text>
        </View>
        <View className='stand-card__action'>
          <Text>{t.venue.viewExhibitor}</Text>
        </View>
      </View>
    )
  }
  return (
    <View className='stand-card stand-card--free' data-code={stand.code}>
      <View className='stand-card__text'>
        <Text className='stand-card__name'>
          {format(stand.status === 'free' ? t.venue.freeStand : t.venue.reservedStand, { code: stand.code })}
        </Text>
        <Text className='stand-card__meta'>
          {hallName} · {size}
        </Text>
      </View>
      {stand.status === 'free' && bookable ? (
        <View className='stand-card__action' role='button' onClick={onBook}>
          <Text>{t.venue.bookThis}</Text>
        </View>
      ) : null}
    </View>
  )
})

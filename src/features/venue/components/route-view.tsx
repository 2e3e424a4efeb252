import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { dayLabel, venueClock, venueDay, venueOffset } from '../../../utils/venue-time'
import type { HallPlan, RouteHallInfo, RouteStopInfo, SessionSummary } from '../../../../types/api'
import { planRoute, roomDoor, slotSessions, type TimedStop } from '../route'
import { meetingStops, routeDay, walkableMeetings, type MeetingStop } from '../meeting-stops'
import { loadHallPlan, loadRoutePlan, VisitedStops } from '../venue-data'
import { useBehaviourOnce } from '../../behaviour'
import { VenueMap } from './venue-map'
import './route-view.scss'
import '../../../i18n/sections/conference'
import '../../../i18n/sections/walkRoute'

/** A session of the visitor's agenda as a stop of the walk: at its room's door, at its time. */
interface SessionStop extends TimedStop {
  session: SessionSummary
  roomCode: string
}
type AnyStop = RouteStopInfo | SessionStop | MeetingStop
const isSession = (s: AnyStop): s is SessionStop => 'session' in s
const isMeeting = (s: AnyStop): s is MeetingStop => 'meeting' in s
const stopKey = (s: AnyStop) =>
  isSession(s) ? `s${s.session.id}` : isMeeting(s) ? `m${s.meeting.meetingId}` : `c${s.companyProfileId}`

/** The venue's opening time on the route's day: stands are fitted in from then. */
const OPENING = '09:00'

/**
 * "My plan as a walking route" (/venue/route): the planned exhibitors of the edition ordered hall
 * by hall into a short walk, drawn on each hall's map, listed with the walking minutes between
 * stops; stops can be ticked as visited (kept on the device per edition, offline too). The
 * sessions of the visitor's agenda on the route's day are stops at their rooms, at their times
 * (slotSessions; docs/decisions.md, "Walking route"), and so are the visitor's accepted meetings at
 * stands (docs/decisions/meetings-day2.md).
 */
export const RouteView = observer(function RouteView() {
  const { api, store, platform, navigation } = useServices()
  const t = store.language.t
  const language = store.language.language
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode

  useEffect(() => {
    if (!store.plan.loaded || store.plan.updateMenu === 1) void store.plan.loadPlans()
  }, [store])
  // the planned exhibitors of this event code (the server keeps those of its current edition)
  const ids = useMemo(
    () =>
      store.plan.shownPlans
        .filter((e) => e.eventCode.toUpperCase() === eventCode.toUpperCase())
        .flatMap((e) => e.companyProfileList.map((c) => c.companyProfileId)),
    [store.plan.shownPlans, eventCode],
  )
  // My meetings (kept offline like My agenda); none when they cannot be read (no visitor yet)
  const mine = useRemoteData(`meetings:${language}`, () => api.getMyMeetings())
  const meetings = useMemo(() => walkableMeetings(mine.data?.meetings ?? [], Date.now()), [mine.data])
  // the meetings' stands are asked for with the plan's, so their doors come with the route plan
  const withMeetings = useMemo(
    () => [...ids, ...[...new Set(meetings.map((m) => m.companyProfileId))].filter((id) => !ids.includes(id))],
    [ids, meetings],
  )
  // offline, the plan cannot load: the route as last loaded is shown (key without ids)
  const planReady = (store.plan.loaded || store.plan.loadFailed) && mine.status !== 'loading'
  const key = planReady
    ? `${eventCode}:${language}:${store.plan.loaded ? withMeetings.join(',') : 'stored'}`
    : undefined
  const routePlan = useRemoteData(key, () =>
    loadRoutePlan(api, platform, eventCode, store.plan.loaded ? withMeetings : null),
  )
  const data = routePlan.data?.data

  // the agenda's sessions of the route's day, and the hall plans their rooms are drawn on
  useEffect(() => void store.agenda.load(), [store])
  const agenda = store.agenda.agenda
  const tz = agenda?.timeZone || meetings[0]?.timeZone || ''
  const agendaEntries = store.agenda.entries
  const day = useMemo(
    () =>
      tz
        ? routeDay([...agendaEntries.map((s) => s.startTime), ...meetings.map((m) => m.startTime)], tz, Date.now())
        : null,
    [agendaEntries, meetings, tz],
  )
  const daySessions = useMemo(
    () => (day ? agendaEntries.filter((s) => venueDay(s.startTime, tz) === day && s.roomId) : []),
    [agendaEntries, day, tz],
  )
  const roomIds = [...new Set(daySessions.map((s) => s.roomId))].sort((a, b) => a - b)
  const roomPlans = useRemoteData(
    roomIds.length ? `${eventCode}:${language}:rooms:${roomIds.join(',')}` : undefined,
    async () => {
      // a room not on any floor plan is left out of the walk (the session stays on the agenda)
      const settled = await Promise.allSettled(
        roomIds.map((id) => loadHallPlan(api, platform, eventCode, { room: String(id) })),
      )
      return roomIds.flatMap((id, k) => {
        const r = settled[k]!
        return r.status === 'fulfilled' ? [{ roomId: id, plan: r.value.data }] : []
      })
    },
  )
  const roomData = roomIds.length ? roomPlans.data : null
  const halls = useMemo(() => {
    const all = new Map<number, RouteHallInfo>((data?.halls ?? []).map((h) => [h.hallId, h]))
    for (const { plan } of roomData ?? []) {
      if (all.has(plan.hallId)) continue
      const { hallId, hallName, siteX, siteY, entrances, aisles } = plan
      all.set(hallId, { hallId, hallName, siteX, siteY, entrances, aisles })
    }
    return [...all.values()].sort((a, b) => a.hallId - b.hallId)
  }, [data, roomData])
  const sessionStops = useMemo(
    () =>
      daySessions.flatMap((session): SessionStop[] => {
        const plan = roomData?.find((r) => r.roomId === session.roomId)?.plan
        const room = plan?.rooms.find((m) => m.code === plan.focus?.code)
        const door = plan && room ? roomDoor(plan.aisles, room) : null
        if (!plan || !room || !door) return []
        return [
          {
            session,
            roomCode: room.code,
            hallId: plan.hallId,
            ...door,
            startMs: Date.parse(session.startTime),
            endMs: Date.parse(session.endTime),
          },
        ]
      }),
    [daySessions, roomData],
  )
  const dayMeetings = useMemo(
    () => (data && day ? meetingStops(meetings, data.stops, day, tz) : []),
    [data, day, meetings, tz],
  )
  const route = useMemo(() => {
    if (!data) return null
    // a stand with a meeting that day is walked to at the meeting's time, not once more; a stand
    // asked for only because of a meeting (not in the plan) is no stop of its own
    const meetingStands = new Set(dayMeetings.map((m) => m.meeting.companyProfileId))
    const meetingOnly = new Set(meetings.map((m) => m.companyProfileId).filter((id) => !ids.includes(id)))
    const stands = planRoute(
      data.halls,
      data.stops.filter(
        (s) =>
          !meetingStands.has(s.companyProfileId) &&
          (store.plan.loaded
            ? !meetingOnly.has(s.companyProfileId)
            : !meetings.some((m) => m.companyProfileId === s.companyProfileId)),
      ),
    )
    const timed: Array<SessionStop | MeetingStop> = [...sessionStops, ...dayMeetings]
    if (!day || !timed.length) return slotSessions(halls, stands, [], 0)
    const opening = Date.parse(`${day}T${OPENING}:00Z`) - venueOffset(`${day}T${OPENING}:00Z`, tz) * 60_000
    return slotSessions<RouteStopInfo, SessionStop | MeetingStop>(halls, stands, timed, Math.max(opening, Date.now()))
  }, [data, halls, sessionStops, dayMeetings, meetings, ids, store.plan.loaded, day, tz])

  // each exhibitor on the walk is one "route stop" of its analytics per page open (not per render,
  // nor again when the route is computed anew as the agenda or meetings arrive)
  const recordOnce = useBehaviourOnce()
  useEffect(() => {
    if (!route || !data) return
    for (const leg of route.legs) {
      const stop = leg.stop
      if (isSession(stop) || isMeeting(stop)) continue
      recordOnce(`route:${stop.companyProfileId}`, {
        target: 'exhibitor',
        action: 'route',
        companyProfileId: stop.companyProfileId,
        eventEditionId: data.eventEditionId,
        url: '/venue/route',
      })
    }
  }, [route, data, recordOnce])

  const visitedStore = useMemo(() => (data ? new VisitedStops(platform, data.eventEditionId) : null), [platform, data])
  const [visited, setVisited] = useState<Set<number>>(new Set())
  useEffect(() => setVisited(visitedStore?.all() ?? new Set()), [visitedStore])

  // stable per route: the map keeps its view while stops are ticked
  const drawRoute = useCallback(
    (plan: HallPlan) => {
      if (!route) return null
      const numbers = new Map(route.legs.map((l, i) => [stopKey(l.stop), i + 1]))
      const stops = route.legs
        .filter((l) => l.stop.hallId === plan.hallId)
        .map((l) => ({
          x: l.stop.doorX,
          y: l.stop.doorY,
          label: String(numbers.get(stopKey(l.stop))),
          code: isSession(l.stop) ? l.stop.roomCode : l.stop.stand,
        }))
      return { path: route.paths.get(plan.hallId) ?? [], stops }
    },
    [route],
  )
  const frame = useCallback(
    (plan: HallPlan) => {
      const path = route?.paths.get(plan.hallId)
      if (!path?.length) return null
      const xs = path.map((p) => p.x)
      const ys = path.map((p) => p.y)
      const x = Math.min(...xs)
      const y = Math.min(...ys)
      return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y }
    },
    [route],
  )

  if (!planReady || (routePlan.status === 'loading' && !data)) return <LoadingNotice />
  if (routePlan.status === 'failed' && !data) return <PartFailed onRetry={routePlan.retry} />
  if (!data || !route || route.legs.length === 0) {
    return (
      <View className='route-view route-view--empty'>
        <Text className='route-view__empty'>{t.walkRoute.empty}</Text>
        <View className='route-view__browse' role='button' onClick={() => void navigation.to('/exhibitors/list')}>
          {t.walkRoute.browse}
        </View>
      </View>
    )
  }

  const hallName = (id: number) => halls.find((h) => h.hallId === id)?.hallName ?? ''
  const hallsOnRoute = new Set(route.legs.map((l) => l.stop.hallId))
  const firstHall = route.legs[0]!.stop.hallId
  const standLegs = route.legs.filter((l) => !isSession(l.stop) && !isMeeting(l.stop))
  const done = standLegs.filter(
    (l) => !isSession(l.stop) && !isMeeting(l.stop) && visited.has(l.stop.companyProfileId),
  ).length
  const toggle = (stop: RouteStopInfo) => visitedStore && setVisited(visitedStore.toggle(stop.companyProfileId))
  const sessionsOnRoute = route.legs.filter((l) => isSession(l.stop)).length
  const meetingsOnRoute = route.legs.filter((l) => isMeeting(l.stop)).length
  // exhibitors asked for only because of a meeting of another show are not "missing" from the plan
  const missing = data.missing.filter((id) => !store.plan.loaded || ids.includes(id))

  return (
    <View className='route-view'>
      <View className='route-view__summary' role='status'>
        <Text className='route-view__summary-main'>
          {format(t.walkRoute.summary, {
            stops: route.legs.length,
            minutes: route.totalMinutes,
            metres: Math.round(route.totalMetres),
          })}
        </Text>
        <Text className='route-view__progress'>{format(t.walkRoute.progress, { done, total: standLegs.length })}</Text>
        {sessionsOnRoute > 0 && day && (
          <Text className='route-view__day'>
            {format(t.walkRoute.withSessions, { count: sessionsOnRoute, day: dayLabel(day, t.conference) })}
          </Text>
        )}
        {meetingsOnRoute > 0 && day && (
          <Text className='route-view__day route-view__day--meetings'>
            {format(t.walkRoute.withMeetings, { count: meetingsOnRoute, day: dayLabel(day, t.conference) })}
          </Text>
        )}
      </View>
      <VenueMap
        mode='directory'
        route={drawRoute}
        frame={frame}
        initialHallId={firstHall}
        hallFilter={(id) => hallsOnRoute.has(id)}
      />
      <View className='route-view__list' role='list'>
        {route.legs.map((leg, i) => {
          const stop = leg.stop
          const from =
            i === 0
              ? format(t.walkRoute.fromEntrance, {
                  entrance:
                    halls.find((h) => h.hallId === leg.stop.hallId)?.entrances[
                      route.entrances.get(leg.stop.hallId) ?? 0
                    ]?.label ?? '',
                })
              : leg.newHall
                ? format(t.walkRoute.toHall, { hall: hallName(leg.stop.hallId) })
                : ''
          const walk = (
            <View className='route-view__walk'>
              <Text>
                {format(t.walkRoute.minutes, { minutes: leg.minutes })}
                {from ? ` · ${from}` : ''}
              </Text>
            </View>
          )
          // a session and a meeting are both stops at a set time: the same row, their own words and link
          const timedStop = (
            kind: 'session' | 'meeting',
            data: Record<string, string | number>,
            open: () => void,
            time: string,
            name: string,
            where: string,
          ) => (
            <View key={stopKey(stop)} className='route-view__leg'>
              {walk}
              <View
                className={`route-view__stop route-view__stop--${kind}${leg.late ? ' is-late' : ''}`}
                role='listitem'
                {...data}
              >
                <View className='route-view__number' aria-label={format(t.walkRoute.stop, { n: i + 1 })}>
                  {i + 1}
                </View>
                <View className='route-view__stop-text' role='link' onClick={open}>
                  <Text className='route-view__time'>
                    {time}
                    {leg.late ? ` · ${t.walkRoute.late}` : ''}
                  </Text>
                  <Text className='route-view__name'>{name}</Text>
                  <Text className='route-view__where'>{where}</Text>
                </View>
              </View>
            </View>
          )
          if (isSession(stop)) {
            const x = stop.session
            return timedStop(
              'session',
              { 'data-session': x.id },
              () => void navigation.to('/meeting/detail', { sessionId: x.id, eventCode }),
              `${venueClock(x.startTime, tz)}–${venueClock(x.endTime, tz)}`,
              x.title,
              [hallName(stop.hallId), x.room].filter(Boolean).join(' · '),
            )
          }
          if (isMeeting(stop)) {
            const x = stop.meeting
            return timedStop(
              'meeting',
              { 'data-meeting': x.meetingId },
              () => void navigation.to('/exhibitors/detail', { companyProfileId: x.companyProfileId, eventCode }),
              `${venueClock(x.startTime, x.timeZone)}–${venueClock(x.endTime, x.timeZone)}`,
              `${t.walkRoute.meeting} · ${x.exhibitorName}`,
              `${hallName(stop.hallId)} · ${t.common.stand} ${stop.stand}`,
            )
          }
          const isVisited = visited.has(stop.companyProfileId)
          return (
            <View key={stopKey(stop)} className='route-view__leg'>
              {walk}
              <View
                className={`route-view__stop${isVisited ? ' is-visited' : ''}`}
                role='listitem'
                data-id={stop.companyProfileId}
              >
                <View className='route-view__number' aria-label={format(t.walkRoute.stop, { n: i + 1 })}>
                  {i + 1}
                </View>
                <View
                  className='route-view__stop-text'
                  role='link'
                  onClick={() =>
                    void navigation.to('/exhibitors/detail', {
                      companyProfileId: stop.companyProfileId,
                      eventCode,
                    })
                  }
                >
                  <Text className='route-view__name'>{stop.name}</Text>
                  <Text className='route-view__where'>
                    {hallName(stop.hallId)} · {t.common.stand} {stop.stand}
                  </Text>
                </View>
                <View
                  className={`route-view__check${isVisited ? ' is-checked' : ''}`}
                  role='checkbox'
                  aria-checked={isVisited}
                  aria-label={format(t.walkRoute.markVisited, { name: stop.name })}
                  onClick={() => toggle(stop)}
                >
                  <View className='route-view__tick' />
                </View>
              </View>
            </View>
          )
        })}
        {missing.length > 0 ? (
          <Text className='route-view__missing'>
            {t.walkRoute.notOnPlan}: {missing.length}
          </Text>
        ) : null}
      </View>
    </View>
  )
})

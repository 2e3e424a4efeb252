import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import type { HallPlan, RouteStopInfo } from '../../../../types/api'
import { planRoute } from '../route'
import { loadRoutePlan, VisitedStops } from '../venue-data'
import { VenueMap } from './venue-map'
import './route-view.scss'
import '../../../i18n/sections/walkRoute'

/**
 * "My plan as a walking route" (/venue/route): the planned exhibitors of the edition ordered hall
 * by hall into a short walk, drawn on each hall's map, listed with the walking minutes between
 * stops; stops can be ticked as visited (kept on the device per edition, offline too).
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
      store.plan.plans
        .filter((e) => e.eventCode.toUpperCase() === eventCode.toUpperCase())
        .flatMap((e) => e.companyProfileList.map((c) => c.companyProfileId)),
    [store.plan.plans, eventCode],
  )
  // offline, the plan cannot load: the route as last loaded is shown (key without ids)
  const planReady = store.plan.loaded || store.plan.loadFailed
  const key = planReady ? `${eventCode}:${language}:${store.plan.loaded ? ids.join(',') : 'stored'}` : undefined
  const routePlan = useRemoteData(key, () => loadRoutePlan(api, platform, eventCode, store.plan.loaded ? ids : null))
  const data = routePlan.data?.data
  const route = useMemo(() => (data ? planRoute(data.halls, data.stops) : null), [data])

  const visitedStore = useMemo(() => (data ? new VisitedStops(platform, data.eventEditionId) : null), [platform, data])
  const [visited, setVisited] = useState<Set<number>>(new Set())
  useEffect(() => setVisited(visitedStore?.all() ?? new Set()), [visitedStore])

  // stable per route: the map keeps its view while stops are ticked
  const drawRoute = useCallback(
    (plan: HallPlan) => {
      if (!route) return null
      const numbers = new Map(route.legs.map((l, i) => [l.stop.companyProfileId, i + 1]))
      const stops = route.legs
        .filter((l) => l.stop.hallId === plan.hallId)
        .map((l) => ({
          x: l.stop.doorX,
          y: l.stop.doorY,
          label: String(numbers.get(l.stop.companyProfileId)),
          code: l.stop.stand,
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

  const hallName = (id: number) => data.halls.find((h) => h.hallId === id)?.hallName ?? ''
  const hallsOnRoute = new Set(data.halls.map((h) => h.hallId))
  const firstHall = route.legs[0]!.stop.hallId
  const done = route.legs.filter((l) => visited.has(l.stop.companyProfileId)).length
  const toggle = (stop: RouteStopInfo) => visitedStore && setVisited(visitedStore.toggle(stop.companyProfileId))

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
        <Text className='route-view__progress'>{format(t.walkRoute.progress, { done, total: route.legs.length })}</Text>
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
          const isVisited = visited.has(leg.stop.companyProfileId)
          const from =
            i === 0
              ? format(t.walkRoute.fromEntrance, {
                  entrance:
                    data.halls.find((h) => h.hallId === leg.stop.hallId)?.entrances[
                      route.entrances.get(leg.stop.hallId) ?? 0
                    ]?.label ?? '',
                })
              : leg.newHall
                ? format(t.walkRoute.toHall, { hall: hallName(leg.stop.hallId) })
                : ''
          return (
            <View key={leg.stop.companyProfileId} className='route-view__leg'>
              <View className='route-view__walk'>
                <Text>
                  {format(t.walkRoute.minutes, { minutes: leg.minutes })}
                  {from ? ` · ${from}` : ''}
                </Text>
              </View>
              <View
                className={`route-view__stop${isVisited ? ' is-visited' : ''}`}
                role='listitem'
                data-id={leg.stop.companyProfileId}
              >
                <View className='route-view__number' aria-label={format(t.walkRoute.stop, { n: i + 1 })}>
                  {i + 1}
                </View>
                <View
                  className='route-view__stop-text'
                  role='link'
                  onClick={() =>
                    void navigation.to('/exhibitors/detail', {
                      companyProfileId: leg.stop.companyProfileId,
                      eventCode,
                    })
                  }
                >
                  <Text className='route-view__name'>{leg.stop.name}</Text>
                  <Text className='route-view__where'>
                    {hallName(leg.stop.hallId)} · {t.common.stand} {leg.stop.stand}
                  </Text>
                </View>
                <View
                  className={`route-view__check${isVisited ? ' is-checked' : ''}`}
                  role='checkbox'
                  aria-checked={isVisited}
                  aria-label={format(t.walkRoute.markVisited, { name: leg.stop.name })}
                  onClick={() => toggle(leg.stop)}
                >
                  <View className='route-view__tick' />
                </View>
              </View>
            </View>
          )
        })}
        {data.missing.length > 0 ? (
          <Text className='route-view__missing'>
            {t.walkRoute.notOnPlan}: {data.missing.length}
          </Text>
        ) : null}
      </View>
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import type { LeadAnalytics, LeadAnalyticsCounts, LeadAnalyticsRow } from '../../../../types/api'
import { format } from '../../../i18n'
import '../words'
import './leads.scss'

const METRICS: (keyof LeadAnalyticsCounts)[] = [
  'views',
  'productViews',
  'planAdds',
  'routeStops',
  'mapOpens',
  'rfqs',
  'consults',
  'scans',
  'meetings',
]
/** 'HH:mm' on this device's clock */
const clock = (iso: string) => {
  const d = new Date(iso)
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}
const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1))

/**
 * What the show brought the exhibitor (issue 28 item 5): per metric, its count beside the median
 * exhibitor of its hall and of the show, in total and per day, as small bars drawn with CSS (no
 * chart library: a bar per figure needs none, and the page stays within its chunk budget).
 */
export const LeadAnalyticsSection = observer(function LeadAnalyticsSection({
  companyProfileId,
}: {
  companyProfileId: number
}) {
  const { api, store, platform } = useServices()
  const t = store.language.t.leads
  const token = store.certification.editToken ?? ''
  const [data, setData] = useState<LeadAnalytics | null>(null)
  useEffect(() => {
    if (!platform.isOnline()) return
    let alive = true
    api.getLeadAnalytics({ companyProfileId }, token).then(
      (d) => alive && setData(d),
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [api, platform, companyProfileId, token, store.language.language])
  if (!data) return null

  // a day shows the figures that moved that day (the total shows them all)
  const block = (title: string, row: LeadAnalyticsRow, key: string, all = false) => (
    <View key={key} className='leads-stats__block' data-testid='leads-stats-block'>
      <Text className='leads-stats__day'>{title}</Text>
      {METRICS.filter((m) => all || row.mine[m] + row.hallMedian[m] + row.showMedian[m] > 0).map((m) => {
        const top = Math.max(row.mine[m], row.hallMedian[m], row.showMedian[m], 1)
        const bar = (cls: string, label: string, v: number) => (
          <View className='leads-stats__bar-row'>
            <Text className='leads-stats__who'>{label}</Text>
            <View className='leads-stats__track'>
              <View className={`leads-stats__bar leads-stats__bar--${cls}`} style={{ width: `${(v / top) * 100}%` }} />
            </View>
            <Text className='leads-stats__n'>{fmt(v)}</Text>
          </View>
        )
        return (
          <View key={m} className='leads-stats__metric' data-metric={m}>
            <Text className='leads-stats__name'>{t.metrics[m]}</Text>
            {bar('mine', t.analyticsMine, row.mine[m])}
            {bar('hall', t.analyticsHall, row.hallMedian[m])}
            {bar('show', t.analyticsShow, row.showMedian[m])}
          </View>
        )
      })}
    </View>
  )
  const days = data.days.filter((d) => METRICS.some((m) => d.mine[m] > 0)).reverse()
  return (
    <View className='leads-stats' data-testid='leads-analytics'>
      <Text className='leads-page__title'>{t.analyticsTitle}</Text>
      <Text className='leads-page__note'>{t.analyticsIntro}</Text>
      <Text className='leads-page__note' data-testid='leads-analytics-counted'>
        {format(t.analyticsCountedAt, { time: clock(data.countedAt) })}
      </Text>
      {block(t.analyticsTotal, data.total, 'total', true)}
      {days.length === 0 ? <Text className='leads-page__note'>{t.analyticsEmpty}</Text> : null}
      {days.map((d) => block(d.day, d, d.day))}
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useServices } from '../../../app-context'
import { PartFailed } from '../../../components/lazy-part'
import { LoadingNotice } from '../../../components/notices'
import { format } from '../../../i18n'
import { MEETING_LIMITS } from '../../../../rules/meetings'
import type { Id } from '../../../../types/api'
import { offsetLabel, venueOffset } from '../../../utils/venue-time'
import { DayChipLabel } from './day-chip'
import { EditorGate } from '../../exhibitor'
import { slotPlanOf } from '../meetings-state'
import { EXPIRY_CHOICES } from '../slot-plan-store'
import '../../../i18n/sections/conference'
import '../words'
import './stand.scss'

const CAPACITIES = Array.from(
  { length: MEETING_LIMITS.maxCapacity - MEETING_LIMITS.minCapacity + 1 },
  (_, i) => MEETING_LIMITS.minCapacity + i,
)

/**
 * /meetings/slots (issue 29 item 1): a verified contact of the exhibitor publishes meeting slots.
 * A week strip of the show's days (each on or off), then the hours and breaks for every day or for
 * one chosen day ("Hours for"), then length, meetings at once and the answer time, all taps (no
 * keyboard, no wheel): a whole show is published in well under three minutes.
 */
export const MeetingSlotsView = observer(function MeetingSlotsView({ companyProfileId }: { companyProfileId: Id }) {
  return (
    <EditorGate companyProfileId={companyProfileId} staffToo>
      {(grant) => <SlotsForm companyProfileId={companyProfileId} editToken={grant.editToken} />}
    </EditorGate>
  )
})

const SlotsForm = observer(function SlotsForm({
  companyProfileId,
  editToken,
}: {
  companyProfileId: Id
  editToken: string
}) {
  const services = useServices()
  const { store, navigation } = services
  const t = store.language.t.meetings.stand
  const p = slotPlanOf(services)

  useEffect(() => {
    void p.load(companyProfileId)
  }, [p, companyProfileId])

  if (p.loadFailed) return <PartFailed onRetry={() => void p.load(companyProfileId)} />
  if (!p.loaded || p.companyProfileId !== companyProfileId) return <LoadingNotice />
  const zone = p.days[0] ? offsetLabel(venueOffset(`${p.days[0]}T04:00:00Z`, p.timeZone)) : ''

  return (
    <View className='stand-meet' data-testid='meeting-slots'>
      <View className='stand-meet__section'>
        <Text className='stand-meet__label'>{t.days}</Text>
        <Text className='stand-meet__hint'>{t.daysHint}</Text>
        <View className='stand-meet__week' role='group' aria-label={t.days}>
          {p.days.map((day) => {
            const on = p.on.includes(day)
            return (
              <View
                key={day}
                className={`stand-meet__day${on ? ' is-on' : ''}`}
                role='checkbox'
                aria-checked={on}
                data-day={day}
                onClick={() => p.toggleDay(day)}
              >
                <DayChipLabel day={day} />
                <Text className='stand-meet__day-state'>
                  {on ? format(t.daySlots, { count: p.slotsOn(day) }) : t.dayOff}
                </Text>
              </View>
            )
          })}
        </View>
      </View>

      {p.on.length > 1 && (
        <View className='stand-meet__section'>
          <Text className='stand-meet__label'>{t.hoursFor}</Text>
          <View className='stand-meet__choices' role='radiogroup' aria-label={t.hoursFor} data-choice='hours-for'>
            {[null, ...p.on].map((day) => (
              <View
                key={day ?? 'all'}
                className={`stand-meet__choice${p.editing === day ? ' is-on' : ''}${day && p.ownHours.includes(day) ? ' is-own' : ''}`}
                role='radio'
                aria-checked={p.editing === day}
                data-value={day ?? 'all'}
                onClick={() => p.editDay(day)}
              >
                {day ? <DayChipLabel day={day} /> : t.everyDay}
              </View>
            ))}
          </View>
          {p.editing && (
            <View className='stand-meet__link' role='button' data-testid='copy-to-all' onClick={() => p.copyToAll()}>
              {t.copyToAll}
            </View>
          )}
        </View>
      )}

      <View className='stand-meet__section'>
        <Text className='stand-meet__label'>{t.hours}</Text>
        <View className='stand-meet__hours'>
          <ClockStepper value={p.from} step={30} edge='from' onShift={(by) => p.shift('from', by)} />
          <Text className='stand-meet__dash'>–</Text>
          <ClockStepper value={p.to} step={30} edge='to' onShift={(by) => p.shift('to', by)} />
        </View>
      </View>

      <View className='stand-meet__section'>
        <View className='stand-meet__row'>
          <Text className='stand-meet__label'>{t.breaks}</Text>
          {p.breaks.length < MEETING_LIMITS.maxBreaks && (
            <View className='stand-meet__add' role='button' data-testid='add-break' onClick={() => p.addBreak()}>
              {t.addBreak}
            </View>
          )}
        </View>
        {p.breaks.map((b, i) => (
          <View key={i} className='stand-meet__hours' data-testid='break'>
            <ClockStepper
              value={b.from}
              step={15}
              edge={`break${i}-from`}
              onShift={(by) => p.shiftBreak(i, 'from', by)}
            />
            <Text className='stand-meet__dash'>–</Text>
            <ClockStepper value={b.to} step={15} edge={`break${i}-to`} onShift={(by) => p.shiftBreak(i, 'to', by)} />
            <View className='stand-meet__remove' role='button' onClick={() => p.removeBreak(i)}>
              {t.removeBreak}
            </View>
          </View>
        ))}
      </View>

      <Choices
        label={t.length}
        name='length'
        values={MEETING_LIMITS.lengths}
        value={p.length}
        text={(n) => format(t.minutes, { count: n })}
        onPick={(n) => p.setLength(n)}
      />
      <Choices
        label={t.capacity}
        name='capacity'
        values={CAPACITIES}
        value={p.capacity}
        text={(n) => String(n)}
        onPick={(n) => p.setCapacity(n)}
      />

      <Choices
        label={t.expiry}
        name='expiry'
        values={EXPIRY_CHOICES}
        value={p.expiryHours}
        text={(n) => format(t.hoursCount, { count: n })}
        onPick={(n) => p.setExpiry(n)}
      />

      <Text className='stand-meet__hint' data-testid='slots-preview'>
        {p.sameEveryDay
          ? format(t.preview, { slots: p.slotsPerDay.length, zone })
          : format(t.previewTotal, { slots: p.slotsTotal, days: p.on.length, zone })}
      </Text>
      {(p.error || p.problem) && (
        <View className='stand-meet__error' role='alert'>
          {p.error || p.problem}
        </View>
      )}
      {p.published !== null && (
        <View className='stand-meet__done' role='status'>
          <Text>{format(t.published, { count: p.published })}</Text>
          <View
            className='stand-meet__link'
            role='link'
            onClick={() => void navigation.to('/meetings/stand', { companyProfileId })}
          >
            {t.openDay}
          </View>
        </View>
      )}
      <View
        className={`stand-meet__primary${p.busy ? ' is-busy' : ''}`}
        role='button'
        aria-disabled={p.busy}
        data-testid='publish-slots'
        onClick={() => void p.publish(editToken)}
      >
        {p.busy ? t.publishing : p.hadPlan ? t.publishAgain : t.publish}
      </View>
    </View>
  )
})

/** A venue clock time with earlier / later buttons (a tap moves it by `step` minutes). */
const ClockStepper = observer(function ClockStepper({
  value,
  step,
  edge,
  onShift,
}: {
  value: string
  step: number
  edge: string
  onShift: (by: number) => void
}) {
  const { store } = useServices()
  const t = store.language.t.meetings.stand
  return (
    <View className='stand-meet__clock' data-edge={edge}>
      <View
        className='stand-meet__step'
        role='button'
        aria-label={`${t.earlier} ${value}`}
        onClick={() => onShift(-step)}
      >
        −
      </View>
      <Text className='stand-meet__time'>{value}</Text>
      <View className='stand-meet__step' role='button' aria-label={`${t.later} ${value}`} onClick={() => onShift(step)}>
        +
      </View>
    </View>
  )
})

function Choices({
  label,
  name,
  values,
  value,
  text,
  onPick,
}: {
  label: string
  name: string
  values: readonly number[]
  value: number
  text: (n: number) => string
  onPick: (n: number) => void
}) {
  return (
    <View className='stand-meet__section'>
      <Text className='stand-meet__label'>{label}</Text>
      <View className='stand-meet__choices' role='radiogroup' aria-label={label} data-choice={name}>
        {values.map((n) => (
          <View
            key={n}
            className={`stand-meet__choice${n === value ? ' is-on' : ''}`}
            role='radio'
            aria-checked={n === value}
            data-value={n}
            onClick={() => onPick(n)}
          >
            {text(n)}
          </View>
        ))}
      </View>
    </View>
  )
}

import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { PartFailed } from '../../../components/lazy-part'
import { LoadingNotice, NoData } from '../../../components/notices'
import { TitleBanner } from '../../../components/title-banner'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { format } from '../../../i18n'
import { queryId, useRouteQuery } from '../../../navigation'
import { dayLabel, venueDay } from '../../../utils/venue-time'
import type { PersonDetail, SessionSummary } from '../../../../types/api'
import { mediaUrl } from '../media'
import { SessionCard } from './session-card'
import { Section } from './session-detail'
import { imageAlt } from '../../../platform/image-props'
import './session-detail.scss'
import '../../../i18n/sections/conference'

/**
 * /meeting/guest?personId=… (spec §2, §3): the speaker's photo, name, title, company and bio in the
 * current language, and every session of theirs in this edition (the edition of the session the
 * visitor came from, else the current one), then their sessions at earlier editions.
 */
export const SpeakerView = observer(function SpeakerView() {
  const { api, store, navigation } = useServices()
  const t = store.language.t
  const tc = t.conference
  const query = useRouteQuery()
  const id = queryId(query.personId ?? query.id)
  const eventEditionId = queryId(query.eventEditionId)
  const language = store.language.language
  const {
    status,
    data: p,
    retry,
  } = useRemoteData<PersonDetail>(id ? `${id}:${eventEditionId ?? ''}:${language}` : undefined, () =>
    api.getPersonDetail({ id: id!, eventEditionId }),
  )
  if (status === 'loading') return <LoadingNotice />
  if (status === 'failed' && !p) return <PartFailed page onRetry={retry} />
  if (status === 'empty' || !p) return <NoData />

  const tz = p.timeZone
  const open = (s: SessionSummary) => void navigation.to('/meeting/detail', { sessionId: s.id })
  const card = (s: SessionSummary) => (
    <SessionCard
      key={s.id}
      session={s}
      timeZone={tz}
      dayLabel={dayLabel(venueDay(s.startTime, tz), tc)}
      onOpen={open}
    />
  )
  const role = [p.title, p.company].filter(Boolean).join(' · ')
  return (
    <View className='speaker-view'>
      <TitleBanner title={p.eventEditionName} />
      <View className='speaker-view__hero'>
        <Image className='speaker-view__photo' src={mediaUrl(p.avatar)} mode='aspectFill' {...imageAlt(p.name)} />
        <View className='speaker-view__text'>
          <View className='speaker-view__name' role='heading' aria-level={2}>
            {p.name}
          </View>
          {role && <Text className='speaker-view__role'>{role}</Text>}
          {p.country && <Text className='speaker-view__country'>{p.country}</Text>}
        </View>
      </View>

      {p.introduction.trim() !== '' && (
        <Section title={tc.bio}>
          <Text className='session-detail__text'>{p.introduction}</Text>
        </Section>
      )}

      <Section title={format(tc.sessionsAt, { edition: p.eventEditionName })}>
        <View className='speaker-view__sessions'>
          {p.sessions.length > 0 ? p.sessions.map(card) : <Text className='speaker-view__empty'>{tc.noSessions}</Text>}
        </View>
      </Section>

      {p.previousSessions.length > 0 && (
        <Section title={tc.earlierSessions}>
          <View className='speaker-view__sessions'>{p.previousSessions.map(card)}</View>
        </Section>
      )}
    </View>
  )
})

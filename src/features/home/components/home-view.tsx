import { Button, Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useServices } from '../../../app-context'
import { LoadingNotice, NoData } from '../../../components/notices'
import { OfflinePackSlot } from '../../offline-pack'
import { HOME_SERVICES, reachableMenu } from '../menu'
import type { HomeStore } from '../home-store'
import type { Id } from '../../../../types/api'
import { EditionSheet, EditionSwitch } from './edition-switch'
import { imageAlt } from '../../../platform/image-props'
import './home-view.scss'
import '../words'

export interface HomeViewProps {
  home: HomeStore
  /** the exhibition to show: the page's query eventCode, else the stored one */
  eventCode: string
  /** the edition the address names (eventEditionId); else the exhibition's current one */
  editionId?: Id
  onShare: () => void
}

/** Server paths (/media/…) are relative to the rxweb backend; on H5 that is this origin. */
function imageUrl(path: string): string {
  return path.startsWith('/') ? `${APP_CONFIG.rxwebBaseUrl}${path}` : path
}

/** 2026-04-15 → 2026.04.15 (the same in both languages). */
function formatDate(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '.')
}

/**
 * The home view (spec §2, /exhibition/detail): the edition's banner, name, dates, venue, hours,
 * organiser, counts and introduction; the edition switch, the search box, share and the menu.
 */
export const HomeView = observer(function HomeView({ home, eventCode, editionId, onShare }: HomeViewProps) {
  const { store, navigation, platform } = useServices()
  const t = store.language.t
  const language = store.language.language

  useEffect(() => {
    void home.open(eventCode, language, editionId)
    // the address's edition is read once per exhibition: later picks write it (below), not read it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [home, eventCode, language])

  // The picked edition lives in the address, so a reload or a shared link shows it again (issue 22
  // items 12, 13); the current edition is the default and leaves the address clean.
  const addressEdition = home.status === 'ready' ? String(home.chosenOtherEditionId ?? '') : null
  useEffect(() => {
    if (addressEdition !== null) platform.replaceQuery({ eventEditionId: addressEdition || undefined })
  }, [platform, addressEdition])

  // Inside the native app the top bar (mode 1) carries the switch, the search box and share.
  const ownBar = platform.caps.bar !== 'top-bar'
  const detail = home.detail
  const go = (path: string) => void navigation.to(path, { eventEditionId: home.chosenOtherEditionId })

  if (home.status === 'loading' && !detail) return <LoadingNotice />
  if (home.status === 'unavailable') return <NoData />
  if (home.status === 'failed' || !detail) {
    return (
      <View className='home-failed'>
        <NoData />
        <View className='home-failed__retry' role='button' onClick={() => void home.retry()}>
          {t.common.retry}
        </View>
      </View>
    )
  }

  const facts: Array<[string, string]> = [
    [t.home.dates, `${formatDate(detail.startDate)} – ${formatDate(detail.endDate)}`],
    [t.home.venue, detail.venueName],
    [t.home.address, detail.address],
    [t.home.openingHours, detail.openingHours],
    [t.home.organiser, detail.organiser],
  ]

  return (
    <View className='home' aria-busy={home.switching}>
      <View className='home-hero'>
        {detail.banner ? (
          <Image className='home-hero__banner' src={imageUrl(detail.banner)} mode='aspectFill' {...imageAlt('')} />
        ) : null}
        <View className='home-hero__content'>
          {/* in every host: the native app's top bar has no room for it beside a usable search box */}
          <EditionSwitch home={home} />
          <View className='home-hero__title' role='heading' aria-level={2}>
            {detail.eventEditionName}
          </View>
          <Text className='home-hero__dates'>
            {formatDate(detail.startDate)} – {formatDate(detail.endDate)} · {detail.venueName}
          </Text>
        </View>
      </View>

      {ownBar && (
        <View className='home-tools'>
          <View
            className='home-search'
            role='search'
            aria-label={t.common.search}
            onClick={() => void navigation.to('/search/hot')}
          >
            <View className='home-search__icon' />
            <Text className='home-search__placeholder'>{t.common.searchPlaceholder}</Text>
          </View>
          {/* open-type share: in the mini-program only a button can open the share sheet */}
          <Button className='home-share' openType='share' aria-label={t.common.share} onClick={onShare}>
            <View className='home-share__icon' />
            <Text className='home-share__label'>{t.common.share}</Text>
          </Button>
        </View>
      )}

      {home.switching && <LoadingNotice />}

      <View className='home-card home-menu' role='navigation' aria-label={t.home.menu}>
        {reachableMenu().map((entry) => (
          <View
            key={entry.key}
            className={`home-menu__item home-menu__item--${entry.key}`}
            role='link'
            aria-label={t.menu[entry.key]}
            onClick={() => go(entry.path)}
          >
            <View className='home-menu__icon'>
              <View className='home-menu__glyph' />
            </View>
            <Text className='home-menu__label'>{t.menu[entry.key]}</Text>
          </View>
        ))}
      </View>

      <View className='home-card home-services' role='navigation' aria-label={t.menu.services}>
        {HOME_SERVICES.map((entry) => (
          <View
            key={entry.key}
            className={`home-services__item home-services__item--${entry.key}`}
            role='link'
            aria-label={t.menu[entry.key]}
            onClick={() => go(entry.path)}
          >
            <View className='home-services__icon'>
              <View className='home-services__glyph' />
            </View>
            <Text className='home-services__label'>{t.menu[entry.key]}</Text>
            <Text className='home-services__hint'>{t.menu[`${entry.key}Hint`]}</Text>
          </View>
        ))}
      </View>

      {/* the pack is the current edition's: not offered while another edition is shown */}
      {home.chosenOtherEditionId === undefined ? <OfflinePackSlot eventCode={eventCode} /> : null}

      <View className='home-card home-overview'>
        {detail.logo ? (
          <Image className='home-overview__logo' src={imageUrl(detail.logo)} mode='aspectFit' {...imageAlt('')} />
        ) : null}
        <View className='home-stats'>
          <View className='home-stats__item'>
            <Text className='home-stats__value'>{detail.exhibitorCount}</Text>
            <Text className='home-stats__label'>{t.home.exhibitors}</Text>
          </View>
          <View className='home-stats__item'>
            <Text className='home-stats__value'>{detail.productCount}</Text>
            <Text className='home-stats__label'>{t.home.products}</Text>
          </View>
        </View>
      </View>

      <View className='home-card home-facts'>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <View key={label} className='home-facts__row'>
              <Text className='home-facts__label'>{label}</Text>
              <Text className='home-facts__value'>{value}</Text>
            </View>
          ))}
      </View>

      {detail.introduction ? (
        <View className='home-card home-intro'>
          <View className='home-card__title' role='heading' aria-level={3}>
            {t.home.introduction}
          </View>
          <Text className='home-intro__text'>{detail.introduction}</Text>
        </View>
      ) : null}

      <EditionSheet home={home} />
    </View>
  )
})

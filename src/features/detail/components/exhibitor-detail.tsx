import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { PartFailed } from '../../../components/lazy-part'
import { LoadingNotice, NoData } from '../../../components/notices'
import { TitleBanner } from '../../../components/title-banner'
import { LogoImage } from '../../../components/logo-image'
import type { ExhibitorDetail as Exhibitor } from '../../../../types/api'
import { mediaUrl } from '../media'
import { StandLink } from '../../../components/stand-link'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { useRefreshWhenOnline } from '../../../hooks/use-refresh-when-online'
import { useDetailActions } from '../use-detail-actions'
import { contactOptions, runContact } from '../contact'
import { queryId, useRouteQuery } from '../../../navigation'
import { ActionRow } from './action-row'
import { ChipLine, DetailSection, InfoRows, PartialNote, ProductGrid } from './detail-parts'
import { NotesSheet } from './notes-sheet'
import { MeetingBooking } from '../../meetings'
import './detail.scss'
import '../../../i18n/sections/exhibitor'

/** /exhibitors/detail?companyProfileId=…&eventCode=… (spec §2, §3). */
export const ExhibitorDetailView = observer(function ExhibitorDetailView() {
  const { api, store } = useServices()
  const query = useRouteQuery()
  const id = queryId(query.companyProfileId)
  const eventCode = query.eventCode || store.context.eventCode
  const language = store.language.language
  const { status, data, setData, retry, refresh } = useRemoteData<Exhibitor>(
    id ? `${id}:${eventCode}:${language}` : undefined,
    async () => {
      const detail = await api.getExhibitorDetail({ companyProfileId: id!, eventCode: eventCode || undefined })
      // opened: the server no longer marks it "updated" in the visitor's plan; the panel reads it afresh
      if (detail?.collected) store.plan.flagMenuUpdate()
      return detail
    },
  )

  // built offline from the pack or a list: the full page when the network is back
  useRefreshWhenOnline(data?.offlinePartial === 1, refresh)
  if (status === 'loading') return <LoadingNotice />
  // Offline or a server error: not "no data", but a retry. Known to be missing: no data.
  if (status === 'failed' && !data) return <PartFailed page onRetry={retry} />
  if (status === 'empty' || !data) return <NoData />
  return <ExhibitorContent exhibitor={data} eventCode={eventCode} update={setData} />
})

interface ContentProps {
  exhibitor: Exhibitor
  eventCode: string
  update: (fn: (e: Exhibitor) => Exhibitor) => void
}

export const ExhibitorContent = observer(function ExhibitorContent({ exhibitor: e, eventCode, update }: ContentProps) {
  const { store, platform, navigation } = useServices()
  const t = store.language.t
  const code = e.eventCode || eventCode
  const url = `/exhibitors/detail?companyProfileId=${e.companyProfileId}&eventCode=${encodeURIComponent(code)}`

  const actions = useDetailActions({
    target: 'exhibitor',
    id: e.companyProfileId,
    companyProfileId: e.companyProfileId,
    eventCode: code,
    eventEditionId: e.eventEditionId,
    collected: e.collected === 1,
    url,
    onCollectedChange: (collected) => update((x) => ({ ...x, collected: collected ? 1 : 0 })),
    contactInfo: async () => ({ tel: e.tel, email: e.contactEmail }),
  })

  /** A phone number or address that reaches the exhibitor in one tap, by the host's means (contact.ts). */
  const reach = (value: string | null | undefined, kind: 'tel' | 'email') => {
    const v = value?.trim()
    const option = v ? contactOptions(platform, kind === 'tel' ? { tel: v } : { email: v }, t)[0] : undefined
    return option ? () => void runContact(platform, option, t) : undefined
  }

  // the stand once: its link to the map says "Stand 2A01" (it used to show beside a text copy)
  const hall = e.hall?.trim()
  const website = e.website?.trim()

  return (
    <View className='detail-page detail-page--exhibitor'>
      <TitleBanner title={e.eventEditionName || t.routeTitle.exhibitorsDetail} />
      {e.offlinePartial === 1 && <PartialNote />}

      <View className='detail-page__hero'>
        <LogoImage className='detail-page__logo' src={mediaUrl(e.logo)} name={e.companyProfileName || e.name} />
        <View className='detail-page__hero-text'>
          <View className='detail-page__name' role='heading' aria-level={2}>
            {e.companyProfileName || e.name}
          </View>
          {hall && <Text className='detail-page__booth'>{hall}</Text>}
          {e.stand ? <StandLink stand={e.stand} eventCode={code} eventEditionId={e.eventEditionId} /> : null}
        </View>
      </View>
      {/* only when the exhibitor published meeting slots (issue 29) */}
      <MeetingBooking companyProfileId={e.companyProfileId} />

      <DetailSection
        title={t.detail.companyInfo}
        children={
          e.tags.length + e.categories.length + e.divisions.length > 0 ? (
            <>
              <ChipLine label={t.detail.tags} chips={e.tags.map((x) => x.label)} />
              <ChipLine label={t.detail.categories} chips={e.categories.map((x) => x.label)} />
              <ChipLine label={t.detail.divisions} chips={e.divisions.map((x) => x.eventEditionName)} />
            </>
          ) : null
        }
      />

      {actions.notes.text && (
        <DetailSection title={t.detail.myNotes}>
          <Text className='detail-page__text'>{actions.notes.text}</Text>
        </DetailSection>
      )}

      {e.introduction?.trim() && (
        <DetailSection title={t.detail.introduction}>
          <Text className='detail-page__text'>{e.introduction}</Text>
        </DetailSection>
      )}

      {e.mainProduct?.trim() && (
        <DetailSection title={t.detail.mainProduct}>
          <Text className='detail-page__text'>{e.mainProduct}</Text>
        </DetailSection>
      )}

      <DetailSection
        title={t.detail.contactInfo}
        children={
          [e.contactEmail, website, e.tel, e.fax, e.address].some((v) => v?.trim()) ? (
            <InfoRows
              rows={[
                // phone and email open the dialler / mail app where the host can (a copy where not)
                { label: t.detail.contactEmail, value: e.contactEmail, onClick: reach(e.contactEmail, 'email') },
                {
                  label: t.detail.website,
                  value: website,
                  onClick: website ? () => platform.openLink(website) : undefined,
                },
                { label: t.detail.tel, value: e.tel, onClick: reach(e.tel, 'tel') },
                { label: t.detail.fax, value: e.fax },
                { label: t.detail.address, value: e.address },
              ]}
            />
          ) : null
        }
      />

      {e.productList.length > 0 && (
        <DetailSection title={`${t.detail.products} (${e.productList.length})`}>
          <ProductGrid
            products={e.productList}
            onOpen={(p) => void navigation.to('/exhibits/detail', { productId: p.productId, eventCode: code })}
          />
        </DetailSection>
      )}

      {/* exhibitor self-service (issue 14): the poster to share, and the way in for its own contacts */}
      <View className='detail-page__self-service'>
        <View
          className='detail-page__self-link'
          role='link'
          onClick={() =>
            void navigation.to('/exhibition/share-detail', { companyProfileId: e.companyProfileId, eventCode: code })
          }
        >
          {t.exhibitor.sharePoster}
        </View>
        <View
          className='detail-page__self-link'
          role='link'
          onClick={() =>
            void navigation.to('/exhibitors/edit', { companyProfileId: e.companyProfileId, eventCode: code })
          }
        >
          {t.exhibitor.yourCompany}
        </View>
      </View>

      <ActionRow {...actions.row} />
      <NotesSheet {...actions.notes.sheet} />
    </View>
  )
})

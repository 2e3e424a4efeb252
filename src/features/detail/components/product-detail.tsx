import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import { useServices } from '../../../app-context'
import { PartFailed } from '../../../components/lazy-part'
import { LoadingNotice, NoData } from '../../../components/notices'
import { TitleBanner } from '../../../components/title-banner'
import { LogoImage } from '../../../components/logo-image'
import type { ProductDetail as Product } from '../../../../types/api'
import type { ContactInfo } from '../contact'
import { mediaUrl } from '../media'
import { StandLink } from '../../../components/stand-link'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { useRefreshWhenOnline } from '../../../hooks/use-refresh-when-online'
import { useDetailActions } from '../use-detail-actions'
import { queryId, useRouteQuery } from '../../../navigation'
import { ActionRow } from './action-row'
import { ChipLine, DetailSection, PartialNote } from './detail-parts'
import { NotesSheet } from './notes-sheet'
import './detail.scss'

/** /exhibits/detail?productId=…&eventCode=… (spec §2, §3). */
export const ProductDetailView = observer(function ProductDetailView() {
  const { api, store } = useServices()
  const query = useRouteQuery()
  const id = queryId(query.productId)
  const eventCode = query.eventCode || store.context.eventCode
  const language = store.language.language
  const { status, data, setData, retry, refresh } = useRemoteData<Product>(
    id ? `${id}:${eventCode}:${language}` : undefined,
    () => api.getProductDetail({ productId: id!, eventCode: eventCode || undefined }),
  )

  // built offline from the pack or a list: the full page when the network is back
  useRefreshWhenOnline(data?.offlinePartial === 1, refresh)
  if (status === 'loading') return <LoadingNotice />
  // Offline or a server error: not "no data", but a retry. Known to be missing: no data.
  if (status === 'failed' && !data) return <PartFailed page onRetry={retry} />
  if (status === 'empty' || !data) return <NoData />
  return <ProductContent product={data} eventCode={eventCode} update={setData} />
})

interface ContentProps {
  product: Product
  eventCode: string
  update: (fn: (p: Product) => Product) => void
}

export const ProductContent = observer(function ProductContent({ product: p, eventCode, update }: ContentProps) {
  const { api, store, navigation } = useServices()
  const t = store.language.t
  const code = p.eventCode || eventCode
  const url = `/exhibits/detail?productId=${p.productId}&eventCode=${encodeURIComponent(code)}`

  // The product carries no phone or email: the exhibitor's are fetched when the visitor asks.
  const contactCache = useRef<ContactInfo | null>(null)
  const actions = useDetailActions({
    target: 'product',
    id: p.productId,
    companyProfileId: p.companyProfileId,
    eventCode: code,
    eventEditionId: p.eventEditionId,
    collected: p.collected === 1,
    url,
    onCollectedChange: (collected) => update((x) => ({ ...x, collected: collected ? 1 : 0 })),
    contactInfo: async () => {
      if (!contactCache.current) {
        const e = await api.getExhibitorDetail({ companyProfileId: p.companyProfileId, eventCode: code || undefined })
        contactCache.current = { tel: e.tel, email: e.contactEmail }
      }
      return contactCache.current
    },
  })

  const images = p.images.length > 0 ? p.images : [{ url: p.logo, width: p.logoWidth, height: p.logoHeight }]
  const [current, setCurrent] = useState(0)
  // the stand once, as its link to the map (the exhibitor row below no longer repeats it)
  const hall = p.hall?.trim()
  const openExhibitor = () =>
    void navigation.to('/exhibitors/detail', { companyProfileId: p.companyProfileId, eventCode: code })

  return (
    <View className='detail-page detail-page--product'>
      <TitleBanner title={p.eventEditionName || t.routeTitle.exhibitsDetail} />
      {p.offlinePartial === 1 && <PartialNote />}
      <ScrollView
        className='detail-page__gallery'
        scrollX
        aria-label={t.detail.images}
        onScroll={(ev) => {
          const width = (ev.detail as { scrollWidth: number }).scrollWidth / images.length
          if (width > 0) setCurrent(Math.round(ev.detail.scrollLeft / width))
        }}
      >
        {images.map((img, i) => (
          <LogoImage
            key={`${img.url}-${i}`}
            className='detail-page__gallery-item'
            src={mediaUrl(img.url)}
            name={p.productName || p.name}
            lazyLoad={i > 0}
          />
        ))}
      </ScrollView>
      {images.length > 1 && (
        <View className='detail-page__gallery-count'>
          {Math.min(current, images.length - 1) + 1} / {images.length}
        </View>
      )}

      <View className='detail-page__hero'>
        <View className='detail-page__hero-text'>
          <View className='detail-page__name' role='heading' aria-level={2}>
            {p.productName || p.name}
          </View>
          {hall && <Text className='detail-page__booth'>{hall}</Text>}
          {p.stand ? <StandLink stand={p.stand} eventCode={code} eventEditionId={p.eventEditionId} /> : null}
        </View>
      </View>

      <DetailSection
        title={t.detail.productInfo}
        children={
          p.tags.length + p.categories.length > 0 ? (
            <>
              <ChipLine label={t.detail.categories} chips={p.categories.map((x) => x.label)} />
              <ChipLine label={t.detail.tags} chips={p.tags.map((x) => x.label)} />
            </>
          ) : null
        }
      />

      {actions.notes.text && (
        <DetailSection title={t.detail.myNotes}>
          <Text className='detail-page__text'>{actions.notes.text}</Text>
        </DetailSection>
      )}

      {p.introduction?.trim() && (
        <DetailSection title={t.detail.productIntroduction}>
          <Text className='detail-page__text'>{p.introduction}</Text>
        </DetailSection>
      )}

      <DetailSection title={t.detail.exhibitor}>
        <View className='detail-page__exhibitor' role='link' aria-label={p.companyProfileName} onClick={openExhibitor}>
          <LogoImage
            className='detail-page__exhibitor-logo'
            src={mediaUrl(p.companyLogo)}
            name={p.companyProfileName}
          />
          <View className='detail-page__exhibitor-name'>{p.companyProfileName}</View>
          <View className='detail-page__chevron' />
        </View>
      </DetailSection>

      <ActionRow {...actions.row} />
      <NotesSheet {...actions.notes.sheet} />
    </View>
  )
})

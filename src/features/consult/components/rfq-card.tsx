import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { WATERFALL_FALLBACK_IMAGE } from '../../../components/waterfall/fallback-image'
import { format } from '../../../i18n'
import type { EnquiryListItem } from '../../../../types/api'
import { amount, isOpen, postedAgo, statusLabel } from '../format'
import '../words'

/**
 * One RFQ in the pool (spec §3): its first picture, description, quantity and price, region,
 * categories, when it was posted, views and interested count; its status when it is not open (or
 * in the visitor's own list).
 */
export const RfqCard = observer(function RfqCard({
  item,
  showStatus,
  eager,
  onOpen,
}: {
  item: EnquiryListItem
  showStatus: boolean
  /** the first screen's cards load their picture at once (lazy loading sets it a frame late) */
  eager?: boolean
  onOpen: () => void
}) {
  const { api, store } = useServices()
  const t = store.language.t.consult
  const cover = item.pictureList[0]
  const status = showStatus || !isOpen(item.status)
  return (
    <View className='rfq-card' role='link' aria-label={item.description} data-id={item.id} onClick={onOpen}>
      <Image
        className='rfq-card__cover'
        src={cover ? api.assetUrl(cover) : WATERFALL_FALLBACK_IMAGE}
        mode='aspectFill'
        lazyLoad={!eager}
      />
      <View className='rfq-card__body'>
        <View className='rfq-card__title'>
          {status && (
            <Text className={`rfq-card__status rfq-card__status--${item.status.toLowerCase()}`}>
              {statusLabel(item.status, t)}
            </Text>
          )}
          {item.description}
        </View>
        <View className='rfq-card__figures'>
          <Text className='rfq-card__price'>{format(t.priceValue, { value: amount(item.price) })}</Text>
          <Text className='rfq-card__qty'>{format(t.quantityValue, { value: amount(item.quantity) })}</Text>
        </View>
        <View className='rfq-card__where'>
          <Text className='rfq-card__region'>{item.region}</Text>
          {item.categories.length > 0 && (
            <Text className='rfq-card__cats'>{item.categories.map((c) => c.label).join(' · ')}</Text>
          )}
        </View>
        <View className='rfq-card__meta'>
          <Text>{postedAgo(item.postedAt, Date.now(), t, store.language.language)}</Text>
          <Text>{format(t.views, { count: item.views })}</Text>
          <Text className={item.liked ? 'rfq-card__liked' : ''}>
            {format(t.interested, { count: item.interestedCount })}
          </Text>
        </View>
      </View>
    </View>
  )
})

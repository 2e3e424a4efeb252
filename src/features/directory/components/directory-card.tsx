import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { useStores } from '../../../app-context'
import { StandLink } from '../../../components/stand-link'
import type { CompanyListItem, ProductListItem } from '../../../../types/api'
import './directory-card.scss'

export interface DirectoryCardProps {
  item: CompanyListItem | ProductListItem
  /** the lazy image box from the waterfall (or any image node) */
  image: ReactNode
  onOpen: () => void
  /** the stand opens the venue map (search results: "highlight a booth") */
  standLink?: boolean
}

/**
 * The name and the line beside the stand link listen for taps themselves; the tap still reaches the
 * card, which opens. A phone's browser moves a finger's tap to the nearest element that listens, and
 * prefers the stand link (a listener inside the card) to the card around it: a tap on the name's
 * second line, just above the link, opened the map. A listener under the finger keeps the tap.
 */
const ownTap = () => undefined

/** One exhibitor or product card of the directory grids and search results. */
export const DirectoryCard = observer(function DirectoryCard({ item, image, onOpen, standLink }: DirectoryCardProps) {
  const { language, plan } = useStores()
  const t = language.t
  const isProduct = 'productId' in item
  const name = isProduct ? item.productName : item.companyProfileName
  const sub = isProduct ? item.companyProfileName : item.hall
  const id = isProduct ? item.productId : item.companyProfileId
  // the plan store has the visitor's own changes (a detail page, the plan panel, offline) over the page's data
  const collected = plan.flagOf(isProduct ? 'product' : 'exhibitor', id, item.collected)
  return (
    <View
      className='directory-card'
      role='link'
      aria-label={name}
      onClick={onOpen}
      data-id={id}
      data-collected={collected ? 1 : 0}
    >
      {image}
      <View className='directory-card__body'>
        <Text className='directory-card__name' onClick={ownTap}>
          {name}
        </Text>
        <View className='directory-card__meta'>
          <Text className='directory-card__sub' onClick={ownTap}>
            {sub}
          </Text>
          {item.stand &&
            (standLink ? (
              <StandLink
                className='directory-card__stand-link'
                stand={item.stand}
                eventEditionId={item.eventEditionId}
              />
            ) : (
              <Text className='directory-card__stand'>
                {t.common.stand} {item.stand}
              </Text>
            ))}
        </View>
        {collected && (
          // a state in its kind's words (the detail's button says Collect / Add to my plan)
          <View
            className='directory-card__collected'
            role='img'
            aria-label={isProduct ? t.collect.inPlanMark : t.collect.collectedMark}
          />
        )}
        {/* a search found this exhibitor through a product, not its name: say why it is here */}
        {!isProduct && item.matchesProduct === 1 && (
          <Text className='directory-card__marker'>{t.directory.matchesProduct}</Text>
        )}
      </View>
    </View>
  )
})

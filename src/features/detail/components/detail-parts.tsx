import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useServices } from '../../../app-context'
import { LogoImage } from '../../../components/logo-image'
import { DirectoryCard } from '../../directory'
import type { ProductListItem } from '../../../../types/api'
import { mediaUrl } from '../media'
import './detail.scss'
import '../../../i18n/sections/offlineDetail'

/**
 * A detail opened offline that was never opened online is built from the downloaded data (the
 * offline data's `offlinePartial`): the page says what it is, and that the rest comes with the network.
 */
export function PartialNote() {
  const { store } = useServices()
  return (
    <View className='detail-page__partial' role='note'>
      {store.language.t.offlineDetail.partial}
    </View>
  )
}

/** A titled block of the detail page; nothing at all when it has no content. */
export function DetailSection({ title, children }: { title: string; children?: ReactNode }) {
  if (children == null || children === false || children === '') return null
  return (
    <View className='detail-section'>
      <View className='detail-section__title' role='heading' aria-level={3}>
        {title}
      </View>
      <View className='detail-section__body'>{children}</View>
    </View>
  )
}

export interface InfoRow {
  label: string
  value: string | null | undefined
  onClick?: () => void
}

/** Label / value rows; rows without a value are left out (spec §3 fields are optional in data). */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  const shown = rows.filter((r) => r.value && r.value.trim() !== '')
  if (shown.length === 0) return null
  return (
    <View className='info-rows'>
      {shown.map((r) => (
        <View key={r.label} className='info-rows__row'>
          <Text className='info-rows__label'>{r.label}</Text>
          {r.onClick ? (
            // a value that does something (website, phone, email) is a link a finger can find
            <View className='info-rows__value info-rows__value--link' role='link' onClick={r.onClick}>
              {r.value}
            </View>
          ) : (
            <Text className='info-rows__value' userSelect>
              {r.value}
            </Text>
          )}
        </View>
      ))}
    </View>
  )
}

/** A labelled line of chips (tags, categories, editions); nothing when empty. */
export function ChipLine({ label, chips }: { label: string; chips: string[] }) {
  const shown = chips.filter(Boolean)
  if (shown.length === 0) return null
  return (
    <View className='chip-line'>
      <Text className='chip-line__label'>{label}</Text>
      <View className='chip-line__chips'>
        {shown.map((c) => (
          <Text key={c} className='chip-line__chip'>
            {c}
          </Text>
        ))}
      </View>
    </View>
  )
}

/** The exhibitor's products: two columns of cards linking to each product's detail. */
export function ProductGrid({
  products,
  onOpen,
}: {
  products: ProductListItem[]
  onOpen: (p: ProductListItem) => void
}) {
  return (
    <View className='product-grid'>
      {products.map((p) => (
        <View key={p.productId} className='product-grid__cell'>
          <DirectoryCard
            item={p}
            onOpen={() => onOpen(p)}
            image={
              <View className='product-grid__image-box'>
                <LogoImage className='product-grid__image' src={mediaUrl(p.logo)} name={p.productName} lazyLoad />
              </View>
            }
          />
        </View>
      ))}
    </View>
  )
}

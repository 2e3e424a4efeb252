import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface TitleBannerProps {
  /** already translated */
  title: string
  /** optional line under the title */
  children?: ReactNode
  className?: string
}

/** Section title on a gradient band with a CSS-drawn ornament on each side (spec §2). */
export function TitleBanner({ title, children, className }: TitleBannerProps) {
  return (
    <View className={`title-banner${className ? ` ${className}` : ''}`}>
      <View className='title-banner__row'>
        <View className='title-banner__icon title-banner__icon--left' aria-hidden />
        <View className='title-banner__title' role='heading' aria-level={2}>
          <Text>{title}</Text>
        </View>
        <View className='title-banner__icon title-banner__icon--right' aria-hidden />
      </View>
      {children}
    </View>
  )
}

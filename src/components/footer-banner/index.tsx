import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useT } from '../../app-context'
import './index.scss'

export interface FooterBannerProps {
  /** opens the official app (the page calls the navigation app-open helper) */
  onOpen: () => void
  /** the visitor closed the banner; the owner may remember it for the session */
  onClose?: () => void
  /** start hidden, e.g. because it was closed earlier in this session */
  closed?: boolean
  /** overrides t.footerBanner.text */
  text?: string
}

/** Bottom banner inviting the visitor to open the official app (spec §2), with a close button. */
export const FooterBanner = observer(function FooterBanner({
  onOpen,
  onClose,
  closed = false,
  text,
}: FooterBannerProps) {
  const t = useT()
  const [hidden, setHidden] = useState(closed)
  if (hidden || closed) return null

  const close = () => {
    setHidden(true)
    onClose?.()
  }

  return (
    <View className='footer-banner' role='region' aria-label={t.footerBanner.text}>
      <View className='footer-banner__close' role='button' aria-label={t.footerBanner.close} onClick={close} />
      <View className='footer-banner__logo' aria-hidden />
      <Text className='footer-banner__text'>{text ?? t.footerBanner.text}</Text>
      <View className='footer-banner__open' role='button' onClick={onOpen}>
        <Text>{t.footerBanner.open}</Text>
      </View>
    </View>
  )
})

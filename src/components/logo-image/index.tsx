import { Image, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../app-context'
import { NO_LOAD_EVENT, imageAlt } from '../../platform/image-props'
import { WATERFALL_FALLBACK_IMAGE } from '../waterfall/fallback-image'
import './logo-image.scss'

/** The letters standing in for a picture: a Chinese name's first character, else two letters. */
export function initials(name: string): string {
  const chars = Array.from(name.trim())
  return /[\u4e00-\u9fff]/.test(name) ? chars.slice(0, 1).join('') : chars.slice(0, 2).join('').toUpperCase()
}

export interface LogoImageProps {
  /** the picture's address ('' when the item has none: the spec's fallback picture shows) */
  src: string
  /** whose picture it is: its initials stand in when the picture cannot load */
  name: string
  className: string
  mode?: 'aspectFit' | 'aspectFill'
  lazyLoad?: boolean
}

/**
 * A logo or product picture that gives way to the name's initials when it cannot load — offline,
 * a picture never seen before is not in any cache, and the browser would draw its broken-image
 * icon (issue 22). No picture at all shows the spec's fallback picture, as before.
 */
export const LogoImage = observer(function LogoImage({
  src,
  name,
  className,
  mode = 'aspectFit',
  lazyLoad,
}: LogoImageProps) {
  const { store } = useServices()
  // A picture that failed is tried again once the network is back (the host's next report): a
  // page opened offline would otherwise keep its initials after the connection returns.
  const reports = store.ui.connectionReports
  const [failed, setFailed] = useState<{ src: string; reports: number } | null>(null)
  if (src && failed?.src === src && failed.reports === reports) {
    return (
      <View className={`${className} logo-image--initials`} role='img' aria-label={name}>
        {initials(name)}
      </View>
    )
  }
  return (
    <Image
      className={className}
      src={src || WATERFALL_FALLBACK_IMAGE}
      mode={mode}
      lazyLoad={lazyLoad}
      {...imageAlt(name, NO_LOAD_EVENT)}
      onError={() => src && setFailed({ src, reports })}
    />
  )
})

import { useMemo } from 'react'
import { qrPath } from '../qr-matrix'
import type { QrCodeProps } from './qr-code-types'

/** A QR code as inline SVG (H5): sharp at any size, nothing to download, no data: URL. */
export function QrCode({ text, size, label }: QrCodeProps) {
  const { size: n, d } = useMemo(() => qrPath(text), [text])
  const quiet = 4
  return (
    <svg
      className='qr-code'
      role='img'
      aria-label={label}
      data-text={text}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${n + 2 * quiet} ${n + 2 * quiet}`}
      shapeRendering='crispEdges'
    >
      <rect x={-quiet} y={-quiet} width={n + 2 * quiet} height={n + 2 * quiet} fill='#fff' />
      <path d={d} fill='#000' />
    </svg>
  )
}

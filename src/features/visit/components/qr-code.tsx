import { Canvas, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { qrMatrix } from '../qr-matrix'
import type { QrCodeProps } from './qr-code-types'

let nextId = 1

interface Ctx {
  fillStyle: unknown
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void
  fillRect(x: number, y: number, w: number, h: number): void
}

/** A QR code drawn on a Canvas 2D (the mini-program). */
export function QrCode({ text, size, label }: QrCodeProps) {
  const { platform } = useServices()
  const [id] = useState(() => `qr-code-${nextId++}`)
  useEffect(() => {
    let alive = true
    void platform.canvas2d(id).then((c) => {
      if (!alive || !c) return
      const ctx = c.context as Ctx
      const m = qrMatrix(text)
      const quiet = 4
      const unit = c.width / (m.size + 2 * quiet)
      ctx.setTransform(c.pixelRatio, 0, 0, c.pixelRatio, 0, 0)
      ctx.fillStyle = '#ffffff'
      ctx.fillRect(0, 0, c.width, c.height)
      ctx.fillStyle = '#000000'
      for (let r = 0; r < m.size; r++)
        for (let col = 0; col < m.size; col++)
          if (m.dark(r, col)) ctx.fillRect((col + quiet) * unit, (r + quiet) * unit, unit + 0.3, unit + 0.3)
    })
    return () => {
      alive = false
    }
  }, [platform, id, text])
  return (
    <View className='qr-code' aria-label={label} data-text={text} style={{ width: `${size}px`, height: `${size}px` }}>
      <Canvas type='2d' id={id} style={{ width: `${size}px`, height: `${size}px` }} />
    </View>
  )
}

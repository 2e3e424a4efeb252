// Only the encoder of the `qrcode` package (its core): the renderers and the Node parts stay out of
// the page's chunk. We draw the modules ourselves on the poster's canvas.
import { create } from 'qrcode/lib/core/qrcode'

/** The QR code of `text` as a square of dark (true) and light modules, row by row. */
export function qrModules(text: string): boolean[][] {
  const qr = create(text, { errorCorrectionLevel: 'M' })
  const { size, data } = qr.modules
  return Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => data[r * size + c] === 1))
}

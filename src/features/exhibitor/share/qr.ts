// Only the encoder of the `qrcode` package (its core): the renderers and the Node parts stay out of
// the page's chunk. We draw the modules ourselves on the poster's canvas.
import { create } from 'qrcode/lib/core/qrcode'
// UTF-8 as bytes, not TextEncoder: the mini-program's runtime lacks it on some base libraries (the
// badge format's encoder, shared with the server)
import { utf8Encode } from '../../../../rules'

/** The QR code of `text` as a square of dark (true) and light modules, row by row. */
export function qrModules(text: string): boolean[][] {
  const qr = create([{ data: Array.from(utf8Encode(text)), mode: 'byte' }], { errorCorrectionLevel: 'M' })
  const { size, data } = qr.modules
  return Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => data[r * size + c] === 1))
}

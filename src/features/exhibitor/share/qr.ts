// Only the encoder of the `qrcode` package (its core): the renderers and the Node parts stay out of
// the page's chunk. We draw the modules ourselves on the poster's canvas.
import { create } from 'qrcode/lib/core/qrcode'

/**
 * UTF-8 bytes of a text. Given as bytes, the encoder does not reach for TextEncoder, which the
 * mini-program's JavaScript runtime does not have on every base library.
 */
function utf8(text: string): number[] {
  const bytes: number[] = []
  for (const ch of text) {
    const c = ch.codePointAt(0)!
    if (c < 0x80) bytes.push(c)
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63))
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
  }
  return bytes
}

/** The QR code of `text` as a square of dark (true) and light modules, row by row. */
export function qrModules(text: string): boolean[][] {
  const qr = create([{ data: utf8(text), mode: 'byte' }], { errorCorrectionLevel: 'M' })
  const { size, data } = qr.modules
  return Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => data[r * size + c] === 1))
}

// The QR encoder of the `qrcode` package without its renderers (its core has no DOM, canvas or
// Node dependency, so it builds for H5 and the mini-program alike).
import { create } from 'qrcode/lib/core/qrcode'

/** The dark modules of a QR code for `text`, row by row, and its size in modules. */
export function qrMatrix(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  return { size: modules.size, dark: (row, col) => !!modules.get(row, col) }
}

/** The dark modules as one SVG path (1 unit per module), for the H5 badge. */
export function qrPath(text: string): { size: number; d: string } {
  const m = qrMatrix(text)
  let d = ''
  for (let r = 0; r < m.size; r++) {
    for (let c = 0; c < m.size; c++) {
      if (!m.dark(r, c)) continue
      // a run of dark modules in the row is one rectangle
      let end = c
      while (end + 1 < m.size && m.dark(r, end + 1)) end++
      d += `M${c} ${r}h${end - c + 1}v1h-${end - c + 1}z`
      c = end
    }
  }
  return { size: m.size, d }
}

/**
 * The map's viewport: which part of a hall (metres) shows in the view (CSS px). A view transform is
 * `screen = metre × scale + offset`. Pure functions, shared by the SVG (H5) and Canvas (mini-program)
 * renderers and tested on their own.
 */

export interface Size {
  width: number
  height: number
}
export interface Rect {
  x: number
  y: number
  w: number
  h: number
}
export interface View {
  scale: number
  x: number
  y: number
}

/** Most zoomed-in: a 3 m stand then fills ~ a third of a phone's width. */
export const MAX_SCALE = 40
/** margin around the hall when it is fitted, CSS px */
export const FIT_MARGIN = 8

/** The whole hall, centred in the view. */
export function fitView(hall: Size, view: Size): View {
  const scale = Math.min((view.width - 2 * FIT_MARGIN) / hall.width, (view.height - 2 * FIT_MARGIN) / hall.height)
  return {
    scale,
    x: (view.width - hall.width * scale) / 2,
    y: (view.height - hall.height * scale) / 2,
  }
}

/** The smallest zoom: the whole hall fits (never smaller, so the hall cannot be lost off screen). */
export function minScale(hall: Size, view: Size): number {
  return fitView(hall, view).scale
}

/**
 * Keeps the hall on screen: at a zoom where it is smaller than the view it stays centred on that
 * axis; otherwise its edge may come in as far as the middle of the view (so a stand at the edge
 * can be centred), never further: half the view always shows the hall.
 */
export function clampView(v: View, hall: Size, view: Size): View {
  const scale = Math.min(MAX_SCALE, Math.max(minScale(hall, view), v.scale))
  const axis = (offset: number, hallLen: number, viewLen: number) => {
    const len = hallLen * scale
    if (len + 2 * FIT_MARGIN <= viewLen) return (viewLen - len) / 2
    return Math.min(viewLen / 2, Math.max(viewLen / 2 - len, offset))
  }
  return { scale, x: axis(v.x, hall.width, view.width), y: axis(v.y, hall.height, view.height) }
}

/** Zooms by `factor` keeping the hall point under the screen point (px, py) where it is. */
export function zoomAt(v: View, factor: number, px: number, py: number): View {
  const scale = v.scale * factor
  return { scale, x: px - (px - v.x) * factor, y: py - (py - v.y) * factor }
}

/** Moves by a drag of (dx, dy) screen px. */
export function panBy(v: View, dx: number, dy: number): View {
  return { scale: v.scale, x: v.x + dx, y: v.y + dy }
}

/**
 * The view centred on a rectangle (a highlighted stand or room), zoomed so it takes about a fifth
 * of the view's width (never closer than MAX_SCALE), then kept on screen.
 */
export function centreOn(r: Rect, hall: Size, view: Size): View {
  const scale = Math.min(MAX_SCALE, Math.max(minScale(hall, view), view.width / 5 / Math.max(r.w, r.h, 3)))
  const cx = r.x + r.w / 2
  const cy = r.y + r.h / 2
  return clampView({ scale, x: view.width / 2 - cx * scale, y: view.height / 2 - cy * scale }, hall, view)
}

/** The view showing a rectangle whole (the route through a hall), with a margin, kept on screen. */
export function fitRect(r: Rect, hall: Size, view: Size): View {
  const pad = 48
  const scale = Math.min(
    MAX_SCALE / 2,
    Math.max(
      minScale(hall, view),
      Math.min((view.width - pad) / Math.max(r.w, 3), (view.height - pad) / Math.max(r.h, 3)),
    ),
  )
  const cx = r.x + r.w / 2
  const cy = r.y + r.h / 2
  return clampView({ scale, x: view.width / 2 - cx * scale, y: view.height / 2 - cy * scale }, hall, view)
}

/**
 * The map's height for a hall on a screen `width` CSS px wide: the whole hall fitted plus room for
 * the zoom buttons, between a third and a half of a phone's height (a wide hall needs less).
 */
export function mapHeight(hall: Size, width: number): number {
  return Math.round(Math.min(460, Math.max(280, ((width - 2 * FIT_MARGIN) * hall.height) / hall.width + 140)))
}

/** The hall point (metres) under a screen point. */
export function toHall(v: View, px: number, py: number): { x: number; y: number } {
  return { x: (px - v.x) / v.scale, y: (py - v.y) / v.scale }
}

/** The topmost rectangle containing a hall point (stands do not overlap: the first found). */
export function hitTest<T extends Rect>(items: readonly T[], x: number, y: number): T | undefined {
  return items.find((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
}

/** Distance between two touches, and their midpoint: a pinch. */
export function pinch(a: { x: number; y: number }, b: { x: number; y: number }) {
  return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
}

/**
 * What a stand's label can show at a zoom: nothing when the stand is too small on screen, the code
 * alone, or the code and the short name (cut to fit). Font sizes are CSS px.
 */
export function standLabel(
  stand: { w: number; h: number; code: string; shortName: string | null },
  scale: number,
): { code: string; name: string | null; fontSize: number } | null {
  const w = stand.w * scale
  const h = stand.h * scale
  const ideal = Math.min(w / 5, h / 3)
  // below 8 px a label is noise: the stand is drawn, its code waits for the zoom
  if (ideal < 8) return null
  const fontSize = Math.min(12, ideal)
  const fits = (text: string) => textWidth(text, fontSize) <= w - 4
  if (h < fontSize * 1.2 || !fits(stand.code)) return null
  if (!stand.shortName) return { code: stand.code, name: null, fontSize }
  const chars = Array.from(stand.shortName)
  // a name cut to one or two letters says nothing: then the code alone
  for (let n = chars.length; n >= Math.min(3, chars.length); n--) {
    const name = chars.slice(0, n).join('') + (n < chars.length ? '…' : '')
    if (fits(name)) return { code: stand.code, name, fontSize }
  }
  return { code: stand.code, name: null, fontSize }
}

/** Text width estimate (no layout engine in the mini-program): CJK full width, Latin ~0.56 em. */
export function textWidth(text: string, fontSize: number): number {
  let w = 0
  for (const ch of text) w += /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/.test(ch) ? 1 : 0.56
  return w * fontSize
}

/** The callout's text size (CSS px): legible at any zoom, like the stand labels' largest. */
export const CALLOUT_FONT = 13

/**
 * Where a highlighted stand's code goes when the stand itself is too small to carry it at this
 * zoom (standLabel gives none): a pill of `CALLOUT_FONT` text above the stand, its tip touching the
 * stand's top edge; below it when there is no room above. Screen px of the view (`view.x/y` is where
 * the hall's origin is drawn). Null when the stand carries its own label.
 */
export function standCallout(
  stand: { x: number; y: number; w: number; h: number; code: string; shortName: string | null },
  view: View,
): { x: number; y: number; w: number; h: number; tipX: number; tipY: number; below: boolean } | null {
  if (standLabel(stand, view.scale)) return null
  const w = Math.ceil(textWidth(stand.code, CALLOUT_FONT)) + 16
  const h = CALLOUT_FONT + 10
  const tip = 6
  const tipX = view.x + (stand.x + stand.w / 2) * view.scale
  const top = view.y + stand.y * view.scale
  const bottom = view.y + (stand.y + stand.h) * view.scale
  const below = top - tip - h < 0
  return {
    x: tipX - w / 2,
    y: below ? bottom + tip : top - tip - h,
    w,
    h,
    tipX,
    tipY: below ? bottom : top,
    below,
  }
}

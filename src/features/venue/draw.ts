import type { HallPlan, HallStand, StandStatus } from '../../../types/api'
import { CALLOUT_FONT, standCallout, standLabel, type View } from './geometry'
import type { Point } from './route'

/**
 * How a hall is drawn, shared by both renderers: the SVG of H5 reads the colours, the mini-program's
 * Canvas 2D draws with `drawHall`. Brand colours come from the caller (the CGA branding).
 */
export interface MapPalette {
  brand: string
  accent: string
}
export const DEFAULT_PALETTE: MapPalette = { brand: '#1f5eff', accent: '#ff5a36' }
export const CGA_PALETTE: MapPalette = { brand: '#b8860b', accent: '#ff5a36' }

export type MapMode = 'directory' | 'booking'

export const COLOURS = {
  // outside the hall, and its floor (all of it walkable between the stands)
  outside: '#e5e6eb',
  floor: '#f7f8fa',
  aisle: '#f7f8fa',
  wall: '#4e5969',
  room: '#e8f3ff',
  roomText: '#1d2129',
  text: '#1d2129',
  textMuted: '#86909c',
  entrance: '#00b42a',
  status: {
    free: { fill: '#e8ffea', stroke: '#00b42a' },
    reserved: { fill: '#fff3e8', stroke: '#ff7d00' },
    sold: { fill: '#f2f3f5', stroke: '#86909c' },
  } satisfies Record<StandStatus, { fill: string; stroke: string }>,
}

/** A stand's fill and outline for a mode: the directory shows exhibitors; booking shows status. */
export function standStyle(
  stand: Pick<HallStand, 'status'>,
  mode: MapMode,
  palette: MapPalette,
  state: { highlighted: boolean; selected: boolean; onRoute: boolean },
): { fill: string; stroke: string; strokeWidth: number } {
  if (state.highlighted) return { fill: palette.accent, stroke: palette.accent, strokeWidth: 2.5 }
  if (state.selected) return { fill: palette.brand, stroke: palette.brand, strokeWidth: 2 }
  if (mode === 'booking') return { ...COLOURS.status[stand.status], strokeWidth: 1 }
  if (state.onRoute) return { fill: '#fff7e6', stroke: palette.brand, strokeWidth: 2 }
  return stand.status === 'sold'
    ? { fill: '#eef3ff', stroke: '#9fb4e6', strokeWidth: 1 }
    : { fill: '#fafafa', stroke: '#d9d9d9', strokeWidth: 1 }
}

/** Text colour on a stand: white on the coloured highlight and selection. */
export function standTextColour(state: { highlighted: boolean; selected: boolean }): string {
  return state.highlighted || state.selected ? '#ffffff' : COLOURS.text
}

/** The subset of CanvasRenderingContext2D the drawing uses (the mini-program's 2D context has it). */
export interface Ctx2D {
  fillStyle: unknown
  strokeStyle: unknown
  lineWidth: number
  font: string
  textAlign: string
  textBaseline: string
  lineJoin?: string
  save(): void
  restore(): void
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void
  fillRect(x: number, y: number, w: number, h: number): void
  strokeRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  beginPath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arc(x: number, y: number, r: number, a0: number, a1: number): void
  fill(): void
  stroke(): void
}

export interface DrawOptions {
  mode: MapMode
  palette: MapPalette
  highlight: HallPlan['focus']
  selected: string | null
  route: { path: Point[]; stops: Array<{ x: number; y: number; label: string; code: string }> } | null
  /** device pixels per CSS px */
  pixelRatio: number
  size: { width: number; height: number }
}

const FONT = '"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif'

/**
 * Draws the hall in CSS px through the view transform: floor, aisles, rooms, stands with labels
 * that fit the zoom, entrances, the route and its numbered stops. Only stands that can be seen are
 * drawn (a zoomed-in view of a 600-stand hall draws a few dozen).
 */
export function drawHall(ctx: Ctx2D, plan: HallPlan, view: View, opts: DrawOptions): void {
  const { scale } = view
  const r = opts.pixelRatio
  ctx.setTransform(r, 0, 0, r, 0, 0)
  ctx.fillStyle = COLOURS.outside
  ctx.fillRect(0, 0, opts.size.width, opts.size.height)
  const sx = (x: number) => view.x + x * scale
  const sy = (y: number) => view.y + y * scale
  const visible = (x: number, y: number, w: number, h: number) =>
    sx(x + w) >= 0 && sx(x) <= opts.size.width && sy(y + h) >= 0 && sy(y) <= opts.size.height

  // the hall's floor and walls
  ctx.fillStyle = COLOURS.floor
  ctx.fillRect(sx(0), sy(0), plan.width * scale, plan.height * scale)
  ctx.strokeStyle = COLOURS.wall
  ctx.lineWidth = 2
  ctx.strokeRect(sx(0), sy(0), plan.width * scale, plan.height * scale)
  ctx.fillStyle = COLOURS.aisle
  for (const a of plan.aisles) {
    const half = a.width / 2
    const x = Math.min(a.x1, a.x2) - (a.x1 === a.x2 ? half : 0)
    const y = Math.min(a.y1, a.y2) - (a.y1 === a.y2 ? half : 0)
    const w = a.x1 === a.x2 ? a.width : Math.abs(a.x2 - a.x1)
    const h = a.y1 === a.y2 ? a.width : Math.abs(a.y2 - a.y1)
    ctx.fillRect(sx(x), sy(y), w * scale, h * scale)
  }

  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  for (const room of plan.rooms) {
    if (!visible(room.x, room.y, room.w, room.h)) continue
    const highlighted = opts.highlight?.kind === 'room' && opts.highlight.code === room.code
    ctx.fillStyle = highlighted ? opts.palette.accent : COLOURS.room
    ctx.fillRect(sx(room.x), sy(room.y), room.w * scale, room.h * scale)
    ctx.strokeStyle = highlighted ? opts.palette.accent : opts.palette.brand
    ctx.lineWidth = highlighted ? 2.5 : 1
    ctx.strokeRect(sx(room.x), sy(room.y), room.w * scale, room.h * scale)
    const size = Math.min(13, Math.max(8, room.h * scale * 0.2))
    if (room.h * scale > size * 1.5) {
      ctx.fillStyle = highlighted ? '#ffffff' : COLOURS.roomText
      ctx.font = `600 ${size}px ${FONT}`
      ctx.fillText(room.name, sx(room.x + room.w / 2), sy(room.y + room.h / 2))
    }
  }

  const onRoute = new Set(opts.route?.stops.map((s) => s.code) ?? [])
  for (const s of plan.stands) {
    if (!visible(s.x, s.y, s.w, s.h)) continue
    const state = {
      highlighted: opts.highlight?.kind === 'stand' && opts.highlight.code === s.code,
      selected: opts.selected === s.code,
      onRoute: onRoute.has(s.code),
    }
    const style = standStyle(s, opts.mode, opts.palette, state)
    ctx.fillStyle = style.fill
    ctx.fillRect(sx(s.x), sy(s.y), s.w * scale, s.h * scale)
    ctx.strokeStyle = style.stroke
    ctx.lineWidth = style.strokeWidth
    ctx.strokeRect(sx(s.x) + 0.5, sy(s.y) + 0.5, s.w * scale - 1, s.h * scale - 1)
    const label = standLabel(s, scale)
    if (!label) continue
    ctx.fillStyle = standTextColour(state)
    const cx = sx(s.x + s.w / 2)
    const cy = sy(s.y + s.h / 2)
    if (label.name) {
      ctx.font = `600 ${label.fontSize}px ${FONT}`
      ctx.fillText(label.code, cx, cy - label.fontSize * 0.6)
      ctx.font = `${label.fontSize}px ${FONT}`
      ctx.fillText(label.name, cx, cy + label.fontSize * 0.6)
    } else {
      ctx.font = `600 ${label.fontSize}px ${FONT}`
      ctx.fillText(label.code, cx, cy)
    }
  }

  // the highlighted stand always says its code: a callout when the stand is too small to carry it
  const lit = opts.highlight?.kind === 'stand' ? plan.stands.find((s) => s.code === opts.highlight?.code) : undefined
  const callout = lit ? standCallout(lit, view) : null
  if (lit && callout) {
    ctx.fillStyle = opts.palette.accent
    ctx.fillRect(callout.x, callout.y, callout.w, callout.h)
    ctx.beginPath()
    const base = callout.below ? callout.y : callout.y + callout.h
    ctx.moveTo(callout.tipX - 6, base)
    ctx.lineTo(callout.tipX + 6, base)
    ctx.lineTo(callout.tipX, callout.tipY)
    ctx.fill()
    ctx.fillStyle = '#ffffff'
    ctx.font = `700 ${CALLOUT_FONT}px ${FONT}`
    ctx.fillText(lit.code, callout.x + callout.w / 2, callout.y + callout.h / 2)
  }

  // entrances: a green mark on the wall
  for (const e of plan.entrances) {
    const wallY = e.side === 'top' ? 0 : e.side === 'bottom' ? plan.height : e.y
    const wallX = e.side === 'left' ? 0 : e.side === 'right' ? plan.width : e.x
    ctx.fillStyle = COLOURS.entrance
    ctx.beginPath()
    ctx.arc(sx(wallX), sy(wallY), 6, 0, Math.PI * 2)
    ctx.fill()
  }

  if (opts.route && opts.route.path.length > 1) {
    ctx.strokeStyle = opts.palette.brand
    ctx.lineWidth = 3
    if (ctx.lineJoin !== undefined) ctx.lineJoin = 'round'
    ctx.beginPath()
    opts.route.path.forEach((p, i) => (i === 0 ? ctx.moveTo(sx(p.x), sy(p.y)) : ctx.lineTo(sx(p.x), sy(p.y))))
    ctx.stroke()
    ctx.font = `700 11px ${FONT}`
    for (const stop of opts.route.stops) {
      ctx.fillStyle = opts.palette.brand
      ctx.beginPath()
      ctx.arc(sx(stop.x), sy(stop.y), 9, 0, Math.PI * 2)
      ctx.fill()
      ctx.fillStyle = '#ffffff'
      ctx.fillText(stop.label, sx(stop.x), sy(stop.y))
    }
  }
}

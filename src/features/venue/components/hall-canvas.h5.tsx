import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useServices } from '../../../app-context'
import type { HallPlan } from '../../../../types/api'
import { COLOURS, standStyle, standTextColour } from '../draw'
import {
  centreOn,
  clampView,
  fitRect,
  fitView,
  mapHeight,
  hitTest,
  pinch,
  CALLOUT_FONT,
  standCallout,
  standLabel,
  toHall,
  zoomAt,
  type Size,
  type View,
} from '../geometry'
import type { HallCanvasProps } from './hall-canvas-types'
import './hall-canvas.scss'

/**
 * The hall as SVG (H5). Why SVG and how it stays smooth: the plan is drawn once per zoom level for
 * the visible region plus a margin of half a view on each side; while a finger pans or pinches only
 * a CSS transform of that layer changes (compositor work, no React render, no SVG layout or paint),
 * and when the gesture ends the SVG is drawn again for the new view, sharp at the new zoom. See
 * docs/decisions.md ("Venue map") for the measured figures.
 */
export function HallCanvas(props: HallCanvasProps) {
  const { plan, highlight, onTap, labels, frame: firstFrame } = props
  const { platform } = useServices()
  const height = mapHeight(plan, platform.windowSize().width)
  const box = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<Size | null>(null)
  // the view the SVG is drawn for, and the live one while a gesture runs
  const [committed, setCommitted] = useState<View | null>(null)
  const live = useRef<View | null>(null)
  const frame = useRef(0)

  const measure = useCallback(() => {
    const r = box.current?.getBoundingClientRect()
    if (r && r.width > 0 && r.height > 0)
      setSize((s) => (s && s.width === r.width && s.height === r.height ? s : { width: r.width, height: r.height }))
  }, [])
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(el)
    return () => observer?.disconnect()
  }, [measure])
  // Another hall has another height (mapHeight): measure it in the same commit. Left to the
  // observer, whose update React runs as a later task, the new hall was first centred in the old
  // size, and the room or stand shown off centre until that task ran (seen on a loaded machine).
  useLayoutEffect(measure, [height, measure])

  // a new hall, a new size or a new highlight: fit the hall, or centre on the highlighted stand/room
  const focusRect = useMemo(() => {
    if (!highlight) return null
    const list = highlight.kind === 'stand' ? plan.stands : plan.rooms
    return list.find((x) => x.code === highlight.code) ?? null
  }, [plan, highlight])
  useLayoutEffect(() => {
    if (!size) return
    const v = focusRect
      ? centreOn(focusRect, plan, size)
      : firstFrame
        ? fitRect(firstFrame, plan, size)
        : fitView(plan, size)
    live.current = v
    setCommitted(v)
  }, [plan, size, focusRect, firstFrame])

  const apply = useCallback(() => {
    frame.current = 0
    const v = live.current
    const c = committedRef.current
    if (!v || !c || !stage.current) return
    const k = v.scale / c.scale
    stage.current.style.transform = `translate3d(${v.x - c.x * k}px, ${v.y - c.y * k}px, 0) scale(${k})`
  }, [])
  const committedRef = useRef<View | null>(null)
  committedRef.current = committed
  // once the SVG is drawn for the committed view, the layer sits untransformed
  useLayoutEffect(() => {
    if (stage.current) stage.current.style.transform = 'translate3d(0, 0, 0)'
  }, [committed])

  const moveTo = useCallback(
    (v: View) => {
      if (!size) return
      live.current = clampView(v, plan, size)
      if (!frame.current) frame.current = requestAnimationFrame(apply)
    },
    [size, plan, apply],
  )
  const commit = useCallback(() => {
    if (live.current) setCommitted(live.current)
  }, [])

  // --- gestures: one finger pans, two pinch; a short still touch taps --------------------------
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<{
    start: { x: number; y: number; t: number }
    moved: boolean
    last: ReturnType<typeof pinch> | null
  }>()
  // the viewport's place, read when a gesture starts: reading it on every move would force a style
  // and layout pass per event (measured: the largest cost of a pan under CPU throttling)
  const origin = useRef({ left: 0, top: 0 })
  const local = (e: { clientX: number; clientY: number }) => ({
    x: e.clientX - origin.current.left,
    y: e.clientY - origin.current.top,
  })
  const onPointerDown = (e: React.PointerEvent) => {
    if (pointers.current.size === 0 && box.current) {
      const r = box.current.getBoundingClientRect()
      origin.current = { left: r.left, top: r.top }
    }
    box.current?.setPointerCapture?.(e.pointerId)
    const p = local(e)
    pointers.current.set(e.pointerId, p)
    if (pointers.current.size === 1) gesture.current = { start: { ...p, t: Date.now() }, moved: false, last: null }
    else if (gesture.current) {
      const [a, b] = [...pointers.current.values()]
      gesture.current.last = pinch(a!, b!)
      gesture.current.moved = true
    }
  }
  const onPointerMove = (e: React.PointerEvent) => {
    const prev = pointers.current.get(e.pointerId)
    const g = gesture.current
    if (!prev || !g || !live.current) return
    const p = local(e)
    pointers.current.set(e.pointerId, p)
    if (Math.hypot(p.x - g.start.x, p.y - g.start.y) > 6) g.moved = true
    if (!g.moved) return
    if (pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()]
      const now = pinch(a!, b!)
      if (g.last && g.last.distance > 0) {
        const v = zoomAt(live.current, now.distance / g.last.distance, now.x, now.y)
        moveTo({ ...v, x: v.x + now.x - g.last.x, y: v.y + now.y - g.last.y })
      }
      g.last = now
    } else moveTo({ ...live.current, x: live.current.x + p.x - prev.x, y: live.current.y + p.y - prev.y })
  }
  const onPointerUp = (e: React.PointerEvent) => {
    const g = gesture.current
    const had = pointers.current.delete(e.pointerId)
    if (!had || pointers.current.size > 0) {
      if (g) g.last = null
      return
    }
    gesture.current = undefined
    if (g && !g.moved && Date.now() - g.start.t < 600 && live.current) {
      const m = toHall(live.current, g.start.x, g.start.y)
      onTap(hitTest(plan.stands, m.x, m.y)?.code ?? null)
      return
    }
    commit()
  }
  const wheelTimer = useRef<ReturnType<typeof setTimeout>>()
  const onWheel = (e: React.WheelEvent) => {
    if (!live.current || !box.current) return
    const r = box.current.getBoundingClientRect()
    origin.current = { left: r.left, top: r.top }
    const p = local(e)
    moveTo(zoomAt(live.current, Math.exp(-e.deltaY / 400), p.x, p.y))
    clearTimeout(wheelTimer.current)
    wheelTimer.current = setTimeout(commit, 150)
  }
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const zoomButton = (factor: number | 'fit') => () => {
    if (!size || !live.current) return
    const v = factor === 'fit' ? fitView(plan, size) : zoomAt(live.current, factor, size.width / 2, size.height / 2)
    live.current = clampView(v, plan, size)
    setCommitted(live.current)
  }

  return (
    <div className='hall-canvas'>
      <div
        ref={box}
        className='hall-canvas__viewport'
        style={{ height }}
        role='img'
        aria-label={`${labels.map} ${plan.hallName}`}
        data-stands={plan.stands.length}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
      >
        <div ref={stage} className='hall-canvas__stage'>
          {committed && size ? <HallSvg {...props} view={committed} size={size} /> : null}
        </div>
      </div>
      <div className='hall-canvas__zoom'>
        <button type='button' className='hall-canvas__zoom-btn' aria-label={labels.zoomIn} onClick={zoomButton(1.6)}>
          +
        </button>
        <button
          type='button'
          className='hall-canvas__zoom-btn'
          aria-label={labels.zoomOut}
          onClick={zoomButton(1 / 1.6)}
        >
          −
        </button>
        <button
          type='button'
          className='hall-canvas__zoom-btn hall-canvas__zoom-btn--fit'
          aria-label={labels.fit}
          onClick={zoomButton('fit')}
        >
          ⤢
        </button>
      </div>
    </div>
  )
}

type SvgProps = HallCanvasProps & { view: View; size: Size }

/**
 * The drawing for one committed view: the region in view plus a margin, only the stands in it,
 * labels that fit this zoom. Memoised: a parent render that changes nothing draws nothing.
 */
const HallSvg = memo(function HallSvg({ plan, mode, palette, highlight, selected, route, view, size }: SvgProps) {
  const margin = Math.max(size.width, size.height) / 2
  const x0 = (-margin - view.x) / view.scale
  const y0 = (-margin - view.y) / view.scale
  const w = (size.width + 2 * margin) / view.scale
  const h = (size.height + 2 * margin) / view.scale
  const inView = (r: { x: number; y: number; w: number; h: number }) =>
    r.x + r.w >= x0 && r.x <= x0 + w && r.y + r.h >= y0 && r.y <= y0 + h
  const px = 1 / view.scale // one CSS px in metres
  const onRoute = new Set(route?.stops.map((s) => s.code) ?? [])
  return (
    <svg
      className='hall-canvas__svg'
      style={{ left: -margin, top: -margin }}
      width={size.width + 2 * margin}
      height={size.height + 2 * margin}
      viewBox={`${x0} ${y0} ${w} ${h}`}
    >
      <rect
        x={0}
        y={0}
        width={plan.width}
        height={plan.height}
        fill={COLOURS.floor}
        stroke={COLOURS.wall}
        strokeWidth={2 * px}
      />
      {plan.aisles.map((a, i) => (
        <rect
          key={i}
          x={Math.min(a.x1, a.x2) - (a.x1 === a.x2 ? a.width / 2 : 0)}
          y={Math.min(a.y1, a.y2) - (a.y1 === a.y2 ? a.width / 2 : 0)}
          width={a.x1 === a.x2 ? a.width : Math.abs(a.x2 - a.x1)}
          height={a.y1 === a.y2 ? a.width : Math.abs(a.y2 - a.y1)}
          fill={COLOURS.aisle}
        />
      ))}
      {plan.rooms.filter(inView).map((r) => {
        const on = highlight?.kind === 'room' && highlight.code === r.code
        const fs = Math.min(13, Math.max(8, r.h * view.scale * 0.2)) * px
        return (
          <g key={r.code} className={`hall-canvas__room${on ? ' is-highlighted' : ''}`} data-code={r.code}>
            <rect
              x={r.x}
              y={r.y}
              width={r.w}
              height={r.h}
              fill={on ? palette.accent : COLOURS.room}
              stroke={on ? palette.accent : palette.brand}
              strokeWidth={(on ? 2.5 : 1) * px}
            />
            <text
              x={r.x + r.w / 2}
              y={r.y + r.h / 2}
              fontSize={fs}
              fill={on ? '#fff' : COLOURS.roomText}
              textAnchor='middle'
              dominantBaseline='central'
              fontWeight={600}
            >
              {r.name}
            </text>
          </g>
        )
      })}
      {plan.stands.filter(inView).map((s) => (
        <StandShape
          key={s.code}
          stand={s}
          mode={mode}
          palette={palette}
          scale={view.scale}
          highlighted={highlight?.kind === 'stand' && highlight.code === s.code}
          selected={selected === s.code}
          onRoute={onRoute.has(s.code)}
        />
      ))}
      <StandCallout plan={plan} highlight={highlight} palette={palette} view={view} px={px} />
      {plan.entrances.map((e, i) => (
        <circle
          key={i}
          className='hall-canvas__entrance'
          cx={e.side === 'left' ? 0 : e.side === 'right' ? plan.width : e.x}
          cy={e.side === 'top' ? 0 : e.side === 'bottom' ? plan.height : e.y}
          r={6 * px}
          fill={COLOURS.entrance}
        >
          <title>{e.label}</title>
        </circle>
      ))}
      {route && route.path.length > 1 ? (
        <g className='hall-canvas__route'>
          <polyline
            points={route.path.map((p) => `${p.x},${p.y}`).join(' ')}
            fill='none'
            stroke={palette.brand}
            strokeWidth={3 * px}
            strokeLinejoin='round'
            strokeLinecap='round'
          />
          {route.stops.map((s) => (
            <g key={s.code} className='hall-canvas__stop' data-code={s.code}>
              <circle cx={s.x} cy={s.y} r={9 * px} fill={palette.brand} />
              <text
                x={s.x}
                y={s.y}
                fontSize={11 * px}
                fill='#fff'
                textAnchor='middle'
                dominantBaseline='central'
                fontWeight={700}
              >
                {s.label}
              </text>
            </g>
          ))}
        </g>
      ) : null}
    </svg>
  )
})

const StandShape = memo(function StandShape({
  stand: s,
  mode,
  palette,
  scale,
  highlighted,
  selected,
  onRoute,
}: {
  stand: HallPlan['stands'][number]
  mode: HallCanvasProps['mode']
  palette: HallCanvasProps['palette']
  scale: number
  highlighted: boolean
  selected: boolean
  onRoute: boolean
}) {
  const style = standStyle(s, mode, palette, { highlighted, selected, onRoute })
  const label = standLabel(s, scale)
  const px = 1 / scale
  const cx = s.x + s.w / 2
  const cy = s.y + s.h / 2
  const colour = standTextColour({ highlighted, selected })
  return (
    <g
      className={`hall-canvas__stand is-${s.status}${highlighted ? ' is-highlighted' : ''}${selected ? ' is-selected' : ''}`}
      data-code={s.code}
    >
      <rect
        x={s.x + px / 2}
        y={s.y + px / 2}
        width={s.w - px}
        height={s.h - px}
        fill={style.fill}
        stroke={style.stroke}
        strokeWidth={style.strokeWidth * px}
      />
      {label ? (
        <text x={cx} fontSize={label.fontSize * px} fill={colour} textAnchor='middle' dominantBaseline='central'>
          <tspan x={cx} y={label.name ? cy - label.fontSize * 0.6 * px : cy} fontWeight={600}>
            {label.code}
          </tspan>
          {label.name ? (
            <tspan x={cx} y={cy + label.fontSize * 0.6 * px}>
              {label.name}
            </tspan>
          ) : null}
        </text>
      ) : null}
    </g>
  )
})

/**
 * The highlighted stand's code where the stand is too small to carry it at this zoom (a 6 × 12 m
 * stand at 375 px): a pill above it pointing at it. Drawn in hall metres like the rest of the SVG.
 */
function StandCallout({
  plan,
  highlight,
  palette,
  view,
  px,
}: Pick<SvgProps, 'plan' | 'highlight' | 'palette' | 'view'> & { px: number }) {
  const stand = highlight?.kind === 'stand' ? plan.stands.find((s) => s.code === highlight.code) : undefined
  const c = stand ? standCallout(stand, view) : null
  if (!stand || !c) return null
  // screen px of the view to hall metres
  const mx = (x: number) => (x - view.x) / view.scale
  const my = (y: number) => (y - view.y) / view.scale
  const base = c.below ? c.y : c.y + c.h
  return (
    <g className='hall-canvas__callout' data-code={stand.code}>
      <rect x={mx(c.x)} y={my(c.y)} width={c.w * px} height={c.h * px} rx={4 * px} fill={palette.accent} />
      <polygon
        points={`${mx(c.tipX - 6)},${my(base)} ${mx(c.tipX + 6)},${my(base)} ${mx(c.tipX)},${my(c.tipY)}`}
        fill={palette.accent}
      />
      <text
        x={mx(c.x + c.w / 2)}
        y={my(c.y + c.h / 2)}
        fontSize={CALLOUT_FONT * px}
        fill='#fff'
        textAnchor='middle'
        dominantBaseline='central'
        fontWeight={700}
      >
        {stand.code}
      </text>
    </g>
  )
}

import { Canvas, View } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useServices } from '../../../app-context'
import type { Canvas2D } from '../../../platform'
import { drawHall, type Ctx2D } from '../draw'
import {
  centreOn,
  clampView,
  fitRect,
  fitView,
  hitTest,
  mapHeight,
  pinch,
  toHall,
  zoomAt,
  type View as MapView,
} from '../geometry'
import type { HallCanvasProps } from './hall-canvas-types'
import './hall-canvas.scss'

let nextId = 1

interface TouchPoint {
  x: number
  y: number
}
/** A canvas touch: WeChat gives x/y relative to the canvas. */
type CanvasTouchEvent = { touches?: Array<{ x?: number; y?: number; identifier?: number }> }

/**
 * The hall on a Canvas 2D (the mini-program). Every frame of a gesture draws the visible part of
 * the hall through the view transform (drawHall culls what is off screen); drawing is throttled to
 * the canvas's own animation frames, so a burst of touch events draws once per frame. Measured in
 * bench/venue-map.mjs (docs/decisions.md, "Venue map").
 */
export function HallCanvas(props: HallCanvasProps) {
  const { plan, highlight, onTap, labels, frame } = props
  const { platform } = useServices()
  const [id] = useState(() => `hall-canvas-${nextId++}`)
  const canvas = useRef<Canvas2D | null>(null)
  const view = useRef<MapView | null>(null)
  const pending = useRef(false)
  const propsRef = useRef(props)
  propsRef.current = props

  const draw = useCallback(() => {
    pending.current = false
    const c = canvas.current
    const v = view.current
    if (!c || !v) return
    const p = propsRef.current
    drawHall(c.context as Ctx2D, p.plan, v, {
      mode: p.mode,
      palette: p.palette,
      highlight: p.highlight,
      selected: p.selected,
      route: p.route,
      pixelRatio: c.pixelRatio,
      size: c,
    })
  }, [])
  const schedule = useCallback(() => {
    if (pending.current || !canvas.current) return
    pending.current = true
    canvas.current.requestFrame(draw)
  }, [draw])

  const focusRect = useMemo(() => {
    if (!highlight) return null
    const list = highlight.kind === 'stand' ? plan.stands : plan.rooms
    return list.find((x) => x.code === highlight.code) ?? null
  }, [plan, highlight])

  // the canvas exists once rendered: ask the host for it, then fit the hall or centre on the highlight
  useEffect(() => {
    let alive = true
    void platform.canvas2d(id).then((c) => {
      if (!alive || !c) return
      canvas.current = c
      view.current = focusRect ? centreOn(focusRect, plan, c) : frame ? fitRect(frame, plan, c) : fitView(plan, c)
      draw()
    })
    return () => {
      alive = false
    }
  }, [platform, id, plan, focusRect, frame, draw])
  // a selection, a mode or a route changed: draw again with the same view
  useEffect(() => schedule(), [props.selected, props.mode, props.route, props.palette, schedule])

  const moveTo = (v: MapView) => {
    if (!canvas.current) return
    view.current = clampView(v, plan, canvas.current)
    schedule()
  }

  const touches = useRef(new Map<number, TouchPoint>())
  const gesture = useRef<{ start: TouchPoint; t: number; moved: boolean; last: ReturnType<typeof pinch> | null }>()
  const read = (e: CanvasTouchEvent) => {
    const m = new Map<number, TouchPoint>()
    ;(e.touches ?? []).forEach((t, i) => m.set(t.identifier ?? i, { x: t.x ?? 0, y: t.y ?? 0 }))
    return m
  }
  const onTouchStart = (e: CanvasTouchEvent) => {
    touches.current = read(e)
    const pts = [...touches.current.values()]
    if (pts.length === 1) gesture.current = { start: pts[0]!, t: Date.now(), moved: false, last: null }
    else if (gesture.current && pts.length >= 2) {
      gesture.current.moved = true
      gesture.current.last = pinch(pts[0]!, pts[1]!)
    }
  }
  const onTouchMove = (e: CanvasTouchEvent) => {
    const prev = touches.current
    const now = read(e)
    touches.current = now
    const g = gesture.current
    const v = view.current
    if (!g || !v) return
    const pts = [...now.values()]
    if (pts.length >= 2) {
      const p = pinch(pts[0]!, pts[1]!)
      if (g.last && g.last.distance > 0) {
        const z = zoomAt(v, p.distance / g.last.distance, p.x, p.y)
        moveTo({ ...z, x: z.x + p.x - g.last.x, y: z.y + p.y - g.last.y })
      }
      g.last = p
      g.moved = true
      return
    }
    const [k, p] = [...now.entries()][0] ?? []
    const before = k === undefined ? undefined : prev.get(k)
    if (!p || !before) return
    if (Math.hypot(p.x - g.start.x, p.y - g.start.y) > 6) g.moved = true
    if (g.moved) moveTo({ ...v, x: v.x + p.x - before.x, y: v.y + p.y - before.y })
  }
  const onTouchEnd = (e: CanvasTouchEvent) => {
    const g = gesture.current
    touches.current = read(e)
    if (touches.current.size > 0) {
      if (g) g.last = null
      return
    }
    gesture.current = undefined
    if (g && !g.moved && Date.now() - g.t < 600 && view.current) {
      const m = toHall(view.current, g.start.x, g.start.y)
      onTap(hitTest(plan.stands, m.x, m.y)?.code ?? null)
    }
  }

  const zoomButton = (factor: number | 'fit') => () => {
    const c = canvas.current
    const v = view.current
    if (!c || !v) return
    moveTo(factor === 'fit' ? fitView(plan, c) : zoomAt(v, factor, c.width / 2, c.height / 2))
  }

  return (
    <View className='hall-canvas' aria-label={`${labels.map} ${plan.hallName}`}>
      <Canvas
        type='2d'
        id={id}
        className='hall-canvas__canvas'
        style={{ height: `${mapHeight(plan, platform.windowSize().width)}px` }}
        disableScroll
        onTouchStart={onTouchStart as never}
        onTouchMove={onTouchMove as never}
        onTouchEnd={onTouchEnd as never}
        onTouchCancel={onTouchEnd as never}
      />
      <View className='hall-canvas__zoom'>
        <View className='hall-canvas__zoom-btn' role='button' aria-label={labels.zoomIn} onClick={zoomButton(1.6)}>
          +
        </View>
        <View className='hall-canvas__zoom-btn' role='button' aria-label={labels.zoomOut} onClick={zoomButton(1 / 1.6)}>
          −
        </View>
        <View className='hall-canvas__zoom-btn' role='button' aria-label={labels.fit} onClick={zoomButton('fit')}>
          ⤢
        </View>
      </View>
    </View>
  )
}

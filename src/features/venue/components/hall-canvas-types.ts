import type { HallPlan } from '../../../../types/api'
import type { DrawOptions, MapMode, MapPalette } from '../draw'

/** What both renderers of a hall take (SVG on H5: hall-canvas.h5.tsx; Canvas 2D in the mini-program). */
export interface HallCanvasProps {
  plan: HallPlan
  mode: MapMode
  palette: MapPalette
  /** the stand or room the map opened centred on */
  highlight: HallPlan['focus']
  /** without a highlight, the part of the hall to show first (the route's stops); default the whole hall */
  frame?: { x: number; y: number; w: number; h: number } | null
  /** the stand whose card is open */
  selected: string | null
  route: DrawOptions['route']
  /** a tap on a stand (its code) or elsewhere (null) */
  onTap: (code: string | null) => void
  labels: { zoomIn: string; zoomOut: string; fit: string; map: string }
}

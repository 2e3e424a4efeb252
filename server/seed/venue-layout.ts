/**
 * Plausible hall floor plans for the seed: blocks of stands between a grid of aisles, the way an
 * exhibition hall is sold. Everything is in whole metres, origin at the hall's top-left corner.
 *
 * - A perimeter aisle (6 m) runs along the walls; vertical aisles (4 m, the central one 8 m) part
 *   the block columns; cross aisles (4 m) part the block rows. Every aisle meets every other, so the
 *   walking graph is a grid.
 * - A block row is either "shell scheme" (two rows of 3 m deep stands back to back: 9, 18, 27 m²)
 *   or "space only" (two rows of 6 m deep stands: 36, 54, 72 m², and islands 6 × 12 = 72 m² that
 *   open on both aisles).
 * - Stands are numbered along the block rows, left to right, then the next row, and coded as the
 *   directory codes them (hall number, a letter per hundred, two digits): the seed's exhibitors
 *   take the first codes of their hall.
 * - Entrances open on the bottom wall at the central aisle and near both corners, and on the top
 *   wall at the central aisle; the conference's meeting rooms
 *   (in the halls the conference seed puts them) take the first block row.
 */

export interface Entrance {
  /** the point on the perimeter aisle's centre line where the entrance leads in */
  x: number
  y: number
  side: 'top' | 'bottom' | 'left' | 'right'
  labelZh: string
  labelEn: string
}
/** An aisle's centre line (horizontal or vertical) and its width. */
export interface Aisle {
  x1: number
  y1: number
  x2: number
  y2: number
  width: number
}
export interface RoomRect {
  code: string
  nameZh: string
  nameEn: string
  x: number
  y: number
  w: number
  h: number
}
export interface StandRect {
  code: string
  x: number
  y: number
  w: number
  h: number
  /** where the stand opens onto its aisle: a point on that aisle's centre line */
  doorX: number
  doorY: number
}
export interface HallLayout {
  width: number
  height: number
  entrances: Entrance[]
  aisles: Aisle[]
  rooms: RoomRect[]
  stands: StandRect[]
}

export const PERIMETER = 6
export const AISLE = 4
export const MAIN_AISLE = 8
export const BLOCK_WIDTH = 24

/** Letters as spreadsheet columns: 0 → A, 25 → Z, 26 → AA, 27 → AB … (never the same twice). */
function letters(k: number): string {
  const letter = String.fromCharCode(65 + (k % 26))
  return k < 26 ? letter : letters(Math.floor(k / 26) - 1) + letter
}

/**
 * The directory's stand code: hall number, letters per hundred, two digits (1A01 … 1A99, 1B00 …
 * 1Z99, 1AA00 …). Beyond 2,600 stands in a hall (bench:api's 50,000 exhibitors) the letters go on
 * rather than start again at A, so no two stands of a hall share a code.
 */
export function standCode(hallNo: number, n: number): string {
  return `${hallNo}${letters(Math.floor(n / 100))}${String(n % 100).padStart(2, '0')}`
}

/** Widths that fill a block exactly: shell scheme rows take 3, 6 and 9 m; space-only rows 6, 9 and 12 m. */
function fillRow(total: number, choices: readonly number[], r: () => number): number[] {
  const out: number[] = []
  let left = total
  while (left > 0) {
    const fits = choices.filter((c) => c <= left && (left - c === 0 || left - c >= Math.min(...choices)))
    const w = fits[Math.floor(r() * fits.length)] ?? left
    out.push(w)
    left -= w
  }
  return out
}

export interface LayoutOptions {
  hallNo: number
  /** at least this many stands */
  minStands: number
  /** meeting rooms in the first block row */
  rooms?: Array<{ code: string; nameZh: string; nameEn: string }>
  random: () => number
}

export function generateHallLayout(opts: LayoutOptions): HallLayout {
  const r = opts.random
  const rooms = opts.rooms ?? []
  // roughly 8.5 stands per block and block row: columns from the size, 3 to 8 of them
  const columns = Math.max(3, Math.min(8, Math.round(Math.sqrt(opts.minStands / 9))))
  const mainAfter = Math.floor(columns / 2) // the central aisle follows this many columns
  const colX: number[] = []
  let x = PERIMETER
  for (let c = 0; c < columns; c++) {
    colX.push(x)
    x += BLOCK_WIDTH
    if (c < columns - 1) x += c === mainAfter - 1 ? MAIN_AISLE : AISLE
  }
  const width = x + PERIMETER
  // vertical aisle centre lines: the perimeter ones and one between each pair of columns
  const vx: number[] = [PERIMETER / 2]
  for (let c = 0; c < columns - 1; c++) {
    const gap = c === mainAfter - 1 ? MAIN_AISLE : AISLE
    vx.push(colX[c]! + BLOCK_WIDTH + gap / 2)
  }
  vx.push(width - PERIMETER / 2)

  const stands: StandRect[] = []
  const roomRects: RoomRect[] = []
  // the horizontal aisle centre lines, top perimeter first
  const hy: number[] = [PERIMETER / 2]
  let y = PERIMETER
  let n = 1
  let row = 0
  const add = (sx: number, sy: number, w: number, h: number, doorY: number) => {
    stands.push({ code: standCode(opts.hallNo, n++), x: sx, y: sy, w, h, doorX: sx + Math.floor(w / 2), doorY })
  }
  /** a row of stands side by side from x0, `h` deep, opening onto the aisle at doorY */
  const addRow = (x0: number, sy: number, widths: number[], h: number, doorY: number) => {
    let sx = x0
    for (const w of widths) {
      add(sx, sy, w, h, doorY)
      sx += w
    }
  }
  while (stands.length < opts.minStands || (row === 0 && rooms.length > 0)) {
    const above = hy[hy.length - 1]!
    if (row === 0 && rooms.length > 0) {
      // meeting rooms: one per block, 12 m deep, the rest of the row stays a block of stands
      const depth = 12
      const below = y + depth + AISLE / 2
      for (let c = 0; c < columns; c++) {
        const room = rooms[c]
        if (room) roomRects.push({ ...room, x: colX[c]!, y, w: BLOCK_WIDTH, h: depth })
        else {
          // islands of 6 × 12 m (72 m²), the biggest stand sold
          for (let sx = colX[c]!; sx < colX[c]! + BLOCK_WIDTH; sx += 6) add(sx, y, 6, depth, below)
        }
      }
      y += depth
    } else {
      const spaceOnly = row % 3 === 1
      const depth = spaceOnly ? 6 : 3
      const below = y + 2 * depth + AISLE / 2
      for (let c = 0; c < columns; c++) {
        const bx = colX[c]!
        if (spaceOnly && r() < 0.35) {
          // an island stand (6 × 12) at the block's start, opening on both aisles (door below)
          add(bx, y, 6, 2 * depth, below)
          addRow(bx + 6, y, fillRow(BLOCK_WIDTH - 6, [6, 9, 12], r), depth, above)
          addRow(bx + 6, y + depth, fillRow(BLOCK_WIDTH - 6, [6, 9, 12], r), depth, below)
        } else {
          const choices = spaceOnly ? [6, 9, 12] : [3, 3, 3, 6, 9]
          addRow(bx, y, fillRow(BLOCK_WIDTH, choices, r), depth, above)
          addRow(bx, y + depth, fillRow(BLOCK_WIDTH, choices, r), depth, below)
        }
      }
      y += 2 * depth
    }
    row++
    // the cross aisle after the block row (the last one is the bottom perimeter, added below)
    hy.push(y + AISLE / 2)
    y += AISLE
  }
  // the last cross aisle becomes the bottom perimeter aisle
  hy.pop()
  y -= AISLE
  const height = y + PERIMETER
  hy.push(height - PERIMETER / 2)
  // doors that pointed at the removed cross aisle now open onto the bottom perimeter
  const bottom = hy[hy.length - 1]!
  for (const s of stands) if (s.doorY === y + AISLE / 2) s.doorY = bottom

  const aisles: Aisle[] = [
    ...hy.map((cy, i) => ({
      x1: vx[0]!,
      y1: cy,
      x2: vx[vx.length - 1]!,
      y2: cy,
      width: i === 0 || i === hy.length - 1 ? PERIMETER : AISLE,
    })),
    ...vx.map((cx, i) => ({
      x1: cx,
      y1: hy[0]!,
      x2: cx,
      y2: hy[hy.length - 1]!,
      width: i === 0 || i === vx.length - 1 ? PERIMETER : i === mainAfter ? MAIN_AISLE : AISLE,
    })),
  ]
  const mainX = vx[mainAfter]!
  const entrances: Entrance[] = [
    { x: mainX, y: bottom, side: 'bottom', labelZh: '南入口', labelEn: 'South entrance' },
    { x: vx[0]!, y: bottom, side: 'bottom', labelZh: '西南入口', labelEn: 'South-west entrance' },
    { x: vx[vx.length - 1]!, y: bottom, side: 'bottom', labelZh: '东南入口', labelEn: 'South-east entrance' },
    { x: mainX, y: hy[0]!, side: 'top', labelZh: '北入口', labelEn: 'North entrance' },
  ]
  return { width, height, entrances, aisles, rooms: roomRects, stands }
}

import { decodeSize, viewfinderInVideo } from '../scanner-crop'

// The browser scanner's layout on a 375x812 phone screen: the video covers the whole screen, the
// viewfinder is 64vw (240 px) square in the middle (web-scanner.ts).
const screen = { left: 0, top: 0, width: 375, height: 812 }
const viewfinder = { left: 67.5, top: 286, width: 240, height: 240 }

describe('the viewfinder in the camera picture (object-fit: cover)', () => {
  test('a portrait 480x640 picture: scaled by 812/640, cut at the sides; the crop is the frame and a tenth more', () => {
    const crop = viewfinderInVideo({ width: 480, height: 640 }, screen, viewfinder)!
    const k = 812 / 640
    // the picture's centre is the screen's
    expect(crop.left + crop.width / 2).toBeCloseTo(240, 0)
    expect(crop.top + crop.height / 2).toBeCloseTo(320, 0)
    // 240 px and 24 px each side, in the picture's pixels
    expect(crop.width).toBeGreaterThanOrEqual(Math.floor(288 / k - 1))
    expect(crop.width).toBeLessThanOrEqual(Math.ceil(288 / k) + 1)
    expect(crop.height).toBe(crop.width)
  })

  test('a landscape 640x480 picture on the tall screen: scaled by 812/480, most of its width off screen', () => {
    const crop = viewfinderInVideo({ width: 640, height: 480 }, screen, viewfinder, 0)!
    const k = 812 / 480
    expect(crop.left).toBe(Math.floor(320 - 120 / k))
    expect(crop.left + crop.width).toBe(Math.ceil(320 + 120 / k))
    expect(crop.top).toBe(Math.floor(240 - 120 / k))
  })

  test('a viewfinder reaching past the picture is cut at its edge', () => {
    // a wide box (landscape phone): the picture is scaled by width and cut at top and bottom
    const box = { left: 0, top: 0, width: 800, height: 300 }
    const frame = { left: 300, top: -200, width: 200, height: 200 }
    const crop = viewfinderInVideo({ width: 400, height: 300 }, box, frame, 0)!
    // scale 2: the picture is 800x600 from 150 px above the box; the frame starts 200 px above,
    // so its top 50 px (25 of the picture's) lie beyond the picture
    expect(crop).toEqual({ left: 150, top: 0, width: 100, height: 75 })
  })

  test('nothing to crop before the video has a size, or when the viewfinder is off the picture', () => {
    expect(viewfinderInVideo({ width: 0, height: 0 }, screen, viewfinder)).toBeNull()
    expect(
      viewfinderInVideo({ width: 480, height: 640 }, screen, { left: 2000, top: 0, width: 100, height: 100 }),
    ).toBeNull()
  })
})

describe('the size decoded', () => {
  test('a crop larger than 320 px is scaled down to 320 on its longer side', () => {
    expect(decodeSize({ width: 454, height: 454 })).toEqual({ width: 320, height: 320 })
    expect(decodeSize({ width: 1000, height: 500 })).toEqual({ width: 320, height: 160 })
  })

  test('a smaller crop is decoded as it is, never enlarged', () => {
    expect(decodeSize({ width: 227, height: 227 })).toEqual({ width: 227, height: 227 })
  })
})

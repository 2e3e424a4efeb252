/**
 * Where the browser scanner looks without BarcodeDetector (web-scanner.ts, jsQR): only the part of
 * the camera frame under the viewfinder the staff aim with, at most DECODE_SIDE pixels a side.
 * jsQR's work grows with the pixels it is given; the whole frame (most of it off screen, since the
 * video covers a tall phone screen) cost more than the 300 ms scan-to-confirmation target allows
 * with a slow CPU (issue 28 item 7; docs/decisions/leads.md).
 */
export interface Box {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The crop's longest side once scaled down. A signed badge's code (version 9 or 10, 61 or 65
 * modules with the quiet zone) at 80% of the viewfinder of a 1280x720 camera keeps over 3 px a
 * module at 320 px; at 2.5 (the whole crop of a 640x480 picture) about one scan in 40 was not read.
 */
export const DECODE_SIDE = 320

/**
 * The share of the viewfinder's side the crop reaches beyond each of its edges: a code held a
 * little over the frame's line still reads; one clearly beside the frame does not (the frame is
 * what the staff are told to aim with).
 */
export const VIEWFINDER_MARGIN = 0.1

/**
 * The viewfinder's box on screen, in the video's own pixels. The video fills its box with
 * `object-fit: cover` (scaled by the larger of the two ratios, centred, the overflow cut), so a
 * point on screen maps back through that scale and offset. Null when there is nothing to crop
 * (no video size yet, or a viewfinder outside the picture).
 */
export function viewfinderInVideo(
  video: { width: number; height: number },
  videoBox: Box,
  viewfinder: Box,
  margin: number = VIEWFINDER_MARGIN,
): Box | null {
  if (!(video.width > 0 && video.height > 0 && videoBox.width > 0 && videoBox.height > 0)) return null
  const scale = Math.max(videoBox.width / video.width, videoBox.height / video.height)
  const left = videoBox.left + (videoBox.width - video.width * scale) / 2
  const top = videoBox.top + (videoBox.height - video.height * scale) / 2
  const mx = viewfinder.width * margin
  const my = viewfinder.height * margin
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v))
  const x0 = Math.floor(clamp((viewfinder.left - mx - left) / scale, video.width))
  const y0 = Math.floor(clamp((viewfinder.top - my - top) / scale, video.height))
  const x1 = Math.ceil(clamp((viewfinder.left + viewfinder.width + mx - left) / scale, video.width))
  const y1 = Math.ceil(clamp((viewfinder.top + viewfinder.height + my - top) / scale, video.height))
  if (x1 - x0 < 1 || y1 - y0 < 1) return null
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 }
}

/** The size a crop is decoded at: scaled down to `side` on its longer side, never enlarged. */
export function decodeSize(crop: { width: number; height: number }, side: number = DECODE_SIDE) {
  const k = Math.min(1, side / Math.max(crop.width, crop.height))
  return { width: Math.max(1, Math.round(crop.width * k)), height: Math.max(1, Math.round(crop.height * k)) }
}

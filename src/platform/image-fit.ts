/**
 * Fitting a picture into the upload limits (rules/: LIMITS.pictureMaxSide, pictureMaxBytes), the
 * same way on every host: scale the longer side down to the limit, then re-encode as JPEG at
 * falling quality, then smaller, until the file is small enough. Each host brings its own encoder
 * (a canvas in a browser, wx.compressImage in the mini-program).
 */

/** A picture that cannot be made small enough (or read at all): the uploader says so. */
export class ImageFitError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge') {
    super(reason)
    this.name = 'ImageFitError'
  }
}

/** The size a picture is drawn at: its longer side at most `maxSide`, its aspect ratio kept. */
export function fittedSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new ImageFitError('unreadable')
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** JPEG qualities tried in turn (0–1), best first. */
export const QUALITY_STEPS = [0.88, 0.8, 0.7, 0.6, 0.5] as const
/** After every quality failed at one size, the size is cut by these factors in turn. */
export const SCALE_STEPS = [1, 0.8, 0.6, 0.45] as const

/**
 * Encodes `width` × `height` (already fitted) at falling quality, then at smaller sizes, until the
 * encoder's answer is at most `maxBytes`. Rejects with ImageFitError('tooLarge') when nothing fits.
 */
export async function encodeToFit<T>(
  size: { width: number; height: number },
  maxBytes: number,
  encode: (width: number, height: number, quality: number) => Promise<{ bytes: number; result: T }>,
): Promise<T> {
  for (const scale of SCALE_STEPS) {
    const width = Math.max(1, Math.round(size.width * scale))
    const height = Math.max(1, Math.round(size.height * scale))
    for (const quality of QUALITY_STEPS) {
      const encoded = await encode(width, height, quality)
      if (encoded.bytes <= maxBytes) return encoded.result
    }
  }
  throw new ImageFitError('tooLarge')
}

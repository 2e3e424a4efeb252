import type { PosterCanvas, PosterContext } from './types'

// The H5 poster (a canvas twice the CSS size) and its saving (a download link): loaded by the web
// adapter on first use, as only the pages that draw a poster need them.

export function posterCanvas(
  win: Window & typeof globalThis,
  options: { canvasId: string; width: number; height: number },
): PosterCanvas {
  const canvas = win.document.createElement('canvas')
  // twice the CSS size, whatever the screen: the saved image is as sharp on the phone it is sent to
  const ratio = 2
  canvas.width = Math.round(options.width * ratio)
  canvas.height = Math.round(options.height * ratio)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no canvas')
  ctx.scale(ratio, ratio)
  return {
    ctx: ctx as unknown as PosterContext,
    loadImage: (url) =>
      new Promise((resolve) => {
        const image = new win.Image()
        // images of another origin must allow it, or the canvas could not be exported
        image.crossOrigin = 'anonymous'
        image.onload = () => resolve(image)
        image.onerror = () => resolve(null)
        image.src = url
      }),
    export: () =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(URL.createObjectURL(blob)) : reject(new Error('export failed'))),
          'image/png',
        ),
      ),
  }
}

export function saveImage(win: Window, src: string, fileName: string): 'saved' | 'failed' {
  try {
    const a = win.document.createElement('a')
    a.href = src
    a.download = fileName
    a.rel = 'noopener'
    win.document.body.appendChild(a)
    a.click()
    a.remove()
    return 'saved'
  } catch {
    return 'failed'
  }
}

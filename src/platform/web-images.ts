/**
 * Pictures in a browser (and the native app's web view): fitting a chosen file into the upload
 * limits with a canvas, uploading it with progress (XMLHttpRequest: fetch reports no upload
 * progress), and a full-screen preview. Loaded on first use (web-adapter.ts), so none of it weighs
 * on a page that never handles pictures.
 */
import { encodeToFit, fittedSize, ImageFitError } from './image-fit'
import type { ImageLimits, LocalImage, UploadRequest, UploadResult } from './types'

/** the window with its constructors (URL, Image, File, XMLHttpRequest, FormData) */
type Win = Window & typeof globalThis

interface Decoded {
  width: number
  height: number
  source: CanvasImageSource
  close(): void
}

/** Decodes a picture, upright as the camera took it (EXIF orientation applied by the browser). */
async function decode(win: Win, file: Blob): Promise<Decoded> {
  const w = win as Win & { createImageBitmap?: typeof createImageBitmap }
  if (w.createImageBitmap) {
    try {
      const bitmap = await w.createImageBitmap(file, { imageOrientation: 'from-image' })
      return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() }
    } catch {
      // an older engine without the options, or a format it only decodes through <img>: below
    }
  }
  const url = win.URL.createObjectURL(file)
  try {
    const img = new win.Image()
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve()
      img.onerror = () => reject(new ImageFitError('unreadable'))
      img.src = url
    })
    return { width: img.naturalWidth, height: img.naturalHeight, source: img, close: () => undefined }
  } finally {
    win.URL.revokeObjectURL(url)
  }
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ImageFitError('unreadable'))), 'image/jpeg', quality),
  )
}

/** Scaled to the limits and re-encoded as JPEG when it does not fit already (white behind transparency). */
export async function fitImage(win: Win, image: LocalImage, limits: ImageLimits): Promise<LocalImage> {
  const file = image.file as Blob
  let decoded: Decoded
  try {
    decoded = await decode(win, file)
  } catch {
    throw new ImageFitError('unreadable')
  }
  try {
    const { width, height } = decoded
    if (Math.max(width, height) <= limits.maxSide && file.size <= limits.maxBytes) return { ...image, width, height }
    const canvas = win.document.createElement('canvas')
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new ImageFitError('unreadable')
    const blob = await encodeToFit(fittedSize(width, height, limits.maxSide), limits.maxBytes, async (w, h, q) => {
      canvas.width = w
      canvas.height = h
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, w, h)
      ctx.drawImage(decoded.source, 0, 0, w, h)
      const out = await toBlob(canvas, q)
      return { bytes: out.size, result: { blob: out, width: w, height: h } }
    })
    const named = new win.File([blob.blob], renamed(file), { type: 'image/jpeg' })
    return {
      src: win.URL.createObjectURL(named),
      size: named.size,
      width: blob.width,
      height: blob.height,
      file: named,
    }
  } finally {
    decoded.close()
  }
}

function renamed(file: Blob): string {
  const name = (file as File).name || 'picture'
  return `${name.replace(/\.[^.]+$/, '')}.jpg`
}

/** One file as multipart, with upload progress; the answer as text (what the mini-program hands over). */
export function uploadFile(win: Win, request: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new win.XMLHttpRequest()
    xhr.open('POST', request.url)
    xhr.withCredentials = true
    xhr.timeout = 120_000
    for (const [k, v] of Object.entries(request.header ?? {})) xhr.setRequestHeader(k, v)
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) request.onProgress?.(e.loaded / e.total)
    }
    xhr.onload = () => resolve({ statusCode: xhr.status, data: xhr.responseText })
    xhr.onerror = () => reject(Object.assign(new Error('upload failed'), { errMsg: 'uploadFile:fail network' }))
    xhr.ontimeout = () => reject(Object.assign(new Error('upload timed out'), { errMsg: 'uploadFile:fail timeout' }))
    const form = new win.FormData()
    const file = request.image.file as Blob
    form.append(request.name, file, (file as File).name || 'picture')
    xhr.send(form)
  })
}

/**
 * Pictures full screen: swiped sideways (scroll snapping), the position as "2 / 5", closed by its
 * button, a tap on a picture, Back or Escape. Drawn here rather than with Taro's previewImage, which
 * brings the Stencil swiper into the page.
 */
export function previewImage(win: Window, urls: readonly string[], current: number, closeText: string): void {
  const doc = win.document
  const root = doc.createElement('div')
  root.className = 'app-image-preview'
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-modal', 'true')
  root.style.cssText = 'position:fixed;inset:0;z-index:10001;background:#000;display:flex;flex-direction:column'
  const strip = doc.createElement('div')
  strip.className = 'app-image-preview__strip'
  strip.style.cssText =
    'flex:1;display:flex;overflow-x:auto;overflow-y:hidden;scroll-snap-type:x mandatory;scrollbar-width:none;' +
    '-webkit-overflow-scrolling:touch;overscroll-behavior:contain'
  urls.forEach((url, i) => {
    const slide = doc.createElement('div')
    slide.style.cssText =
      'flex:0 0 100%;height:100%;scroll-snap-align:center;display:flex;align-items:center;justify-content:center'
    const img = doc.createElement('img')
    img.src = url
    img.alt = `${i + 1} / ${urls.length}`
    img.style.cssText = 'max-width:100%;max-height:100%;object-fit:contain'
    slide.appendChild(img)
    strip.appendChild(slide)
  })
  const count = doc.createElement('div')
  count.className = 'app-image-preview__count'
  count.style.cssText =
    'position:absolute;top:12px;left:0;right:0;text-align:center;color:#fff;font-size:15px;line-height:44px;pointer-events:none'
  const close = doc.createElement('button')
  close.type = 'button'
  close.className = 'app-image-preview__close'
  close.setAttribute('aria-label', closeText)
  close.textContent = '×'
  close.style.cssText =
    'position:absolute;top:12px;right:8px;width:44px;height:44px;border:0;border-radius:22px;background:rgba(255,255,255,.18);' +
    'color:#fff;font-size:28px;line-height:44px;padding:0'
  root.append(strip, count, close)

  const index = () => Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth))
  const showCount = () => {
    count.textContent = urls.length > 1 ? `${Math.min(urls.length, index() + 1)} / ${urls.length}` : ''
  }
  const dismiss = () => {
    root.remove()
    doc.removeEventListener('keydown', onKey)
    win.removeEventListener('popstate', dismiss)
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') dismiss()
  }
  strip.addEventListener('scroll', showCount, { passive: true })
  strip.addEventListener('click', dismiss)
  close.addEventListener('click', dismiss)
  doc.addEventListener('keydown', onKey)
  // a page change (Back) takes the preview away with the page it was opened on
  win.addEventListener('popstate', dismiss)
  doc.body.appendChild(root)
  strip.scrollLeft = Math.max(0, Math.min(urls.length - 1, current)) * strip.clientWidth
  showCount()
  close.focus()
}

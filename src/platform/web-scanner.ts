/**
 * The browser's code scanner (PlatformScanner.scanCode on H5): the rear camera in a full-screen
 * layer over the page, frames read with BarcodeDetector where the browser has one, else with jsQR
 * (loaded on first use). Resolves the first code read, or null on Cancel or without a camera.
 */
interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>
}
type DetectorClass = new (o: { formats: string[] }) => Detector

export async function scanWithCamera(
  win: Window,
  words: { cancel: string; noCamera: string },
  toast: (text: string) => void,
): Promise<string | null> {
  const doc = win.document
  const media = win.navigator.mediaDevices
  if (!media?.getUserMedia) {
    toast(words.noCamera)
    return null
  }
  let stream: MediaStream
  try {
    stream = await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
  } catch {
    toast(words.noCamera)
    return null
  }
  const layer = doc.createElement('div')
  layer.className = 'app-scanner'
  // styled here: the layer belongs to no page's stylesheet
  layer.style.cssText =
    'position:fixed;inset:0;z-index:10000;background:#000;display:flex;align-items:center;justify-content:center'
  layer.setAttribute('role', 'dialog')
  const video = doc.createElement('video')
  video.className = 'app-scanner__video'
  video.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;object-fit:cover'
  video.setAttribute('playsinline', 'true')
  video.muted = true
  video.srcObject = stream
  const frame = doc.createElement('div')
  frame.className = 'app-scanner__frame'
  frame.style.cssText = 'position:relative;width:64vw;height:64vw;border:2px solid #fff;border-radius:12px'
  const cancel = doc.createElement('button')
  cancel.className = 'app-scanner__cancel'
  cancel.style.cssText =
    'position:absolute;left:50%;bottom:48px;transform:translateX(-50%);min-width:120px;height:44px;border:0;border-radius:22px;background:#fff;color:#333;font-size:16px'
  cancel.type = 'button'
  cancel.textContent = words.cancel
  layer.append(video, frame, cancel)
  doc.body.appendChild(layer)
  void video.play().catch(() => {})

  const Native = (win as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  const detector = Native ? new Native({ formats: ['qr_code'] }) : null
  const jsqr = detector ? null : (await import('jsqr')).default
  const canvas = doc.createElement('canvas')
  const ctx = canvas.getContext('2d', { willReadFrequently: true })

  return new Promise<string | null>((resolve) => {
    let done = false
    const finish = (value: string | null) => {
      if (done) return
      done = true
      for (const track of stream.getTracks()) track.stop()
      layer.remove()
      resolve(value)
    }
    cancel.addEventListener('click', () => finish(null))
    const read = async () => {
      if (done) return
      try {
        if (video.readyState >= 2 && video.videoWidth) {
          if (detector) {
            const codes = await detector.detect(video)
            if (codes[0]?.rawValue) return finish(codes[0].rawValue)
          } else if (ctx && jsqr) {
            canvas.width = video.videoWidth
            canvas.height = video.videoHeight
            ctx.drawImage(video, 0, 0)
            const img = ctx.getImageData(0, 0, canvas.width, canvas.height)
            const code = jsqr(img.data, img.width, img.height, { inversionAttempts: 'dontInvert' })
            if (code?.data) return finish(code.data)
          }
        }
      } catch {
        // a frame that could not be read: the next one may
      }
      win.setTimeout(() => void read(), 120)
    }
    void read()
  })
}

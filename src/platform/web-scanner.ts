import { decodeSize, viewfinderInVideo } from './scanner-crop'

/**
 * The browser's code scanner (PlatformScanner.scanCode on H5): the rear camera in a full-screen
 * layer over the page, frames read with BarcodeDetector where the browser has one, else with jsQR
 * (loaded on first use). Resolves the first code read, or null on Cancel or without a camera.
 * jsQR reads only the viewfinder's part of each frame, scaled down (scanner-crop.ts), on every new
 * camera frame: the whole frame every 120 ms took 448 ms p95 from code to confirmation with a 4x
 * slower CPU, over the 300 ms target (issue 28 item 7, docs/decisions/leads.md).
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
  const Native = (win as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  const detector = Native ? new Native({ formats: ['qr_code'] }) : null
  // jsQR needs pixels: a phone's default 640x480 picture leaves a signed badge's code about 2.5 px
  // a module under the viewfinder, and some were not read at all. 960x540 puts about 340 px under
  // the viewfinder, as many as the 320 px decode keeps (scanner-crop.ts), so the code reads as well
  // as at 1280x720; copying a frame costs with the camera's whole picture, and 1280x720's copy was
  // a third of each read (where the camera has it: "ideal" never refuses). BarcodeDetector keeps
  // the picture it always had.
  const wanted: MediaTrackConstraints = detector
    ? { facingMode: 'environment' }
    : { facingMode: 'environment', width: { ideal: 960 }, height: { ideal: 540 } }
  // the reader before the camera: a chunk that cannot load (offline, never loaded before) must not
  // leave the camera's layer open with nothing reading it
  let jsqr: typeof import('jsqr').default | null = null
  if (!detector) {
    try {
      jsqr = (await import('jsqr')).default
    } catch {
      toast(words.noCamera)
      return null
    }
  }
  let stream: MediaStream
  try {
    stream = await media.getUserMedia({ video: wanted, audio: false })
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

  const canvas = doc.createElement('canvas')
  const ctx = canvas.getContext('2d', { willReadFrequently: true })

  return new Promise<string | null>((resolve) => {
    let done = false
    const finish = (value: string | null) => {
      if (done) return
      done = true
      // a User Timing mark: DevTools and bench/leads-scan.mjs split scan-to-confirmation here
      if (value !== null) win.performance?.mark?.('app-scanner:read')
      layer.remove()
      resolve(value)
      // The camera stops once the page behind has drawn what the code led to (a scan's
      // confirmation): stopping it costs the main thread several ms, which the staff would wait
      // for. The layer is gone at once, so nothing of the camera shows meanwhile; a hidden page
      // draws no frame, so a timer stops it anyway.
      let stopped = false
      const stop = () => {
        if (stopped) return
        stopped = true
        for (const track of stream.getTracks()) track.stop()
      }
      win.requestAnimationFrame(() => win.setTimeout(stop, 0))
      win.setTimeout(stop, 500)
    }
    cancel.addEventListener('click', () => finish(null))

    if (detector) {
      const read = async () => {
        if (done) return
        try {
          if (video.readyState >= 2 && video.videoWidth) {
            const codes = await detector.detect(video)
            if (codes[0]?.rawValue) return finish(codes[0].rawValue)
          }
        } catch {
          // a frame that could not be read: the next one may
        }
        win.setTimeout(() => void read(), 120)
      }
      void read()
      return
    }

    // jsQR: one decode per new camera frame (requestVideoFrameCallback; a display frame where the
    // browser lacks it), each finished before the next is asked for, so two never overlap and a
    // code is read from the first frame that shows it rather than up to 120 ms later
    const withFrames = video as HTMLVideoElement & { requestVideoFrameCallback?: (cb: () => void) => number }
    const nextFrame = (run: () => void) => {
      if (withFrames.requestVideoFrameCallback) withFrames.requestVideoFrameCallback(run)
      else win.requestAnimationFrame(run)
    }
    const decode = () => {
      if (done) return
      try {
        if (ctx && jsqr && video.readyState >= 2 && video.videoWidth) {
          const whole = { left: 0, top: 0, width: video.videoWidth, height: video.videoHeight }
          const crop = viewfinderInVideo(whole, video.getBoundingClientRect(), frame.getBoundingClientRect()) ?? whole
          const size = decodeSize(crop)
          // resizing a canvas clears and reallocates it: only when the crop's size changed
          if (canvas.width !== size.width || canvas.height !== size.height) {
            canvas.width = size.width
            canvas.height = size.height
          }
          ctx.drawImage(video, crop.left, crop.top, crop.width, crop.height, 0, 0, size.width, size.height)
          const img = ctx.getImageData(0, 0, size.width, size.height)
          // dark modules on light ground only: a badge on a phone screen or paper is never inverted,
          // and trying the inverted image too doubles the work
          const code = jsqr(img.data, img.width, img.height, { inversionAttempts: 'dontInvert' })
          if (code?.data) return finish(code.data)
        }
      } catch {
        // a frame that could not be read: the next one may
      }
      nextFrame(decode)
    }
    nextFrame(decode)
  })
}

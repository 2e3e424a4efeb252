/** The drawing calls the share poster uses: the subset Canvas 2D has in browsers and in the mini-program. */
export interface PosterContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  strokeStyle: string | CanvasGradient | CanvasPattern
  lineWidth: number
  font: string
  textBaseline: CanvasTextBaseline
  textAlign: CanvasTextAlign
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: never, x: number, y: number, w: number, h: number): void
  save(): void
  restore(): void
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  fill(): void
  stroke(): void
  clip(): void
  scale(x: number, y: number): void
}

/** A canvas of the host to draw the share poster on (platform.posterCanvas). */
export interface PosterCanvas {
  readonly ctx: PosterContext
  /** an image drawn on this canvas; null when it cannot be loaded (the poster draws a placeholder) */
  loadImage(url: string): Promise<{ width: number; height: number } | null>
  /** the drawing as an image to show and save: an object URL (browser) or a temporary file (mini-program) */
  export(): Promise<string>
}

/**
 * A picture the visitor chose on this device, not uploaded yet (platform.chooseImages). Taro's own
 * chooseImage answers differ per host (a File on H5, a temporary path in the mini-program): the
 * adapter hides that.
 */
export interface LocalImage {
  /** what an <Image> shows before the upload: an object URL (browser) or a temporary file path (mini-program) */
  readonly src: string
  /** bytes */
  readonly size: number
  /** pixels, once known (fitImage measures them) */
  readonly width?: number
  readonly height?: number
  /** the host's own handle: a Blob (browser) or the temporary file path (mini-program) */
  readonly file: unknown
}

/** What an uploaded picture may be at most (rules/: LIMITS.pictureMaxSide, LIMITS.pictureMaxBytes). */
export interface ImageLimits {
  /** the longer side, in pixels */
  maxSide: number
  maxBytes: number
}

/** A file upload (multipart, one file): the server's answer as text, as WeChat hands it over. */
export interface UploadRequest {
  url: string
  image: LocalImage
  /** the multipart field name */
  name: string
  header?: Record<string, string>
  /** the fraction sent so far, 0 to 1 */
  onProgress?: (fraction: number) => void
}

export interface UploadResult {
  statusCode: number
  data: string
}

/** A 2D canvas ready to draw on: its context, its size in CSS px, and the host's frame callback. */
export interface Canvas2D {
  context: unknown
  width: number
  height: number
  pixelRatio: number
  requestFrame(callback: () => void): void
}

/** Pictures: choosing, fitting, uploading, showing, drawing and saving them. */
export interface PlatformMedia {
  /**
   * Lets the visitor choose pictures from the album or take one with the camera (the mini-program's
   * chooseMedia; a file input in a browser, whose sheet offers both). Call it from a tap: browsers
   * open the chooser only then. Resolves [] when the visitor cancels.
   */
  chooseImages(options: { count: number }): Promise<LocalImage[]>
  /**
   * The picture scaled down and re-encoded to fit `limits` (unchanged when it already fits). Rejects
   * when it is not an image this device can read, or cannot be made small enough.
   */
  fitImage(image: LocalImage, limits: ImageLimits): Promise<LocalImage>
  /** frees what a chosen picture holds (a browser's object URL) once it is no longer shown */
  releaseImage(image: LocalImage): void
  /** uploads a chosen picture (multipart), reporting progress */
  uploadFile(request: UploadRequest): Promise<UploadResult>
  /** pictures full screen, from `current`, swiped through (the mini-program's previewImage) */
  previewImage(urls: readonly string[], current: number, options: { closeText: string }): void
  /**
   * A canvas to draw on, `width` × `height` CSS px at the device's pixel ratio: the page's
   * `<Canvas type="2d" id={canvasId}>` in the mini-program (Canvas 2D), an offscreen `<canvas>` in a
   * browser. Rejects when the host has none.
   */
  posterCanvas(options: { canvasId: string; width: number; height: number }): Promise<PosterCanvas>
  /**
   * Saves an image the app made (the share poster) where the visitor keeps pictures: the phone's
   * album after asking permission (mini-program: scope.writePhotosAlbum), a PNG download in a browser.
   * `reopen`: the question that offers the settings page to a visitor who refused once (the
   * mini-program opens it only from a tap: the question's confirm is that tap).
   */
  saveImage(
    src: string,
    fileName: string,
    reopen?: { content: string; confirmText: string; cancelText: string },
  ): Promise<'saved' | 'denied' | 'failed'>
  /**
   * The 2D context of a `<Canvas type='2d' id={id}>` on the current page, sized for the device
   * (the mini-program's venue map); null where the host draws otherwise (H5 draws SVG).
   */
  canvas2d(id: string): Promise<Canvas2D | null>
}

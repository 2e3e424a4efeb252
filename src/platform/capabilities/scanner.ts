/**
 * Reading a QR code with the camera, and the short vibration that confirms it (issue 28: exhibitors
 * scan visitors' e-badges). The mini-program uses WeChat's scanner (wx.scanCode); a browser opens
 * the camera over the page and reads frames with BarcodeDetector where it has one, else jsQR.
 */
export interface PlatformScanner {
  /** the code's text, or null when the visitor cancelled or there is no camera */
  scanCode(words: { cancel: string; noCamera: string }): Promise<string | null>
  /** a short vibration (nothing where the host has none) */
  vibrateShort(): void
}

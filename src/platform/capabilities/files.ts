/**
 * A large JSON answer fetched with its progress (the edition's offline pack: src/platform/download
 * — wx.downloadFile in the mini-program, fetch's body stream on H5). `onProgress` gets the fraction
 * received, 0 to 1, or null while the total is unknown.
 */
export interface ProgressRequest {
  url: string
  header: Record<string, string>
  timeout: number
  onProgress: (fraction: number | null) => void
}

/** The answer: its status, its body parsed as JSON (the text when it is not JSON), its headers. */
export interface ProgressResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

/** Files the server produces, saved on the device; large answers fetched with progress. */
export interface PlatformFiles {
  /** saves a file the server produces (the plan PDF), sending the visitor's session to the API */
  downloadFile(url: string, fileName: string): Promise<void>
  /** false where downloads are blocked (WeChat's own browser): the caller offers another way */
  canDownloadFiles(): boolean
}

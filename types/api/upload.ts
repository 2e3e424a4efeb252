/** Image upload (rxweb). */
import type { ApiEnvelope } from './common'

/** POST /upload/uploadQiNiu: multipart/form-data, one file field (any name); png/jpeg/gif/webp by content; ≤ 5 MB. */
export interface UploadResult {
  /** absolute-path url served by the server, e.g. /uploads/2f1c….png */
  url: string
  key: string
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'
  size: number
}
export type UploadResponse = ApiEnvelope<UploadResult>

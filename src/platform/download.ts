// The mini-program (and jest): the H5 build has its own (download.h5.ts).
import Taro from '@tarojs/taro'
import type { Transport } from '../services/api/client'
import { callbacksOnly } from './callbacks'
import type { ProgressRequest, ProgressResponse } from './types'

/**
 * wx.downloadFile to a temporary file, its progress as WeChat reports it (it counts what it
 * writes, decompressed), then the file read as text: a body of megabytes never passes through a
 * request's memory-bound answer. Removed once read.
 */
export function fetchWithProgress(request: ProgressRequest): Promise<ProgressResponse> {
  return new Promise<ProgressResponse>((resolve, reject) => {
    request.onProgress(null)
    const task = callbacksOnly(
      Taro.downloadFile({
        url: request.url,
        header: request.header,
        timeout: request.timeout,
        success: (res) => {
          const fs = Taro.getFileSystemManager()
          fs.readFile({
            filePath: res.tempFilePath,
            encoding: 'utf8',
            success: (file) => {
              fs.unlink?.({ filePath: res.tempFilePath, fail: () => undefined })
              request.onProgress(1)
              let data: unknown = file.data
              try {
                data = JSON.parse(String(file.data))
              } catch {
                // not JSON: the caller tells a server error
              }
              resolve({ statusCode: res.statusCode, data })
            },
            fail: reject,
          })
        },
        fail: reject,
      } as Taro.downloadFile.Option),
    )
    task?.onProgressUpdate?.((p) => request.onProgress(p.progress >= 0 ? Math.min(1, p.progress / 100) : null))
  })
}

/**
 * A request transport that tells the download's progress (fraction received, null while unknown),
 * for ApiClient's `transport` option: megabytes on a slow network, so its time-out is for a stalled
 * download (two minutes at least), not a long one.
 */
export function progressTransport(onProgress: (fraction: number | null) => void): Transport {
  return (req) =>
    fetchWithProgress({ url: req.url, header: req.header, timeout: Math.max(req.timeout, 120_000), onProgress })
}

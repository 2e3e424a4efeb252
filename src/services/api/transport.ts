import Taro from '@tarojs/taro'
import type { Transport } from './client'
import { takeEarlyResponse } from './early'

/** Taro.request works on both targets; H5 sends cookies with credentials: 'include'. */
export const taroTransport: Transport = async (req) => {
  const early = takeEarlyResponse(req)
  if (early) {
    try {
      return await early
    } catch {
      // The early request failed on the network: make the request again as if it had never run.
    }
  }
  const res = await Taro.request({
    url: req.url,
    method: req.method,
    data: req.data as never,
    header: req.header,
    timeout: req.timeout,
    credentials: 'include',
    dataType: 'json',
  })
  return { statusCode: res.statusCode, data: res.data, header: res.header as Record<string, string> | undefined }
}

import Taro from '@tarojs/taro'
import type { Transport } from './client'

/** Taro.request works on both targets; H5 sends cookies with credentials: 'include'. */
export const taroTransport: Transport = async (req) => {
  const res = await Taro.request({
    url: req.url,
    method: req.method,
    data: req.data as never,
    header: req.header,
    timeout: req.timeout,
    credentials: 'include',
    dataType: 'json',
  })
  return { statusCode: res.statusCode, data: res.data }
}

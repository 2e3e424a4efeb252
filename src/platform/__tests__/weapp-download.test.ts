import Taro from '@tarojs/taro'
import { fetchWithProgress } from '../download'

/**
 * The offline pack's download in the mini-program: Taro's downloadFile calls `fail` and also rejects
 * the promise it returns. A lost signal must reach the caller once (through `fail`) and leave no
 * unhandled rejection behind, which WeChat reports as an error and Node treats as fatal.
 */
test('a download that fails for the network rejects once and leaves no unhandled rejection', async () => {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  const err = { errMsg: 'downloadFile:fail -2:net::ERR_INTERNET_DISCONNECTED' }
  const spy = jest.spyOn(Taro, 'downloadFile').mockImplementation(((o: Taro.downloadFile.Option) => {
    const p = new Promise((_resolve, reject) =>
      setTimeout(() => {
        o.fail?.(err as never)
        reject(err)
      }, 0),
    )
    return Object.assign(p, { onProgressUpdate: () => undefined })
  }) as never)
  try {
    const progress: Array<number | null> = []
    await expect(
      fetchWithProgress({
        url: 'https://api.test/api/v5/offline/pack',
        header: {},
        timeout: 1000,
        onProgress: (f) => progress.push(f),
      }),
    ).rejects.toEqual(err)
    // let a stray rejection surface before counting
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(unhandled).toEqual([])
    expect(progress).toEqual([null])
  } finally {
    spy.mockRestore()
    process.off('unhandledRejection', onUnhandled)
  }
})

import type { ComponentType } from 'react'
import { installRouteLoading, prefetchPages } from '../route-loading'

const Page: ComponentType = () => null
const Fallback: ComponentType = () => null

/** What Taro's generated H5 entry does after the app module ran. */
function entry(win: object, loads: Record<string, () => Promise<unknown>>) {
  const config: { routes?: unknown[] } = {}
  ;(win as { __taroAppConfig?: unknown }).__taroAppConfig = config
  config.routes = Object.entries(loads).map(([path, load]) => ({
    path,
    load: (context: unknown, params: unknown) => [load(), context, params],
  }))
  return config as { routes: Array<{ load: (c?: unknown, p?: unknown) => [Promise<unknown>, unknown, unknown] }> }
}

describe('route loading (H5)', () => {
  it('a page whose code cannot be fetched opens as the fallback, whose retry fetches it again', async () => {
    const win = {}
    const fallback = jest.fn((retry: () => Promise<ComponentType>) => {
      void retry
      return Fallback
    })
    installRouteLoading(win, { fallback })
    let online = false
    const config = entry(win, {
      'pages/exhibits/detail/index': async () => {
        if (!online) throw new Error('ChunkLoadError')
        return { default: Page }
      },
    })
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const [page, context] = config.routes[0].load('ctx', 'params')
    expect(context).toBe('ctx')
    await expect(page).resolves.toEqual({ default: Fallback })
    online = true
    const retry = fallback.mock.calls[0][0]
    await expect(retry()).resolves.toBe(Page)
    warn.mockRestore()
  })

  it('a page that loads is passed through untouched', async () => {
    const win = {}
    installRouteLoading(win, { fallback: () => Fallback })
    const module = { default: Page }
    const config = entry(win, { 'pages/exhibits/list/index': async () => module })
    await expect(config.routes[0].load()[0]).resolves.toBe(module)
  })

  it('prefetches the code of the pages named, once each time it is asked, ignoring failures', async () => {
    const win = {}
    installRouteLoading(win, { fallback: () => Fallback })
    const detail = jest.fn(async () => ({ default: Page }))
    const search = jest.fn(async () => {
      throw new Error('offline')
    })
    entry(win, { 'pages/exhibitors/detail/index': detail, 'pages/search/hot/index': search })
    prefetchPages(['pages/exhibitors/detail/index', '/pages/search/hot/index', 'pages/unknown/index'])
    await Promise.resolve()
    expect(detail).toHaveBeenCalledTimes(1)
    expect(search).toHaveBeenCalledTimes(1)
  })
})

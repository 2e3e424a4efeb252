import { fireEvent, screen, waitFor, act } from '@testing-library/react'
import { renderWithServices, createMemoryStorage } from '../../../../test-support/render-with-services'
import { HotSearchView } from '../components/hot-search'
import { RECENT_SEARCHES_KEY } from '../recent-searches'

function setup(recent: string[] = []) {
  const storage = createMemoryStorage({
    __language__: 'ZH-CN',
    ...(recent.length ? { [RECENT_SEARCHES_KEY]: JSON.stringify(recent) } : {}),
  })
  const api = {
    getHotSearchList: jest.fn(async () => [
      { id: 17, word: '华东机械', hot: 1000 },
      { id: 25, word: '数控车床', hot: 1000 },
    ]),
  }
  const navigation = { to: jest.fn(async () => undefined) }
  const result = renderWithServices(<HotSearchView />, {
    storage,
    platform: { ...storage },
    services: { api: api as never, navigation: navigation as never },
  })
  return { ...result, api, navigation, storage }
}

describe('/search/hot', () => {
  it('shows the hot words; a tap searches and is remembered first', async () => {
    const { navigation, storage } = setup(['hdjx'])
    const hot = await screen.findByRole('list', { name: '热门搜索' })
    expect(hot.textContent).toContain('数控车床')
    expect(screen.getByRole('list', { name: '最近搜索' }).textContent).toBe('hdjx')
    fireEvent.click(screen.getByText('华东机械'))
    expect(navigation.to).toHaveBeenCalledWith('/search/all', { keyword: '华东机械' })
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_KEY)!)).toEqual(['华东机械', 'hdjx'])
    await waitFor(() => expect(screen.getByRole('list', { name: '最近搜索' }).textContent).toBe('华东机械hdjx'))
  })

  it('submits the typed keyword and refuses a blank one', async () => {
    const { navigation, services } = setup()
    await screen.findByRole('list', { name: '热门搜索' })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect(services.platform.showToast).toHaveBeenCalledWith('请输入关键词')
    const host = document.querySelector('taro-input-core')!
    await act(async () => {
      host.dispatchEvent(new CustomEvent('input', { detail: { value: ' hdjx ' }, bubbles: true }))
    })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect(navigation.to).toHaveBeenCalledWith('/search/all', { keyword: 'hdjx' })
  })

  it('clears the recent searches', async () => {
    const { storage } = setup(['a', 'b'])
    await screen.findByRole('list', { name: '最近搜索' })
    fireEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(screen.queryByRole('list', { name: '最近搜索' })).toBeNull()
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false)
  })
})

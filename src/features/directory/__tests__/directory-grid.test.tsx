import { act } from '@testing-library/react'
import { companyListItem } from '../../../../test-support/companies'
import type { ListPage } from '../../../../types/api'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { DirectoryGrid } from '../components/directory-grid'
import { DirectoryListStore, type DirectoryApi, type DirectoryItem } from '../list-store'

const company = (id: number) => companyListItem(id)

/** A listPage of `total` companies, `pageSize` per page, like the server's. */
function pagedApi(total: number, pageSize = 20): DirectoryApi {
  return {
    homeData: async () => {
      throw new Error('not used')
    },
    listPage: async (_kind, query) => {
      const pageNo = query.pageNo ?? 1
      const start = (pageNo - 1) * pageSize
      const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) =>
        company(start + i + 1),
      )
      const page: ListPage<DirectoryItem> = { list, total, pageNo, pageSize, hasMore: start + list.length < total }
      return page
    },
  }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

/** Lets the awaited page and the grid's 300 ms data watch run. */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await Promise.resolve()
      jest.advanceTimersByTime(400)
    })
  }
}

describe('DirectoryGrid', () => {
  it('draws the cards of every page it loads, then the bottom line at the real end', async () => {
    const list = new DirectoryListStore('exhibitors', pagedApi(45))
    await list.reload()
    const { container } = renderWithServices(<DirectoryGrid list={list} barsHeight={44} />, {
      language: 'EN',
      // a screen tall enough to hold every card, so the virtual window shows them all
      platform: { windowSize: () => ({ width: 375, height: 20000 }) },
      services: { api: { assetUrl: (p: string | null | undefined) => p ?? '' } as never, navigation: {} as never },
    })
    const names = () =>
      Array.from(container.querySelectorAll('.directory-card')).map((c) => c.getAttribute('aria-label'))
    expect(names()).toHaveLength(20)
    const scroller = container.querySelector('taro-scroll-view-core')!
    // The short first page asks for more by itself; the end asks again after each page is drawn.
    for (let i = 0; i < 4; i++) {
      await act(async () => {
        scroller.dispatchEvent(new CustomEvent('scrolltolower', { detail: {} }))
      })
      await settle()
    }
    expect(list.pages.items).toHaveLength(45)
    expect(new Set(names()).size).toBe(45)
    expect(names()).toContain('Company 45')
    expect(container.querySelector('.waterfall__notice--bottom')?.textContent).toBe('We are bottomed out')
  })
})

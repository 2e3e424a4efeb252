import { fireEvent, screen } from '@testing-library/react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { shouldReportSearch, TopBar, type TopBarProps } from '..'

function renderBar(props: TopBarProps, kind: 'app' | 'web' | 'weapp' = 'app', language: 'EN' | 'ZH-CN' = 'EN') {
  const onEvent = jest.fn()
  const result = renderWithServices(<TopBar {...props} onEvent={onEvent} />, { platform: { kind }, language })
  return { onEvent, ...result }
}

describe('TopBar', () => {
  it('is not shown in the mini-program or on the web', () => {
    expect(renderBar({ title: 'X' }, 'web').container.textContent).toBe('')
    expect(renderBar({ title: 'X' }, 'weapp').container.textContent).toBe('')
  })

  it('mode 0: back raises back; the centred title defaults to 标题', () => {
    const { onEvent } = renderBar({ type: 0 }, 'app', 'ZH-CN')
    expect(screen.getByText('标题')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('返回'))
    expect(onEvent).toHaveBeenCalledWith('back', undefined)
  })

  it('mode 0 right button: poster with plan=1 only when the user has user info', () => {
    const withInfo = renderBar({ type: 0, plan: 1, hasUserInfo: true })
    fireEvent.click(screen.getByText('Plan'))
    expect(withInfo.onEvent).toHaveBeenCalledWith('poster', undefined)
    withInfo.unmount()
    const without = renderBar({ type: 0, plan: 1, hasUserInfo: false })
    fireEvent.click(screen.getByText('Plan'))
    expect(without.onEvent).not.toHaveBeenCalled()
  })

  it('mode 0 right button: Post in English, 发布 in Chinese, raising post; share raises share', () => {
    const en = renderBar({ type: 0, post: 1, hasUserInfo: true })
    fireEvent.click(screen.getByText('Post'))
    expect(en.onEvent).toHaveBeenCalledWith('post', undefined)
    en.unmount()
    renderBar({ type: 0, post: 1, hasUserInfo: true }, 'app', 'ZH-CN')
    expect(screen.getByText('发布')).toBeTruthy()
    const share = renderBar({ type: 0, share: 1 })
    fireEvent.click(share.getByText('Share'))
    expect(share.onEvent).toHaveBeenCalledWith('share', undefined)
  })

  it('mode 1: edition switch, search box and share', () => {
    const { onEvent } = renderBar({ type: 1, editionName: 'SIMM 2026' })
    fireEvent.click(screen.getByText('SIMM 2026'))
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(onEvent.mock.calls.map((c) => c[0])).toEqual(['switchEdition', 'share'])
  })

  it('mode 1 without an edition name has no switch (the home shows its own), still search and share', () => {
    const { onEvent, container } = renderBar({ type: 1 })
    expect(container.querySelector('.top-bar__edition')).toBeNull()
    expect(container.querySelector('.top-bar__search')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(onEvent).toHaveBeenCalledWith('share', undefined)
  })

  it('mode 2: cancel always, confirm only when showConfirm', () => {
    const hidden = renderBar({ type: 2, title: 'Edit' })
    expect(hidden.queryByText('Confirm')).toBeNull()
    fireEvent.click(hidden.getByText('Cancel'))
    expect(hidden.onEvent).toHaveBeenCalledWith('cancel', undefined)
    hidden.unmount()
    const shown = renderBar({ type: 2, title: 'Edit', showConfirm: true })
    fireEvent.click(shown.getByText('Confirm'))
    expect(shown.onEvent).toHaveBeenCalledWith('confirm', undefined)
  })
})

describe('shouldReportSearch', () => {
  it('reports only non-empty text that differs from before', () => {
    expect(shouldReportSearch('', '')).toBe(false)
    expect(shouldReportSearch('lathe', '')).toBe(true)
    expect(shouldReportSearch('lathe', 'lathe')).toBe(false)
    expect(shouldReportSearch('', 'lathe')).toBe(false)
  })
})

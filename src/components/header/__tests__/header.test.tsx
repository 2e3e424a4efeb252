import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { Header } from '..'

describe('Header', () => {
  it('switches the language through the dropdown and stores it', () => {
    const { services } = renderWithServices(<Header onOpenPlan={() => undefined} />)
    fireEvent.click(screen.getByText('中文'))
    fireEvent.click(screen.getByText('Eng'))
    expect(services.store.language.language).toBe('EN')
    expect(services.platform.getStorage('__language__')).toBe('EN')
    // the menu closed; the button now shows the new language
    expect(screen.getByText('Eng').getAttribute('aria-expanded')).toBe('false')
  })

  it('shows the collected count on the heart and opens the plan', () => {
    const onOpenPlan = jest.fn()
    const { services } = renderWithServices(<Header onOpenPlan={onOpenPlan} />, { language: 'EN' })
    act(() => services.store.plan.setCollectNum(4))
    const heart = screen.getByLabelText('My plan: 4')
    expect(heart.textContent).toContain('4')
    fireEvent.click(heart)
    expect(onOpenPlan).toHaveBeenCalledTimes(1)
  })

  it("gathers the visitor's own things in the Me menu, in both languages", () => {
    const onOpenPlan = jest.fn()
    const navigation = { to: jest.fn(async () => undefined) }
    const { services } = renderWithServices(<Header onOpenPlan={onOpenPlan} />, {
      services: { navigation } as never,
    })
    const me = screen.getByRole('button', { name: '我的' })
    expect(me.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(me)
    const items = () => screen.getAllByRole('menuitem').map((el) => el.textContent)
    expect(items()).toEqual(['我的计划', '我的日程', '我的洽谈', '我的配对', '我的询盘', '我的数据'])
    fireEvent.click(screen.getByRole('menuitem', { name: '我的配对' }))
    expect(navigation.to).toHaveBeenLastCalledWith('/pairs/list')
    expect(screen.queryByRole('menu')).toBeNull()

    fireEvent.click(me)
    fireEvent.click(screen.getByRole('menuitem', { name: '我的询盘' }))
    expect(navigation.to).toHaveBeenLastCalledWith('/consult/list', { mine: '1' })
    fireEvent.click(me)
    fireEvent.click(screen.getByRole('menuitem', { name: '我的日程' }))
    expect(navigation.to).toHaveBeenLastCalledWith('/exhibitors/plan')
    fireEvent.click(me)
    fireEvent.click(screen.getByRole('menuitem', { name: '我的洽谈' }))
    expect(navigation.to).toHaveBeenLastCalledWith('/meetings/mine')
    fireEvent.click(me)
    fireEvent.click(screen.getByRole('menuitem', { name: '我的数据' }))
    expect(navigation.to).toHaveBeenLastCalledWith('/my-data')
    fireEvent.click(me)
    fireEvent.click(screen.getByRole('menuitem', { name: '我的计划' }))
    expect(onOpenPlan).toHaveBeenCalledTimes(1)

    // one menu at a time: the language menu closes the Me menu
    fireEvent.click(me)
    fireEvent.click(screen.getByText('中文'))
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(screen.getByText('Eng'))
    expect(services.store.language.language).toBe('EN')
    fireEvent.click(screen.getByRole('button', { name: 'Me' }))
    expect(items()).toEqual(['My plan', 'My agenda', 'My meetings', 'My matches', 'My RFQs', 'My data'])
  })
})

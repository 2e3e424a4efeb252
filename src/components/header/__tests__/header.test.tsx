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
})

import { renderWithServices } from '../../../../test-support/render-with-services'
import { fireEvent, screen } from '@testing-library/react'
import { FooterBanner } from '..'

describe('FooterBanner', () => {
  it('invites opening the app in English', () => {
    const onOpen = jest.fn()
    renderWithServices(<FooterBanner onOpen={onOpen} />, { language: 'EN' })
    expect(screen.getByText('Get the official app for the full show experience')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Open the app' }))
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it('speaks Chinese by default', () => {
    renderWithServices(<FooterBanner onOpen={jest.fn()} />)
    expect(screen.getByRole('button', { name: '打开App' })).toBeTruthy()
  })

  it('close hides it and tells the owner', () => {
    const onClose = jest.fn()
    renderWithServices(<FooterBanner onOpen={jest.fn()} onClose={onClose} />, { language: 'EN' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Open the app')).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays hidden when already closed this session', () => {
    renderWithServices(<FooterBanner onOpen={jest.fn()} closed />, { language: 'EN' })
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('takes a custom text', () => {
    renderWithServices(<FooterBanner onOpen={jest.fn()} text='Scan your badge in the app' />, { language: 'EN' })
    expect(screen.getByText('Scan your badge in the app')).toBeTruthy()
  })
})

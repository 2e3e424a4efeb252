import { screen } from '@testing-library/react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { BottomLine, LoadingNotice, NoData } from '..'

describe('notices', () => {
  it('show the spec default texts in English', () => {
    renderWithServices(
      <>
        <NoData />
        <BottomLine />
        <LoadingNotice />
      </>,
      { language: 'EN' },
    )
    expect(screen.getByText('No relevant data')).toBeTruthy()
    expect(screen.getByText('We are bottomed out')).toBeTruthy()
    expect(screen.getByText('Data loading...')).toBeTruthy()
  })

  it('translate and accept custom text', () => {
    renderWithServices(<NoData text='Nothing here' />, { language: 'ZH-CN' })
    expect(screen.getByText('Nothing here')).toBeTruthy()
  })
})

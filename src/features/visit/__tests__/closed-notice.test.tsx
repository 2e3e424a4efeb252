import { screen, waitFor } from '@testing-library/react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { RegisterView } from '../components/register-view'

const edition = (over: object) => ({
  eventEditionId: 12,
  eventEditionName: 'Garden Expo 2099',
  eventCode: 'CGA',
  exhibitionId: 1,
  exhibitionName: 'Garden Expo',
  year: 2099,
  startDate: '2099-09-14',
  endDate: '2099-09-17',
  isCurrent: true,
  ...over,
})

function renderRegister(detail: object, language: 'EN' | 'ZH-CN') {
  const api = {
    getEventEditionDetail: jest.fn(async () => detail),
    getCategory: jest.fn(async () => []),
    getMyBadge: jest.fn(async () => null),
    registerVisit: jest.fn(),
  }
  renderWithServices(<RegisterView />, { language, services: { api: api as never } })
  return api
}

describe('pre-registration of an edition the organiser closed (issue 26)', () => {
  it('says so instead of the form, in English', async () => {
    renderRegister(edition({ closed: true }), 'EN')
    expect(
      await screen.findByText('The organiser has closed Garden Expo 2099: pre-registration is closed.'),
    ).toBeTruthy()
    expect(screen.queryByText('Register')).toBeNull()
    expect(screen.getByText('Browse the exhibitor directory')).toBeTruthy()
  })

  it('says so instead of the form, in Chinese', async () => {
    renderRegister(edition({ closed: true }), 'ZH-CN')
    expect(await screen.findByText('Garden Expo 2099已由主办方关闭，预登记已关闭。')).toBeTruthy()
  })

  it('an open edition still shows the form', async () => {
    renderRegister(edition({ closed: false }), 'EN')
    await waitFor(() => expect(document.querySelector('.visit-page')).toBeTruthy())
    expect(screen.queryByText(/has closed/)).toBeNull()
    expect(screen.queryByText('Browse the exhibitor directory')).toBeNull()
  })
})

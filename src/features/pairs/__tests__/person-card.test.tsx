import { fireEvent, screen } from '@testing-library/react'
import type { MatchCandidate } from '../../../../types/api'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { PersonCard } from '../components/person-card'

const person: MatchCandidate = {
  personId: 'p_1',
  name: 'Wei Zhang',
  company: 'Pumps Co.',
  position: 'Buyer',
  avatar: '/media/avatars/p1.jpg',
  country: 'China',
  interests: ['Machinery'],
  role: 'buyer',
  lookingFor: '',
  sharedInterests: [],
  complementary: false,
}

describe('PersonCard', () => {
  it('shows the photo, and the initials when it cannot load (offline, never seen): never a broken image', () => {
    const api = { assetUrl: (p: string) => `https://cdn.example.com${p}` }
    const { container } = renderWithServices(<PersonCard person={person} />, { services: { api: api as never } })
    const photo = container.querySelector('.pairs-card__avatar')!
    expect(photo.classList.contains('pairs-card__avatar--initials')).toBe(false)
    fireEvent.error(photo)
    expect(screen.getByText('WE')).toBeTruthy()
    expect(container.querySelectorAll('.pairs-card__avatar')).toHaveLength(1)
    expect(container.querySelector('.pairs-card__avatar--initials')).toBeTruthy()
  })
})

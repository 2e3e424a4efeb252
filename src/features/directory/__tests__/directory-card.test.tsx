import { fireEvent, screen } from '@testing-library/react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { DirectoryCard } from '../components/directory-card'
import type { ProductListItem } from '../../../../types/api'

const product = {
  productId: 7,
  productName: 'Jiangsu Hydraulic Pump B82',
  companyProfileId: 3,
  companyProfileName: 'Jiangsu Pumps Co., Ltd.',
  stand: '6A10',
  logo: null,
  logoWidth: 240,
  logoHeight: 240,
  collected: 0,
} as unknown as ProductListItem

function card() {
  const onOpen = jest.fn()
  const to = jest.fn()
  renderWithServices(<DirectoryCard item={product} image={null} onOpen={onOpen} standLink />, {
    language: 'EN',
    services: { navigation: { to } as never },
  })
  return { onOpen, to }
}

describe('DirectoryCard', () => {
  it('opens once from a tap on its name or the line beside the stand (they listen for taps themselves)', () => {
    const { onOpen, to } = card()
    fireEvent.click(screen.getByText('Jiangsu Hydraulic Pump B82'))
    expect(onOpen).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByText('Jiangsu Pumps Co., Ltd.'))
    expect(onOpen).toHaveBeenCalledTimes(2)
    expect(to).not.toHaveBeenCalled()
  })

  it('its stand opens the map, not the card', () => {
    const { onOpen, to } = card()
    fireEvent.click(screen.getByRole('link', { name: /6A10/ }))
    expect(to).toHaveBeenCalledWith('/venue/map', expect.objectContaining({ stand: '6A10' }))
    expect(onOpen).not.toHaveBeenCalled()
  })
})

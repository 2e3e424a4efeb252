import { render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { TitleBanner } from '..'

describe('TitleBanner', () => {
  it('shows the title as a heading between two decorative icons', () => {
    const { container } = render(<TitleBanner title='Hot Hits' />)
    expect(screen.getByRole('heading', { name: 'Hot Hits' })).toBeTruthy()
    const icons = container.querySelectorAll('.title-banner__icon')
    expect(icons).toHaveLength(2)
    icons.forEach((icon) => expect(icon.getAttribute('aria-hidden')).toBe('true'))
  })

  it('renders extra content under the title', () => {
    render(
      <TitleBanner title='龙虎榜' className='billboard'>
        <Text>Top 10</Text>
      </TitleBanner>,
    )
    expect(screen.getByText('Top 10')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '龙虎榜' })).toBeTruthy()
  })
})

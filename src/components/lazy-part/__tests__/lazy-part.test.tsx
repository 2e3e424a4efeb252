import { act, fireEvent, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { lazyPart } from '..'

function Panel({ name }: { name: string }) {
  return <Text>Panel of {name}</Text>
}

describe('lazyPart', () => {
  it('shows a translated retry notice in its own area when its code cannot load; Retry loads it', async () => {
    let online = false
    const load = jest.fn(async () => {
      if (!online) throw new Error('ChunkLoadError: Loading chunk 871 failed')
      return Panel
    })
    const Part = lazyPart(load)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithServices(
      <>
        <Text>The page around it</Text>
        <Part name='Ada' />
      </>,
      { language: 'EN' },
    )
    await screen.findByText("This part couldn't load. Check your connection and try again.")
    expect(screen.getByText('The page around it')).toBeTruthy()
    online = true
    await act(async () => {
      fireEvent.click(screen.getByText('Retry'))
    })
    await screen.findByText('Panel of Ada')
    expect(load).toHaveBeenCalledTimes(2)
    warn.mockRestore()
    error.mockRestore()
  })

  it('preload fetches the code once; a failed preload is forgotten', async () => {
    let fail = true
    const load = jest.fn(async () => {
      if (fail) throw new Error('offline')
      return Panel
    })
    const Part = lazyPart(load)
    Part.preload()
    await Promise.resolve()
    fail = false
    Part.preload()
    Part.preload()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(2)
    renderWithServices(<Part name='Lin' />, { language: 'ZH-CN' })
    await screen.findByText('Panel of Lin')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

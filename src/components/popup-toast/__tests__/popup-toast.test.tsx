import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { PausableTimer, PopupToast, usePopupToast } from '..'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('PausableTimer', () => {
  it('fires after the duration', () => {
    const done = jest.fn()
    const timer = new PausableTimer()
    timer.start(2000, done)
    jest.advanceTimersByTime(1999)
    expect(done).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledTimes(1)
    expect(timer.running).toBe(false)
  })

  it('pauses and resumes with the remaining time', () => {
    const done = jest.fn()
    const timer = new PausableTimer()
    timer.start(2000, done)
    jest.advanceTimersByTime(1500)
    timer.pause()
    expect(timer.paused).toBe(true)
    expect(timer.remaining).toBe(500)
    jest.advanceTimersByTime(10000)
    expect(done).not.toHaveBeenCalled()
    timer.resume()
    jest.advanceTimersByTime(499)
    expect(done).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('ignores a double pause or resume, and clear cancels', () => {
    const done = jest.fn()
    const timer = new PausableTimer()
    timer.start(1000, done)
    jest.advanceTimersByTime(400)
    timer.pause()
    jest.advanceTimersByTime(400)
    timer.pause()
    expect(timer.remaining).toBe(600)
    timer.resume()
    timer.resume()
    jest.advanceTimersByTime(600)
    expect(done).toHaveBeenCalledTimes(1)
    timer.start(1000, done)
    timer.clear()
    timer.resume()
    jest.advanceTimersByTime(5000)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('restarting begins again from the full duration', () => {
    const done = jest.fn()
    const timer = new PausableTimer()
    timer.start(1000, done)
    jest.advanceTimersByTime(900)
    timer.start(1000, done)
    jest.advanceTimersByTime(900)
    expect(done).not.toHaveBeenCalled()
    jest.advanceTimersByTime(100)
    expect(done).toHaveBeenCalledTimes(1)
  })
})

function Harness({ text = 'Please provide valid email' }: { text?: string }) {
  const [open, setOpen] = useState(true)
  return <PopupToast open={open} text={text} onClose={() => setOpen(false)} />
}

describe('PopupToast', () => {
  it('shows the text and hides after 2 seconds', () => {
    render(<Harness />)
    expect(screen.getByRole('alert').textContent).toBe('Please provide valid email')
    act(() => jest.advanceTimersByTime(1999))
    expect(screen.getByRole('alert')).toBeTruthy()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('pauses while hovered and resumes with the remaining time on leave', () => {
    render(<Harness />)
    act(() => jest.advanceTimersByTime(1500))
    fireEvent.mouseEnter(screen.getByRole('alert'))
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.getByRole('alert')).toBeTruthy()
    fireEvent.mouseLeave(screen.getByRole('alert'))
    act(() => jest.advanceTimersByTime(499))
    expect(screen.getByRole('alert')).toBeTruthy()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('pauses while touched', () => {
    render(<Harness />)
    act(() => jest.advanceTimersByTime(1000))
    fireEvent.touchStart(screen.getByRole('alert'))
    act(() => jest.advanceTimersByTime(3000))
    expect(screen.getByRole('alert')).toBeTruthy()
    fireEvent.touchEnd(screen.getByRole('alert'))
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('renders nothing when closed', () => {
    const onClose = jest.fn()
    render(<PopupToast open={false} text='x' onClose={onClose} />)
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => jest.advanceTimersByTime(5000))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('usePopupToast restarts the countdown when the same text is shown again', () => {
    let api: ReturnType<typeof usePopupToast> | undefined
    function WithHook() {
      api = usePopupToast()
      return <PopupToast {...api.props} />
    }
    render(<WithHook />)
    act(() => api!.show('The mailbox cannot be empty'))
    act(() => jest.advanceTimersByTime(1500))
    act(() => api!.show('The mailbox cannot be empty'))
    act(() => jest.advanceTimersByTime(1500))
    expect(screen.getByRole('alert').textContent).toBe('The mailbox cannot be empty')
    act(() => jest.advanceTimersByTime(500))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PausableTimer } from './pausable-timer'
import './index.scss'

export { PausableTimer } from './pausable-timer'

/** Spec §9: toast duration 2 seconds. */
export const POPUP_TOAST_DURATION = 2000

export interface PopupToastProps {
  open: boolean
  /** already translated */
  text: string
  /** called when the time is up; the owner sets open=false */
  onClose: () => void
  /** ms, default 2000 */
  duration?: number
  /** change it to restart the countdown for the same text (usePopupToast does) */
  showId?: number
  className?: string
}

/**
 * A toast shown inside a popup (the filter sheet, the plan panel). Hides after `duration`; hovering
 * or touching it pauses the countdown, leaving resumes with the time that was left.
 */
export function PopupToast({
  open,
  text,
  onClose,
  duration = POPUP_TOAST_DURATION,
  showId,
  className,
}: PopupToastProps) {
  const timerRef = useRef<PausableTimer | null>(null)
  if (timerRef.current === null) timerRef.current = new PausableTimer()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  // A new text while open restarts the full duration.
  useEffect(() => {
    const timer = timerRef.current!
    if (open) timer.start(duration, () => onCloseRef.current())
    else timer.clear()
    return () => timer.clear()
  }, [open, text, duration, showId])

  if (!open || !text) return null
  const pause = () => timerRef.current!.pause()
  const resume = () => timerRef.current!.resume()
  // Taro's ViewProps omit mouse events (touch-first); H5 passes them through to the element.
  const hover = { onMouseEnter: pause, onMouseLeave: resume } as Record<string, () => void>
  return (
    <View
      className={`popup-toast${className ? ` ${className}` : ''}`}
      role='alert'
      {...hover}
      onTouchStart={pause}
      onTouchEnd={resume}
      onTouchCancel={resume}
    >
      <Text className='popup-toast__text'>{text}</Text>
    </View>
  )
}

/** Convenience state for a popup that shows one toast at a time: `const toast = usePopupToast()`. */
export function usePopupToast() {
  const [state, setState] = useState({ open: false, text: '', serial: 0 })
  const show = useCallback((text: string) => setState((s) => ({ open: true, text, serial: s.serial + 1 })), [])
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), [])
  return { show, hide, props: { open: state.open, text: state.text, onClose: hide, showId: state.serial } }
}

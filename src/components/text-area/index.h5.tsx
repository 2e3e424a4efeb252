import type { TextAreaProps } from './types'
import './index.scss'

export type { TextAreaProps } from './types'

/** A plain HTML textarea: the same look and behaviour, without the Stencil runtime (index.tsx). */
export function TextArea({ className, value, maxLength, placeholder, onChange, label }: TextAreaProps) {
  return (
    <textarea
      className={`text-area ${className ?? ''}`}
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

import type { TextAreaProps } from './types'

export type { TextAreaProps } from './types'

/** A plain HTML textarea: the same look and behaviour, without the Stencil runtime (index.tsx). */
export function TextArea({ className, value, maxLength, placeholder, onChange, ariaLabel }: TextAreaProps) {
  return (
    <textarea
      className={className}
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={ariaLabel ?? placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

// The mini-program's native textarea (and jest's). H5 uses a plain <textarea> (index.h5.tsx):
// Taro's H5 Textarea is a Stencil web component that brings the Stencil runtime (~40 KB gzip)
// into every page chunk that uses it.
import { Textarea } from '@tarojs/components'
import type { TextAreaProps } from './types'
import './index.scss'

export type { TextAreaProps } from './types'

export function TextArea({ className, value, maxLength, placeholder, onChange, label }: TextAreaProps) {
  return (
    <Textarea
      className={`text-area ${className ?? ''}`}
      value={value}
      maxlength={maxLength}
      placeholder={placeholder}
      aria-label={label}
      onInput={(e) => onChange(e.detail.value)}
    />
  )
}

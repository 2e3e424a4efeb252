// The mini-program's (and jest's) input: taro-ui's AtInput. H5 uses a plain <input> with the same
// markup and classes (index.h5.tsx): AtInput imports Taro's Label, a Stencil web component on H5,
// which brings the Stencil runtime into the page's chunk.
import AtInput from 'taro-ui/lib/components/input'
import type { TextInputProps } from './types'
import 'taro-ui/lib/style/components/input.scss'
import './index.scss'

export type { TextInputProps } from './types'

export function TextInput({
  value,
  onChange,
  onBlur,
  type = 'text',
  placeholder,
  maxLength,
  invalid,
  name,
  className,
}: TextInputProps) {
  return (
    <AtInput
      name={name ?? ''}
      className={`text-input${invalid ? ' is-invalid' : ''} ${className ?? ''}`}
      // AtInput has no email type; the mini-program's text keyboard types an address
      type={type === 'email' ? 'text' : type}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      border={false}
      onChange={(v: string | number) => onChange(String(v ?? ''))}
      onBlur={() => onBlur?.()}
    />
  )
}

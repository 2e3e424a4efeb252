import type { TextInputProps } from './types'
import 'taro-ui/lib/style/components/input.scss'
import './index.scss'

export type { TextInputProps } from './types'

/** taro-ui's AtInput markup and look as a plain <input> (see index.tsx for why). */
export function TextInput({
  value,
  onChange,
  onBlur,
  type = 'text',
  placeholder,
  maxLength,
  label,
  invalid,
  name,
  className,
}: TextInputProps) {
  return (
    <div className={`at-input at-input--without-border text-input${invalid ? ' is-invalid' : ''} ${className ?? ''}`}>
      <div className='at-input__container'>
        <input
          className='at-input__input'
          name={name}
          // numbers stay type=text with the digit keyboard: type=number ignores maxlength
          type={type === 'phone' ? 'tel' : type === 'email' ? 'email' : 'text'}
          inputMode={type === 'number' || type === 'phone' ? 'numeric' : type === 'email' ? 'email' : undefined}
          autoComplete={type === 'phone' ? 'tel' : type === 'email' ? 'email' : undefined}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength ?? (type === 'phone' ? 11 : undefined)}
          aria-label={label}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => onBlur?.()}
        />
      </div>
    </div>
  )
}

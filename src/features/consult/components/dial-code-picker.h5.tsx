import type { DialCodePickerProps } from './dial-code-picker-types'

export type { DialCodePickerProps } from './dial-code-picker-types'

/**
 * A native <select> drawn as the dial code: the browser's own list (a wheel on phones), keyboard
 * and screen readers included, without the Stencil runtime (dial-code-picker.tsx says why).
 */
export function DialCodePicker({ value, options, label, onChange }: DialCodePickerProps) {
  return (
    <label className='dial-picker'>
      <span className='dial-picker__value' aria-hidden='true'>
        {value}
      </span>
      <select
        className='dial-picker__select'
        name='dialCode'
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.region} value={o.dial}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  )
}

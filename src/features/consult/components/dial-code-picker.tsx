// The mini-program's (and jest's) country picker: Taro's Picker, which opens WeChat's own wheel.
// H5 uses a native <select> (dial-code-picker.h5.tsx): Taro's H5 Picker is a Stencil web component
// that would bring the Stencil runtime into the form's chunk (see components/text-input).
import { Picker, View } from '@tarojs/components'
import type { DialCodePickerProps } from './dial-code-picker-types'

export type { DialCodePickerProps } from './dial-code-picker-types'

export function DialCodePicker({ value, options, label, onChange }: DialCodePickerProps) {
  const index = Math.max(
    0,
    options.findIndex((o) => o.dial === value),
  )
  return (
    <Picker
      mode='selector'
      range={options.map((o) => o.text)}
      value={index}
      onChange={(e) => onChange(options[Number(e.detail.value)]?.dial ?? value)}
    >
      <View className='dial-picker' role='button' aria-label={label}>
        {value}
      </View>
    </Picker>
  )
}

import { Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './forms.scss'

/** One labelled text field of the pre-registration and booking forms, with its rule's message. */
export function FormField(props: {
  name: string
  label: string
  value: string
  placeholder: string
  error?: string | null
  type?: 'text' | 'number'
  maxLength?: number
  onChange: (value: string) => void
  trailing?: ReactNode
}) {
  return (
    <View className={`form-field${props.error ? ' has-error' : ''}`} data-field={props.name}>
      <Text className='form-field__label'>{props.label}</Text>
      <View className='form-field__row'>
        <Input
          className='form-field__input'
          value={props.value}
          type={props.type ?? 'text'}
          maxlength={props.maxLength ?? 140}
          placeholder={props.placeholder}
          aria-label={props.label}
          name={props.name}
          onInput={(e) => props.onChange(e.detail.value)}
        />
        {props.trailing}
      </View>
      {props.error ? (
        <View className='form-field__error' role='alert'>
          {props.error}
        </View>
      ) : null}
    </View>
  )
}

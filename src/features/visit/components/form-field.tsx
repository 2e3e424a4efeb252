import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { TextInput } from '../../../components/text-input'
import './forms.scss'

/**
 * One labelled text field of the pre-registration and booking forms, with its rule's message. The
 * input is the app's shared text field, so an email field is type=email and a number field keeps
 * the digit keyboard with a maxlength that holds (Taro's H5 Input is type=number, which ignores it).
 */
export function FormField(props: {
  name: string
  label: string
  value: string
  placeholder: string
  error?: string | null
  type?: 'text' | 'number' | 'phone' | 'email'
  maxLength?: number
  onChange: (value: string) => void
  trailing?: ReactNode
}) {
  return (
    <View className={`form-field${props.error ? ' has-error' : ''}`} data-field={props.name}>
      <Text className='form-field__label'>{props.label}</Text>
      <View className='form-field__row'>
        <TextInput
          className='form-field__input'
          value={props.value}
          type={props.type ?? 'text'}
          maxLength={props.maxLength ?? 140}
          placeholder={props.placeholder}
          label={props.label}
          name={props.name}
          invalid={!!props.error}
          onChange={props.onChange}
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

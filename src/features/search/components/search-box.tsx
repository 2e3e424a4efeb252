import { Input, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useT } from '../../../app-context'
import './search-box.scss'
import '../../../i18n/sections/search'

export interface SearchBoxProps {
  value: string
  autoFocus?: boolean
  onSubmit: (keyword: string) => void
}

/** The search input with a clear button and a search button; Enter / the keyboard's search key submits. */
export const SearchBox = observer(function SearchBox({ value, autoFocus, onSubmit }: SearchBoxProps) {
  const t = useT()
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  return (
    <View className='search-box' role='search'>
      <View className='search-box__field'>
        <View className='search-box__glass' />
        <Input
          className='search-box__input'
          type='text'
          value={text}
          focus={autoFocus}
          autoFocus={autoFocus}
          confirmType='search'
          placeholder={t.search.placeholder}
          aria-label={t.search.placeholder}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={(e) => onSubmit(e.detail.value ?? text)}
        />
        {text !== '' && (
          <View className='search-box__clear' role='button' aria-label={t.common.close} onClick={() => setText('')} />
        )}
      </View>
      <View className='search-box__submit' role='button' onClick={() => onSubmit(text)}>
        {t.common.search}
      </View>
    </View>
  )
})

import { Input, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Taro from '@tarojs/taro'
import { useRef, type ReactNode } from 'react'
import { useServices } from '../../app-context'
import './index.scss'

export type TopBarEvent =
  'back' | 'poster' | 'post' | 'share' | 'cancel' | 'confirm' | 'searchChange' | 'searchFocus' | 'switchEdition'

/** Top bar settings of spec §3. */
export interface TopBarProps {
  /** 0 back bar, 1 home bar, 2 cancel/confirm bar */
  type?: 0 | 1 | 2
  title?: string
  plan?: 0 | 1
  post?: 0 | 1
  share?: 0 | 1
  hasUserInfo?: boolean
  showConfirm?: boolean
  /**
   * mode 1: the edition shown in the edition switch; without it the bar has no switch (the home
   * shows its own under the bar: beside the language, the heart and Me, the search box kept 58 px)
   */
  editionName?: string
  searchPlaceholder?: string
  /** drawn at the right end of the bar (the page frame puts the language switch and the heart there) */
  trailing?: ReactNode
  onEvent?: (event: TopBarEvent, payload?: string) => void
}

/** Spec §4: a search text change is reported only when non-empty and different from before. */
export function shouldReportSearch(value: string, previous: string): boolean {
  return value !== '' && value !== previous
}

/**
 * The native-app top bar (spec §2/§4). Not shown in the mini-program or on the web, where the
 * host's own bar (or the page frame's navbar) carries the title. Height: status bar + 88 − 1.
 */
export const TopBar = observer(function TopBar(props: TopBarProps) {
  const { store, platform } = useServices()
  const t = store.language.t
  const lastSearch = useRef('')
  if (platform.caps.bar !== 'top-bar') return null

  const { type = 0, plan = 0, post = 0, share = 0, hasUserInfo = false, showConfirm = false, onEvent } = props
  const title = props.title ?? t.common.defaultTitle
  const emit = (event: TopBarEvent, payload?: string) => onEvent?.(event, payload)

  const rightOfBackBar = () => {
    if (plan === 1) return { label: t.common.plan, event: hasUserInfo ? ('poster' as const) : undefined }
    if (post === 1) return { label: t.common.post, event: hasUserInfo ? ('post' as const) : undefined }
    if (share === 1) return { label: t.common.share, event: 'share' as const }
    return undefined
  }

  const onSearchInput = (value: string) => {
    if (shouldReportSearch(value, lastSearch.current)) {
      lastSearch.current = value
      emit('searchChange', value)
    }
  }

  const right = type === 0 ? rightOfBackBar() : undefined
  return (
    <View
      className='top-bar'
      style={{
        paddingTop: Taro.pxTransform(store.ui.statusBarHeight),
        height: Taro.pxTransform(store.ui.topBarHeight),
      }}
      data-type={type}
    >
      {type === 0 && (
        <View className='top-bar__row'>
          <View
            className='top-bar__side top-bar__back'
            role='button'
            aria-label={t.common.back}
            onClick={() => emit('back')}
          >
            <View className='top-bar__chevron' />
          </View>
          <View className='top-bar__title'>{title}</View>
          <View className='top-bar__side top-bar__right'>
            {right && (
              <View className='top-bar__action' role='button' onClick={() => right.event && emit(right.event)}>
                {right.label}
              </View>
            )}
            {props.trailing}
          </View>
        </View>
      )}
      {type === 1 && (
        <View className='top-bar__row'>
          {props.editionName ? (
            <View className='top-bar__edition' role='button' onClick={() => emit('switchEdition')}>
              {props.editionName}
            </View>
          ) : null}
          <View className='top-bar__search' onClick={() => emit('searchFocus')}>
            <Input
              className='top-bar__search-input'
              placeholder={props.searchPlaceholder ?? t.common.searchPlaceholder}
              onInput={(e) => onSearchInput(e.detail.value)}
            />
          </View>
          {/* an icon: the word "Share" ran into the language switch */}
          <View
            className='top-bar__action top-bar__share'
            role='button'
            aria-label={t.common.share}
            onClick={() => emit('share')}
          />
          {props.trailing}
        </View>
      )}
      {type === 2 && (
        <View className='top-bar__row'>
          <View className='top-bar__action' role='button' onClick={() => emit('cancel')}>
            {t.common.cancel}
          </View>
          <View className='top-bar__title'>{title}</View>
          <View className='top-bar__side top-bar__right'>
            {showConfirm && (
              <View className='top-bar__action top-bar__action--primary' role='button' onClick={() => emit('confirm')}>
                {t.common.confirm}
              </View>
            )}
          </View>
        </View>
      )}
    </View>
  )
})

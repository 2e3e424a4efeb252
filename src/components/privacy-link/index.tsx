import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../app-context'
import './index.scss'
import '../../i18n/sections/privacy'

/**
 * "How we use your details: Privacy policy" under every form that collects personal data (issue 23
 * item 7). The link opens /privacy over the form, which keeps what was typed.
 */
export const PrivacyLink = observer(function PrivacyLink({
  className,
  onOpen,
}: {
  className?: string
  /** called before the policy opens (a panel closes itself) */
  onOpen?: () => void
}) {
  const { store, navigation } = useServices()
  const t = store.language.t.privacy
  return (
    <View className={`privacy-link ${className ?? ''}`}>
      <Text className='privacy-link__note'>{t.formNote}</Text>
      <View
        className='privacy-link__link'
        role='link'
        data-testid='privacy-link'
        onClick={(e) => {
          e.stopPropagation()
          onOpen?.()
          void navigation.to('/privacy')
        }}
      >
        {t.link}
      </View>
    </View>
  )
})

/**
 * A separate consent (PIPL Art. 23): its own unticked box naming what is shared and with whom,
 * never bundled with the form's other terms.
 */
export const ConsentCheck = observer(function ConsentCheck({
  checked,
  onChange,
  label,
  hint,
  name,
  invalid,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  hint?: string
  /** names the box for tests and for scrolling to it */
  name: string
  /** the form was submitted without a required consent */
  invalid?: boolean
}) {
  return (
    <View className={`consent-check${checked ? ' is-checked' : ''}${invalid ? ' is-invalid' : ''}`}>
      <View
        className='consent-check__row'
        role='checkbox'
        aria-checked={checked}
        data-consent={name}
        onClick={() => onChange(!checked)}
      >
        <View className='consent-check__box' />
        <Text className='consent-check__label'>{label}</Text>
      </View>
      {hint && <Text className='consent-check__hint'>{hint}</Text>}
    </View>
  )
})

import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useStores } from '../../app-context'
import { format, type Language } from '../../i18n'
import './index.scss'

export interface HeaderProps {
  /** the heart opens the My Plan panel */
  onOpenPlan: () => void
}

/** Language dropdown (Eng / 中文) and the heart with the collected count (spec §2). */
export const Header = observer(function Header({ onOpenPlan }: HeaderProps) {
  const { language, plan } = useStores()
  const t = language.t
  const [open, setOpen] = useState(false)
  const options: Array<{ value: Language; label: string }> = [
    { value: 'EN', label: t.header.languageEn },
    { value: 'ZH-CN', label: t.header.languageZh },
  ]
  const current = options.find((o) => o.value === language.language)!

  const choose = (value: Language) => {
    setOpen(false)
    language.setLanguage(value)
  }

  return (
    <View className='app-header'>
      <View className='app-header__lang'>
        <View
          className='app-header__lang-current'
          role='button'
          aria-haspopup='listbox'
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {current.label}
        </View>
        {open && (
          <View className='app-header__lang-menu' role='listbox'>
            {options.map((o) => (
              <View
                key={o.value}
                role='option'
                aria-selected={o.value === language.language}
                className={`app-header__lang-option${o.value === language.language ? ' is-active' : ''}`}
                onClick={() => choose(o.value)}
              >
                {o.label}
              </View>
            ))}
          </View>
        )}
      </View>
      <View
        className='app-header__heart'
        role='button'
        aria-label={format(t.header.myPlanCount, { count: plan.collectNum })}
        onClick={onOpenPlan}
      >
        <View className='app-header__heart-icon' />
        <View className='app-header__heart-count'>{plan.collectNum}</View>
      </View>
    </View>
  )
})

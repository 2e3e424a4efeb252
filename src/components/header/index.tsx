import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../app-context'
import { format, type Language } from '../../i18n'
import './index.scss'

export interface HeaderProps {
  /** the heart opens the My Plan panel */
  onOpenPlan: () => void
}

type Open = 'none' | 'language' | 'mine'

/**
 * Language dropdown (Eng / 中文) and the heart with the collected count (spec §2), and the one
 * place for the visitor's own things: the "Me" menu (My Plan, My agenda, My matches, My RFQs, My data),
 * which without it were reached only by typing their address.
 */
export const Header = observer(function Header({ onOpenPlan }: HeaderProps) {
  const { store, navigation } = useServices()
  const { language, plan } = store
  const t = language.t
  const [open, setOpen] = useState<Open>('none')
  const options: Array<{ value: Language; label: string }> = [
    { value: 'EN', label: t.header.languageEn },
    { value: 'ZH-CN', label: t.header.languageZh },
  ]
  const current = options.find((o) => o.value === language.language)!
  const toggle = (which: Open) => setOpen(open === which ? 'none' : which)

  const choose = (value: Language) => {
    setOpen('none')
    language.setLanguage(value)
  }

  const mine: Array<{ key: string; label: string; go: () => void }> = [
    { key: 'plan', label: t.header.myPlan, go: onOpenPlan },
    // the exhibitors' plan page carries My agenda (the sessions the visitor will attend)
    { key: 'agenda', label: t.header.myAgenda, go: () => void navigation.to('/exhibitors/plan') },
    // meetings booked at stands (issue 29) sit next to the agenda: both are the visitor's day
    { key: 'meetings', label: t.header.myMeetings, go: () => void navigation.to('/meetings/mine') },
    { key: 'matches', label: t.header.myMatches, go: () => void navigation.to('/pairs/list') },
    { key: 'rfqs', label: t.header.myRfqs, go: () => void navigation.to('/consult/list', { mine: '1' }) },
    // what the server holds about the visitor: see, export, delete (issue 23 item 8)
    { key: 'data', label: t.header.myData, go: () => void navigation.to('/my-data') },
  ]

  return (
    <View className='app-header'>
      {open !== 'none' && <View className='app-header__scrim' onClick={() => setOpen('none')} />}
      <View className='app-header__lang'>
        <View
          className='app-header__lang-current'
          role='button'
          aria-haspopup='listbox'
          aria-expanded={open === 'language'}
          onClick={() => toggle('language')}
        >
          {current.label}
        </View>
        {open === 'language' && (
          <View className='app-header__menu' role='listbox'>
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
      <View className='app-header__mine'>
        <View
          className='app-header__mine-button'
          role='button'
          aria-label={t.header.mine}
          aria-haspopup='menu'
          aria-expanded={open === 'mine'}
          onClick={() => toggle('mine')}
        >
          <View className='app-header__mine-icon' />
        </View>
        {open === 'mine' && (
          <View className='app-header__menu app-header__menu--mine' role='menu' aria-label={t.header.mine}>
            {mine.map((item) => (
              <View
                key={item.key}
                role='menuitem'
                className='app-header__menu-item'
                onClick={() => {
                  setOpen('none')
                  item.go()
                }}
              >
                {item.label}
              </View>
            ))}
          </View>
        )}
      </View>
    </View>
  )
})

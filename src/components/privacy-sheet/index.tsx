import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../app-context'
import './index.scss'
import '../../i18n/sections/privacy'

/**
 * Our own privacy sheet for WeChat's privacy authorization (issue 23 item 6): shown while the host
 * holds an API that reads personal information (phone number, photos, album, calendar) until the
 * visitor answers. Agree is WeChat's `open-type="agreePrivacyAuthorization"` button (WeChat checks
 * it was tapped); Refuse lets the API fail, and the app carries on without it: collecting and the
 * plan work as before, and the sheet comes back the next time such an API is used.
 */
export const PrivacySheet = observer(function PrivacySheet() {
  const { store, platform, navigation } = useServices()
  const agreeButtonId = store.ui.privacyAgreeButtonId
  if (!agreeButtonId) return null
  const t = store.language.t.privacy
  const openGuide = async () => {
    // WeChat's own privacy guide; where the host has none, our policy page
    if (!(await platform.openPrivacyGuide())) void navigation.to('/privacy')
  }
  const refuse = () => {
    store.ui.answerPrivacy(false)
    platform.showToast(t.refused, { icon: 'none' })
  }
  return (
    <View className='privacy-sheet' role='dialog' aria-modal='true' aria-label={t.sheetTitle}>
      <View className='privacy-sheet__mask' />
      <View className='privacy-sheet__panel'>
        <View className='privacy-sheet__title' role='heading' aria-level={2}>
          {t.sheetTitle}
        </View>
        <View className='privacy-sheet__body'>
          <Text>{t.sheetBody} </Text>
          <View className='privacy-sheet__guide' role='link' onClick={() => void openGuide()}>
            {t.sheetGuide}
          </View>
        </View>
        <Text className='privacy-sheet__note'>{t.sheetRefuseNote}</Text>
        <View className='privacy-sheet__actions'>
          <View className='privacy-sheet__refuse' role='button' onClick={refuse}>
            {t.refuse}
          </View>
          <Button
            id={agreeButtonId}
            className='privacy-sheet__agree'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={() => store.ui.answerPrivacy(true)}
          >
            {t.agree}
          </Button>
        </View>
      </View>
    </View>
  )
})

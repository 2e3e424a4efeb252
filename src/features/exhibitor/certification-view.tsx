import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useServices } from '../../app-context'
import { PhoneVerify } from './verify/phone-verify'
import '../../i18n/sections/exhibitor'

/**
 * /pages/center/phoneCertification/main (the mini-program's; spec §2, §4): prove a phone with
 * WeChat's phone-number button or an SMS code, then go back where the visitor came from — the
 * collect that sent them here completes on return.
 */
export const CertificationView = observer(function CertificationView() {
  const { navigation, store } = useServices()
  const t = store.language.t.exhibitor
  // a visitor who leaves without verifying gave up the waiting collect
  useEffect(() => () => store.certification.dropDeferred(), [store])
  const onVerified = async () => {
    const waiting = store.certification.takeDeferred()
    // back first, so the collect's toast shows on the page it belongs to
    await navigation.back()
    await waiting?.()
  }
  return (
    <View className='certification'>
      <PhoneVerify intro={t.certifyIntro} onVerified={() => void onVerified()} />
    </View>
  )
})

import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { CodeButton } from '../../../components/code-button'
import { PrivacyLink } from '../../../components/privacy-link'
import { TextInput } from '../../../components/text-input'
import type { EditGrant } from '../../../stores'
import { useVerify } from './use-verify'
import './phone-verify.scss'
import '../../../i18n/sections/exhibitor'

export interface PhoneVerifyProps {
  onVerified: (grant: EditGrant) => void
  /** a line above the form (what verifying is for) */
  intro?: string
}

/**
 * The phone verification form: WeChat's phone-number button where the host has it (the
 * mini-program), and the SMS code on every host ('Get Verification code' → 60 s → 'Get a new code').
 */
export const PhoneVerify = observer(function PhoneVerify({ onVerified, intro }: PhoneVerifyProps) {
  const { platform, store } = useServices()
  const t = store.language.t.exhibitor
  const v = useVerify(onVerified)
  return (
    <View className='phone-verify' role='form' aria-label={store.language.t.routeTitle.phoneCertification}>
      {intro && <Text className='phone-verify__intro'>{intro}</Text>}
      {platform.caps.phoneNumberButton && (
        <>
          <Button
            className='phone-verify__wechat'
            openType='getPhoneNumber'
            disabled={v.busy}
            onGetPhoneNumber={(e) => void v.verifyWechat(e.detail as { code?: string; errMsg?: string })}
          >
            {t.wechatPhone}
          </Button>
          <Text className='phone-verify__or'>{t.orSms}</Text>
        </>
      )}
      <View className='phone-verify__field'>
        <Text className='phone-verify__label'>{t.phoneLabel}</Text>
        <View className='phone-verify__row'>
          {/* the app's text field (44 px, the digit keyboard, a maxlength that holds), not Taro's
              Input: on the web its inner input was 20 px tall, type=number ignoring maxlength */}
          <TextInput
            className='phone-verify__input phone-verify__phone'
            name='phone'
            type='phone'
            maxLength={11}
            value={v.phone}
            placeholder={t.phonePlaceholder}
            label={t.phoneLabel}
            onChange={(value) => v.setPhone(value)}
          />
          <CodeButton
            phone={v.phone}
            purpose='verify'
            storageKey='__certifyCode__'
            owner={store.context.userId ?? ''}
            onInvalidPhone={(message) => v.setPhoneError(message)}
          />
        </View>
        {v.phoneError && (
          <View className='phone-verify__error' role='alert'>
            {v.phoneError}
          </View>
        )}
      </View>
      <View className='phone-verify__field'>
        <Text className='phone-verify__label'>{t.codeLabel}</Text>
        <TextInput
          className='phone-verify__input phone-verify__code'
          name='code'
          type='number'
          maxLength={6}
          value={v.code}
          placeholder={t.codePlaceholder}
          label={t.codeLabel}
          invalid={!!v.codeError}
          onChange={(value) => v.setCode(value)}
        />
        {v.codeError && (
          <View className='phone-verify__error' role='alert'>
            {v.codeError}
          </View>
        )}
      </View>
      <View
        className={`phone-verify__submit${v.busy ? ' is-busy' : ''}`}
        role='button'
        aria-disabled={v.busy}
        onClick={() => void v.verifySms()}
      >
        {v.busy ? t.verifying : t.verify}
      </View>
      <PrivacyLink className='phone-verify__privacy' />
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { EditGrant } from '../../../stores'
import { PhoneVerify } from './phone-verify'
import '../../../i18n/sections/exhibitor'

export interface EditorGateProps {
  /** the exhibitor the page edits; undefined: any exhibitor of the phone (my exhibitor page) */
  companyProfileId?: number
  children: (grant: EditGrant) => ReactNode
}

/**
 * What only a verified contact of an exhibitor sees (issue 14): the phone verification until the
 * visitor proved their phone (the same SMS flow on every host, WeChat's button too in the
 * mini-program); then, for a phone of no exhibitor (or not of this one), the organiser's contact.
 */
export const EditorGate = observer(function EditorGate({ companyProfileId, children }: EditorGateProps) {
  const { store } = useServices()
  const cert = store.certification
  const t = store.language.t.exhibitor
  useDidShow(() => cert.refresh())
  const grant = cert.current
  if (!grant) return <PhoneVerify intro={t.certifyIntro} onVerified={() => undefined} />
  const allowed = companyProfileId === undefined ? grant.companyProfileIds.length > 0 : cert.mayEdit(companyProfileId)
  if (!allowed) {
    const words = {
      phone: grant.maskedPhone,
      name: grant.organiser.name,
      tel: grant.organiser.tel,
      email: grant.organiser.email,
    }
    return (
      <View className='editor-gate'>
        <View className='editor-gate__message' role='alert'>
          {format(companyProfileId === undefined ? t.notExhibitor : t.notThisExhibitor, words)}
        </View>
        <View className='editor-gate__other' role='button' onClick={() => cert.forget()}>
          {t.otherPhone}
        </View>
      </View>
    )
  }
  return (
    <>
      <View className='editor-gate__who'>
        <Text>{format(t.verifiedAs, { phone: grant.maskedPhone })}</Text>
        <View className='editor-gate__switch' role='button' onClick={() => cert.forget()}>
          {t.otherPhone}
        </View>
      </View>
      {children(grant)}
    </>
  )
})

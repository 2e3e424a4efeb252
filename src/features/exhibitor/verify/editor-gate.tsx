import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { EditGrant } from '../../../stores'
import { sendScansFirst } from '../../leads'
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
 *
 * Once the page has been shown, it stays mounted: a grant that lapses meanwhile (the page shown
 * again after two hours, back from the photo picker, the server refusing the token) or a switch to
 * another phone asks for the phone above it, so nothing typed into a form is lost (decisions.md).
 */
export const EditorGate = observer(function EditorGate({ companyProfileId, children }: EditorGateProps) {
  const { navigation, store } = useServices()
  /** the phone was let go on purpose ("use another number"), not by an expiry: said above the form */
  const [switched, setSwitched] = useState(false)
  const otherPhone = useOtherPhone(() => setSwitched(true))
  const cert = store.certification
  const t = store.language.t.exhibitor
  useDidShow(() => cert.refresh())
  const grant = cert.current
  useEffect(() => {
    if (grant) setSwitched(false)
  }, [grant])
  const allowed = grant !== null && mayEditWith(grant, companyProfileId)
  // the grant the page was last shown with: what keeps it mounted while the phone is asked again
  const shownWith = useRef<EditGrant | null>(null)
  if (grant && allowed) shownWith.current = grant
  const kept = shownWith.current

  if (!kept) {
    if (!grant) return <PhoneVerify intro={t.certifyIntro} onVerified={() => undefined} />
    return <NotAllowed grant={grant} anyExhibitor={companyProfileId === undefined} />
  }
  return (
    <>
      {grant && allowed ? (
        <View className='editor-gate__who'>
          <Text className='editor-gate__phone'>{format(t.verifiedAs, { phone: grant.maskedPhone })}</Text>
          <View className='editor-gate__links'>
            {companyProfileId !== undefined && (
              // an edit page: the exhibitor's own overview (totals, products) is one tap away
              <View
                className='editor-gate__switch'
                role='link'
                onClick={() => void navigation.to('/exhibition/my-detail')}
              >
                {store.language.t.routeTitle.exhibitionMyDetail}
              </View>
            )}
            <View className='editor-gate__switch' role='button' onClick={otherPhone}>
              {t.otherPhone}
            </View>
          </View>
        </View>
      ) : grant ? (
        <NotAllowed grant={grant} anyExhibitor={companyProfileId === undefined} />
      ) : (
        <View className='editor-gate__reverify'>
          <PhoneVerify intro={switched ? t.otherPhoneKeepsEdits : t.reverifyKeepsEdits} onVerified={() => undefined} />
        </View>
      )}
      {children(kept)}
    </>
  )
})

/**
 * "Use another phone": the scans this phone's staff made at the stand and that still wait on the
 * device are sent first, as on Scan leads, signing out and erasing My data (issue 28): sent with
 * another phone's token they would be refused as not its exhibitor's. The exhibitor is told how many
 * wait and chooses; the phone is kept when they decline or some cannot be sent yet.
 */
function useOtherPhone(onSwitched?: () => void): () => void {
  const services = useServices()
  return () => {
    void sendScansFirst(services).then(
      (clear) => {
        if (!clear) return
        services.store.certification.forget()
        onSwitched?.()
      },
      (error) => console.warn('sending the waiting scans failed', error),
    )
  }
}

function mayEditWith(grant: EditGrant, companyProfileId: number | undefined): boolean {
  return companyProfileId === undefined
    ? grant.companyProfileIds.length > 0
    : grant.companyProfileIds.includes(companyProfileId)
}

/**
 * The proven phone may not edit (this) exhibitor: the organiser's contact, and a way to prove another
 * phone. Also what a page shows when the server refuses the phone (403) for what it asked.
 */
export const NotAllowed = observer(function NotAllowed({
  grant,
  anyExhibitor = false,
}: {
  grant: EditGrant
  /** the page is about any exhibitor of the phone (my exhibitor page), not one of them */
  anyExhibitor?: boolean
}) {
  const { store } = useServices()
  const otherPhone = useOtherPhone()
  const t = store.language.t.exhibitor
  const words = {
    phone: grant.maskedPhone,
    name: grant.organiser.name,
    tel: grant.organiser.tel,
    email: grant.organiser.email,
  }
  return (
    <View className='editor-gate'>
      <View className='editor-gate__message' role='alert'>
        {format(anyExhibitor ? t.notExhibitor : t.notThisExhibitor, words)}
      </View>
      <View className='editor-gate__other' role='button' onClick={otherPhone}>
        {t.otherPhone}
      </View>
    </View>
  )
})

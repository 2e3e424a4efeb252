import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useServices } from '../../../app-context'
import { LoadingNotice } from '../../../components/notices'
import { format } from '../../../i18n'
import type { EditGrant } from '../../../stores'
import { sendScansFirst } from '../../leads'
import { PhoneVerify } from './phone-verify'
import '../../../i18n/sections/exhibitor'
// its own styles (the edit pages' sheet): a stand page opened directly (/meetings/stand, a link or
// a reload) loads no edit page first, and the verified phone's row was drawn unstyled
import '../edit/edit.scss'

export interface EditorGateProps {
  /** the exhibitor the page edits; undefined: any exhibitor of the phone (my exhibitor page) */
  companyProfileId?: number
  /**
   * the stand's pages (meetings): a staff phone a contact added on Scan leads is admitted too, as
   * the server's gate admits it (standRole); the server's list of the phone's stands decides
   */
  staffToo?: boolean
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
export const EditorGate = observer(function EditorGate({ companyProfileId, staffToo, children }: EditorGateProps) {
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
  // a phone that is no contact of this exhibitor may still be its staff (stand pages only)
  const askStands =
    staffToo && grant && companyProfileId !== undefined && !mayEditWith(grant, companyProfileId)
      ? grant.editToken
      : null
  const staffOf = useStaffStands(askStands)
  const allowed =
    grant !== null &&
    (mayEditWith(grant, companyProfileId) || (askStands !== null && staffOf?.includes(companyProfileId!) === true))
  // the grant the page was last shown with: what keeps it mounted while the phone is asked again
  const shownWith = useRef<EditGrant | null>(null)
  if (grant && allowed) shownWith.current = grant
  const kept = shownWith.current

  if (!kept) {
    if (!grant) return <PhoneVerify intro={t.certifyIntro} onVerified={() => undefined} />
    if (askStands !== null && staffOf === undefined) return <LoadingNotice />
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

/**
 * The exhibitors the phone of `editToken` serves as staff or contact, as the server answers them
 * (GET /api/v5/leads/stands); undefined while asked, [] when it cannot be asked (the page then
 * says the phone is not this exhibitor's, and the server refuses what it asks anyway).
 */
function useStaffStands(editToken: string | null): number[] | undefined {
  const { api } = useServices()
  const [answer, setAnswer] = useState<{ token: string; ids: number[] } | null>(null)
  useEffect(() => {
    if (!editToken) return
    let alive = true
    api.getLeadStands(editToken).then(
      (stands) => alive && setAnswer({ token: editToken, ids: stands.map((s) => s.companyProfileId) }),
      () => alive && setAnswer({ token: editToken, ids: [] }),
    )
    return () => {
      alive = false
    }
  }, [api, editToken])
  return answer && answer.token === editToken ? answer.ids : undefined
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

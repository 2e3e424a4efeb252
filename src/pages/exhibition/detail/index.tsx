import { observer } from 'mobx-react'
import { PageFrame } from '@/components/page-frame'
import { HomeView, useHomePage } from '@/features/home'

/** The home view (spec §2): top bar mode 1 inside the native app; the view carries its own controls elsewhere. */
export default observer(function Page() {
  const { home, eventCode, share, onTopBarEvent } = useHomePage()
  return (
    <PageFrame topBar={{ type: 1, editionName: home.detail?.eventEditionName, share: 1 }} onTopBarEvent={onTopBarEvent}>
      <HomeView home={home} eventCode={eventCode} onShare={share} />
    </PageFrame>
  )
})

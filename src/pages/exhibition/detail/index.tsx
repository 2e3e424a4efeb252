import { observer } from 'mobx-react'
import { PageFrame } from '@/components/page-frame'
import { HomeView, useHomePage } from '@/features/home'

/** The home view (spec §2): top bar mode 1 inside the native app; the view carries its own controls elsewhere. */
export default observer(function Page() {
  const { home, eventCode, editionId, share, onTopBarEvent } = useHomePage()
  return (
    <PageFrame topBar={{ type: 1, share: 1 }} onTopBarEvent={onTopBarEvent}>
      <HomeView home={home} eventCode={eventCode} editionId={editionId} onShare={share} />
    </PageFrame>
  )
})

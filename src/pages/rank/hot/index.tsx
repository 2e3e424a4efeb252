import { PageFrame } from '@/components/page-frame'
import { HotHitsView } from '@/features/rankings'

/** /hot: Hot Hits, the week's most viewed exhibitors and exhibits. */
export default function Page() {
  return (
    <PageFrame>
      <HotHitsView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { VenueMap } from '@/features/venue'

/** /venue/map?eventCode=…[&stand=…|&room=…|&hallId=…]: the halls and their floor plans. */
export default function Page() {
  return (
    <PageFrame>
      <VenueMap mode='directory' />
    </PageFrame>
  )
}

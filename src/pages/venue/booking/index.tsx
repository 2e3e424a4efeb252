import { PageFrame } from '@/components/page-frame'
import { BookingView } from '@/features/venue'

/** /booking[?stand=…]: booth booking on the hall map. */
export default function Page() {
  return (
    <PageFrame>
      <BookingView />
    </PageFrame>
  )
}

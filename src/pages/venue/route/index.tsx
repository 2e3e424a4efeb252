import { PageFrame } from '@/components/page-frame'
import { RouteView } from '@/features/venue'

/** /venue/route: the visitor's plan as a walking route. */
export default function Page() {
  return (
    <PageFrame>
      <RouteView />
    </PageFrame>
  )
}

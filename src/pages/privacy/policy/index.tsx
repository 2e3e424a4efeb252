import { PageFrame } from '@/components/page-frame'
import { PolicyView } from '@/features/privacy'

/** /privacy: the privacy policy and the visitor's consents (issue 23 item 7). */
export default function Page() {
  return (
    <PageFrame>
      <PolicyView />
    </PageFrame>
  )
}

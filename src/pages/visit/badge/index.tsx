import { PageFrame } from '@/components/page-frame'
import { BadgeView } from '@/features/visit'

/** /visit/badge: the visitor's e-badge (kept on the device, offline too). */
export default function Page() {
  return (
    <PageFrame>
      <BadgeView />
    </PageFrame>
  )
}

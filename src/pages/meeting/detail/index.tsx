import { PageFrame } from '@/components/page-frame'
import { SessionDetailView } from '@/features/conference'

export default function Page() {
  return (
    <PageFrame>
      <SessionDetailView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { LeadsView } from '@/features/leads'

export default function Page() {
  return (
    <PageFrame>
      <LeadsView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { ConsultDetailView } from '@/features/consult'

export default function Page() {
  return (
    <PageFrame>
      <ConsultDetailView />
    </PageFrame>
  )
}

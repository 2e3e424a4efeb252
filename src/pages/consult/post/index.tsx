import { PageFrame } from '@/components/page-frame'
import { ConsultPostView } from '@/features/consult'

export default function Page() {
  return (
    <PageFrame>
      <ConsultPostView />
    </PageFrame>
  )
}

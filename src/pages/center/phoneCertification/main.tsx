import { PageFrame } from '@/components/page-frame'
import { CertificationView } from '@/features/exhibitor'

export default function Page() {
  return (
    <PageFrame>
      <CertificationView />
    </PageFrame>
  )
}

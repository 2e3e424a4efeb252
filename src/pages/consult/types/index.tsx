import { PageFrame } from '@/components/page-frame'
import { ConsultTypesView } from '@/features/consult'

export default function Page() {
  return (
    <PageFrame>
      <ConsultTypesView />
    </PageFrame>
  )
}

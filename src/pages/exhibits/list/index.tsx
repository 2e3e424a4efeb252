import { NoData } from '@/components/notices'
import { PageFrame } from '@/components/page-frame'

export default function Page() {
  return (
    <PageFrame>
      <NoData />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { PlanList } from '@/features/plan'

export default function Page() {
  return (
    <PageFrame>
      <PlanList kind='exhibitors' />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { InterestsView } from '@/features/pairs'

export default function Page() {
  return (
    <PageFrame>
      <InterestsView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { SessionList } from '@/features/conference'

export default function Page() {
  return (
    <PageFrame>
      <SessionList />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { ProposeMeetingView } from '@/features/meetings'

export default function Page() {
  return (
    <PageFrame>
      <ProposeMeetingView />
    </PageFrame>
  )
}

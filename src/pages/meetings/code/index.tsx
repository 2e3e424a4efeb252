import { PageFrame } from '@/components/page-frame'
import { MeetingCodeView } from '@/features/meetings'

export default function Page() {
  return (
    <PageFrame>
      <MeetingCodeView />
    </PageFrame>
  )
}

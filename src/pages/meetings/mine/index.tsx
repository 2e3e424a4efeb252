import { PageFrame } from '@/components/page-frame'
import { MyMeetingsView } from '@/features/meetings'

export default function Page() {
  return (
    <PageFrame>
      <MyMeetingsView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { SpeakerView } from '@/features/conference'

export default function Page() {
  return (
    <PageFrame>
      <SpeakerView />
    </PageFrame>
  )
}

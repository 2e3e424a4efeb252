import { PageFrame } from '@/components/page-frame'
import { ChatView } from '@/features/pairs'

export default function Page() {
  return (
    <PageFrame>
      <ChatView />
    </PageFrame>
  )
}

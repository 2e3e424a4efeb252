import { PageFrame } from '@/components/page-frame'
import { HotSearchView } from '@/features/search'

export default function Page() {
  return (
    <PageFrame>
      <HotSearchView />
    </PageFrame>
  )
}

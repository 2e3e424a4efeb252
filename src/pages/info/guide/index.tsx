import { PageFrame } from '@/components/page-frame'
import { ContentPageView } from '@/features/content'

/** /guide: getting there, transport, hotels, opening hours, FAQ. */
export default function Page() {
  return (
    <PageFrame>
      <ContentPageView page='guide' />
    </PageFrame>
  )
}

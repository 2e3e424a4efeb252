import { PageFrame } from '@/components/page-frame'
import { ContentPageView } from '@/features/content'

/** /faq: the visitors' common questions, as the organiser keeps them on the server. */
export default function Page() {
  return (
    <PageFrame>
      <ContentPageView page='faq' />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { ContentPageView } from '@/features/content'

/** /about: the organiser, the show's history, contacts. */
export default function Page() {
  return (
    <PageFrame>
      <ContentPageView page='about' />
    </PageFrame>
  )
}

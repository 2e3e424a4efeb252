import { PageFrame } from '@/components/page-frame'
import { NewsListView } from '@/features/content'

/** /news/list: Show Info, the exhibition's news. */
export default function Page() {
  return (
    <PageFrame>
      <NewsListView />
    </PageFrame>
  )
}

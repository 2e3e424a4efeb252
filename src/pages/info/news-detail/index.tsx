import { PageFrame } from '@/components/page-frame'
import { NewsDetailView } from '@/features/content'

/** /news/detail?newsId=…: a news item. */
export default function Page() {
  return (
    <PageFrame>
      <NewsDetailView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { SearchResultsView } from '@/features/search'

export default function Page() {
  return (
    <PageFrame>
      <SearchResultsView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { DirectoryList } from '@/features/directory/components/directory-list'

export default function Page() {
  return (
    <PageFrame>
      <DirectoryList kind='products' />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { DirectoryList } from '@/features/directory'

export default function Page() {
  return (
    <PageFrame>
      <DirectoryList kind='exhibitors' />
    </PageFrame>
  )
}

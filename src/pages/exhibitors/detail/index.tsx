import { PageFrame } from '@/components/page-frame'
import { ExhibitorDetailView } from '@/features/detail'

export default function Page() {
  return (
    <PageFrame>
      <ExhibitorDetailView />
    </PageFrame>
  )
}

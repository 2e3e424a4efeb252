import { PageFrame } from '@/components/page-frame'
import { ListView } from '@/features/pairs'

export default function Page() {
  return (
    <PageFrame>
      <ListView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { BillboardView } from '@/features/rankings'

/** /billboard: the Billboard (龙虎榜). */
export default function Page() {
  return (
    <PageFrame>
      <BillboardView />
    </PageFrame>
  )
}

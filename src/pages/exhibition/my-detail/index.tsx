import { PageFrame } from '@/components/page-frame'
import { MyExhibitorView } from '@/features/exhibitor'

export default function Page() {
  return (
    <PageFrame>
      <MyExhibitorView />
    </PageFrame>
  )
}

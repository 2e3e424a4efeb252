import { PageFrame } from '@/components/page-frame'
import { ProductDetailView } from '@/features/detail'

export default function Page() {
  return (
    <PageFrame>
      <ProductDetailView />
    </PageFrame>
  )
}

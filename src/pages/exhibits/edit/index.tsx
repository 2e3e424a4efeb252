import { PageFrame } from '@/components/page-frame'
import { ProductEditView } from '@/features/exhibitor'
import { queryId, useRouteQuery } from '@/navigation'
import { NoData } from '@/components/notices'

/** ?productId=… edits a product; ?companyProfileId=… adds one to that exhibitor. */
export default function Page() {
  const query = useRouteQuery()
  const productId = queryId(query.productId)
  const companyProfileId = queryId(query.companyProfileId)
  return (
    <PageFrame>
      {productId || companyProfileId ? (
        <ProductEditView productId={productId} companyProfileId={companyProfileId} />
      ) : (
        <NoData />
      )}
    </PageFrame>
  )
}

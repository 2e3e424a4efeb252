import { PageFrame } from '@/components/page-frame'
import { ExhibitorEditView } from '@/features/exhibitor'
import { queryId, useRouteQuery } from '@/navigation'
import { NoData } from '@/components/notices'

export default function Page() {
  const id = queryId(useRouteQuery().companyProfileId)
  return <PageFrame>{id ? <ExhibitorEditView companyProfileId={id} /> : <NoData />}</PageFrame>
}

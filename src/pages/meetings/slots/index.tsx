import { PageFrame } from '@/components/page-frame'
import { NoData } from '@/components/notices'
import { MeetingSlotsView } from '@/features/meetings'
import { queryId, useRouteQuery } from '@/navigation'

export default function Page() {
  const id = queryId(useRouteQuery().companyProfileId)
  return <PageFrame>{id ? <MeetingSlotsView companyProfileId={id} /> : <NoData />}</PageFrame>
}

import { PageFrame } from '@/components/page-frame'
import { NoData } from '@/components/notices'
import { StandMeetingsView } from '@/features/meetings'
import { queryId, useRouteQuery } from '@/navigation'

export default function Page() {
  const id = queryId(useRouteQuery().companyProfileId)
  return <PageFrame>{id ? <StandMeetingsView companyProfileId={id} /> : <NoData />}</PageFrame>
}

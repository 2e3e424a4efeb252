import { PageFrame } from '@/components/page-frame'
import { MyExhibitorView } from '@/features/exhibitor'
import { LeadAnalyticsSection } from '@/features/leads'

// the exhibitor's totals, then per day beside the hall's and the show's medians (issue 28 item 5)
export default function Page() {
  return (
    <PageFrame>
      <MyExhibitorView extra={(mine) => <LeadAnalyticsSection companyProfileId={mine.companyProfileId} />} />
    </PageFrame>
  )
}

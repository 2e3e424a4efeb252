import { PageFrame } from '@/components/page-frame'
import { MyDataView } from '@/features/my-data'
import { LeadHoldersView } from '@/features/leads'

/** /my-data: what the server holds about the visitor; export it, or delete the account; who has their contact (issue 28). */
export default function Page() {
  return (
    <PageFrame>
      <MyDataView />
      <LeadHoldersView />
    </PageFrame>
  )
}

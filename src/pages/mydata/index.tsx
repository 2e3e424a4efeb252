import { PageFrame } from '@/components/page-frame'
import { MyDataView } from '@/features/my-data'

/** /my-data: what the server holds about the visitor; export it, or delete the account. */
export default function Page() {
  return (
    <PageFrame>
      <MyDataView />
    </PageFrame>
  )
}

import { PageFrame } from '@/components/page-frame'
import { RegisterView } from '@/features/visit'

/** /visit/register: visitor pre-registration and the e-badge. */
export default function Page() {
  return (
    <PageFrame>
      <RegisterView />
    </PageFrame>
  )
}

import { observer } from 'mobx-react'
import { PageFrame } from '@/components/page-frame'
import { ConsultListView, usePostAction } from '@/features/consult'

/** The enquiry pool (spec §2): the Post action in the native app's top bar, a floating button elsewhere. */
export default observer(function Page() {
  const post = usePostAction()
  return (
    <PageFrame topBar={post.topBar} onTopBarEvent={post.onTopBarEvent}>
      <ConsultListView floatingPost={post.floating} onPost={post.open} />
    </PageFrame>
  )
})

import { useState, type ComponentType } from 'react'
import { PartFailed } from '../lazy-part'
import { LoadingNotice } from '../notices'
import { PageFrame } from '../page-frame'

/**
 * The page opened when a page's code could not be fetched (platform/route-loading): the page's
 * own frame (title, back, header) with the translated retry notice. Retry fetches the code again
 * and, once it is there, shows the real page in its place. The previous page stays in the stack
 * with its data and scroll position, so Back returns to it as it was.
 */
export function routeRetryPage(retry: () => Promise<ComponentType>): ComponentType {
  return function RouteRetryPage() {
    const [state, setState] = useState<{ status: 'failed' | 'loading' } | { status: 'loaded'; Page: ComponentType }>({
      status: 'failed',
    })
    if (state.status === 'loaded') return <state.Page />
    const tryAgain = () => {
      setState({ status: 'loading' })
      retry().then(
        (Page) => setState({ status: 'loaded', Page }),
        () => setState({ status: 'failed' }),
      )
    }
    return (
      <PageFrame>{state.status === 'loading' ? <LoadingNotice /> : <PartFailed page onRetry={tryAgain} />}</PageFrame>
    )
  }
}

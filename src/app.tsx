import Taro, { useLaunch } from '@tarojs/taro'
import { type PropsWithChildren } from 'react'
import { AppProvider } from './app-context'
import { createAppServices, startAppServices } from './app-services'
import { routeRetryPage } from './components/route-retry'
import { installRouteLoading } from './platform/route-loading'
import './app.scss'
// H5: the styles of the first cards index.html draws before the app has loaded (src/boot)
import './boot/first-cards-styles'

// H5: a page whose code cannot be fetched opens with a retry notice instead of failing silently.
// Installed now, while the entry has not yet handed its route table to the router.
if (typeof window !== 'undefined') installRouteLoading(window, { fallback: routeRetryPage })

// One set of services per app instance, created before the router renders the first page so the
// not-found listener is in place for a deep link to an unknown path.
const services = createAppServices()
Taro.onPageNotFound((res) => {
  // The page never entered, so apply the query's language here for the alert's wording.
  services.store.language.adopt((res.query as Record<string, string> | undefined)?.language)
  void services.navigation.viewNotFound()
})

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    if (typeof window !== 'undefined' && services.navigation.redirectDesktop(window)) return
    // The entry URL's eventCode and language, before the first page mounts: its content effects
    // run (and request data) before the page frame's own show handler adopts the query.
    services.navigation.adopt(options?.query as Record<string, string | undefined> | undefined)
    void startAppServices(services)
  })

  return <AppProvider value={services}>{children}</AppProvider>
}

export default App

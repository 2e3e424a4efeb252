import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import type { TopBarEvent } from '../../../components/top-bar'
import { withQuery } from '../../../navigation'
import { findRoute, HOME_PATH } from '../../../routes'
import { HomeStore } from '../home-store'

/**
 * Everything /exhibition/detail needs, so the page file only composes: the home store, the
 * exhibition to show, sharing (H5 / native: the platform's share; weapp: the page's share message,
 * which the share button opens with open-type="share") and the native top bar's events.
 */
export function useHomePage() {
  const { api, store, platform } = useServices()
  const router = useRouter()
  const [home] = useState(() => new HomeStore(api))
  const eventCode = (router.params?.eventCode as string | undefined) || store.context.eventCode
  // an edition the address names (a reload, a shared link): a positive integer, else the current one
  const editionParam = Number(router.params?.eventEditionId)
  const editionId = Number.isInteger(editionParam) && editionParam > 0 ? editionParam : undefined

  const shareData = () => {
    const route = findRoute(HOME_PATH)!
    const query = { eventCode: eventCode || undefined, eventEditionId: home.chosenOtherEditionId }
    return {
      title: home.detail?.eventEditionName ?? store.language.t.appName,
      path: withQuery(platform.routeUrl(route), query),
    }
  }

  useShareAppMessage(() => shareData())

  const share = () =>
    void platform
      .share(shareData())
      .then((outcome) => {
        if (outcome === 'copied') platform.showToast(store.language.t.common.linkCopied)
      })
      .catch(() => platform.showToast(store.language.t.common.shareFailed))

  const onTopBarEvent = (event: TopBarEvent) => {
    if (event === 'share') share()
    if (event === 'switchEdition') home.setPickerOpen(true)
  }

  return { home, eventCode, editionId, share, onTopBarEvent }
}

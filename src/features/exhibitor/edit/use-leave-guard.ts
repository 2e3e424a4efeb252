import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { useServices } from '../../../app-context'
import '../../../i18n/sections/exhibitor'

/**
 * Leaving with unsaved changes asks first (issue 14): the app's Back (navigation.guardLeave), the
 * mini-program's own back (enableAlertBeforeUnload) and a browser's reload or close (beforeunload).
 */
export function useLeaveGuard(dirty: boolean) {
  const { navigation, platform, store } = useServices()
  const t = store.language.t
  useEffect(() => {
    if (!dirty) {
      platform.setLeaveAlert(null)
      return
    }
    platform.setLeaveAlert(t.exhibitor.leaveConfirm)
    const stop = navigation.guardLeave(() =>
      platform.confirm(t.exhibitor.leaveConfirm, { confirmText: t.exhibitor.leave, cancelText: t.exhibitor.stay }),
    )
    return () => {
      stop()
      platform.setLeaveAlert(null)
    }
  }, [dirty, navigation, platform, t])
  // a page under another (H5 keeps it mounted) does not guard the one on top
  useDidHide(() => platform.setLeaveAlert(null))
  useDidShow(() => {
    if (dirty) platform.setLeaveAlert(t.exhibitor.leaveConfirm)
  })
}

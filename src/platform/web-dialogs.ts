import Taro from '@tarojs/taro'

// Taro's H5 loading and modal (~7 KB gzip with their styles). Loaded on first
// use, or when the browser is idle after start-up (web-adapter.ts), so they are not on the first
// screen's path. Toasts and the action sheet are not here: the adapter draws them itself, so they
// show offline too.

export function showLoading(message: string): void {
  void Taro.showLoading({ title: message, mask: true })
}

export function hideLoading(): void {
  void Taro.hideLoading()
}

export async function showModal(options: {
  title?: string
  content: string
  showCancel?: boolean
  confirmText?: string
  cancelText?: string
}): Promise<boolean> {
  const res = await Taro.showModal(options)
  return res.confirm
}

import Taro from '@tarojs/taro'

// Taro's H5 toast, loading and modal (~7 KB gzip with their styles). Loaded on first use, or when
// the browser is idle after start-up (web-adapter.ts), so they are not on the first screen's path.

export function showToast(message: string, icon: 'success' | 'error' | 'none', duration: number): void {
  void Taro.showToast({ title: message, icon, duration })
}

export function showLoading(message: string): void {
  void Taro.showLoading({ title: message, mask: true })
}

export function hideLoading(): void {
  void Taro.hideLoading()
}

export async function showModal(options: {
  content: string
  showCancel?: boolean
  confirmText?: string
  cancelText?: string
}): Promise<boolean> {
  const res = await Taro.showModal(options)
  return res.confirm
}

/** Taro's clipboard shows its own "copied" toast, so it lives with the toasts. */
export async function copyToClipboard(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
}

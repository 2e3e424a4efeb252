/** The host's toasts, loading mask, questions and action sheet. */
export interface PlatformDialogs {
  showToast(message: string, options?: { icon?: 'success' | 'error' | 'none'; duration?: number }): void
  /** removes the toast on screen (the visitor moved on) */
  hideToast(): void
  showLoading(message?: string): void
  hideLoading(): void
  /** resolves true when the visitor confirmed; the button labels are the visitor's language (Taro's H5 defaults are Chinese) */
  /** `title`: a heading above the message (a confirmation that explains what happens) */
  confirm(message: string, options: { confirmText: string; cancelText: string; title?: string }): Promise<boolean>
  alert(message: string, options: { confirmText: string }): Promise<void>
  /**
   * The host's action sheet; resolves the chosen index, undefined when dismissed. `cancelText` is
   * the visitor's language (the mini-program's sheet is WeChat's own, in WeChat's language).
   */
  chooseAction(items: readonly string[], options: { cancelText: string }): Promise<number | undefined>
}

/** The screen's measures and scrolling. */
export interface PlatformScreen {
  /** status-bar height in design px, 750-wide (0 in a browser); the native app reports it so */
  getStatusBarHeight(): Promise<number>
  /** the window's size in CSS px (read here, not through Taro's system-info API, which costs bytes on H5) */
  windowSize(): { width: number; height: number }
  /**
   * Scrolls the page so the element `selector` (an id selector: '#field') starts `offsetTop` px
   * below the top of the screen (negative: that far above it is kept clear, e.g. of a bar over
   * the page). Nothing happens when there is no such element.
   */
  scrollToElement(selector: string, options: { offsetTop: number }): void
  /**
   * The page's language for assistive technology and the browser (H5: `<html lang>`, which
   * index.html starts as zh-CN); absent where there is no document (the mini-program).
   */
  setDocumentLanguage?(tag: 'zh-CN' | 'en'): void
  /**
   * The first page's own content has shown (ui.contentShown). H5: the first cards the boot script
   * drew ahead of the app (index.html, src/boot/painted-cards.ts) go, the app's own in their place.
   * Absent where nothing draws ahead of the app (the mini-program).
   */
  firstContentShown?(): void
}

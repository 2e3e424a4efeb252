// The first cards the boot script (src/boot, inlined in index.html) draws from its early request,
// before the app has rendered: a layer outside #app, gone once the page's own first content shows.
// Both sides meet here: the boot script draws the layer only while the app has not said so yet, and
// the web adapter drops it when it does (platform.firstContentShown).

/** the layer's element id (a direct child of <body>, beside #app) */
export const BOOT_CARDS_ID = 'boot-cards'
/** set on <html> once the page's first content has shown: a late answer draws nothing */
const CONTENT_SHOWN_ATTRIBUTE = 'data-content-shown'

/** Whether the page's own content has shown (the layer would only cover it). */
export function pageContentShown(doc: Document): boolean {
  return doc.documentElement.hasAttribute(CONTENT_SHOWN_ATTRIBUTE)
}

/** The page's own first content has shown: the boot script's cards go, and none come later. */
export function dropBootCards(doc: Document): void {
  doc.documentElement.setAttribute(CONTENT_SHOWN_ATTRIBUTE, '')
  doc.getElementById(BOOT_CARDS_ID)?.remove()
}

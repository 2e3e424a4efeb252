// Drawn by the web adapter itself (no chunk to fetch, so it works offline), a few hundred bytes.

/**
 * A bottom action sheet with the visitor's own wording for Cancel (Taro's H5 sheet always reads
 * 取消). Resolves the chosen index, or undefined when dismissed.
 */
export function showActionSheet(
  doc: Document,
  items: readonly string[],
  cancelText: string,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    const root = doc.createElement('div')
    root.className = 'app-action-sheet'
    root.setAttribute('role', 'dialog')
    root.style.cssText =
      'position:fixed;inset:0;z-index:10001;display:flex;flex-direction:column;justify-content:flex-end'
    const mask = doc.createElement('div')
    mask.style.cssText = 'position:absolute;inset:0;background:rgba(0,0,0,.45)'
    const sheet = doc.createElement('div')
    sheet.style.cssText =
      'position:relative;background:#f5f6f8;border-radius:12px 12px 0 0;overflow:hidden;' +
      'padding-bottom:env(safe-area-inset-bottom)'
    const cell = (text: string, index: number | undefined, extra = '') => {
      const el = doc.createElement('div')
      el.setAttribute('role', 'button')
      el.textContent = text
      el.style.cssText =
        'min-height:52px;line-height:24px;padding:14px 16px;box-sizing:border-box;text-align:center;font-size:16px;' +
        `color:#1d2129;background:#fff;overflow-wrap:anywhere;${extra}`
      el.onclick = () => close(index)
      return el
    }
    items.forEach((text, i) => sheet.appendChild(cell(text, i, i > 0 ? 'border-top:1px solid #e5e6eb' : '')))
    sheet.appendChild(cell(cancelText, undefined, 'margin-top:8px'))
    mask.onclick = () => close(undefined)
    root.appendChild(mask)
    root.appendChild(sheet)
    doc.body.appendChild(root)
    function close(index: number | undefined) {
      root.remove()
      resolve(index)
    }
  })
}

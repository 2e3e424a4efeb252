// The mini-program (and jest) take the sheet with the page: weapp builds do not split chunks, and
// WeChat is the host that asks for it. The H5 build loads it on first use (lazy-privacy-sheet.h5.tsx).
export { PrivacySheet as PrivacySheetSlot } from './index'

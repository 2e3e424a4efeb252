import { lazyPart } from '../lazy-part'

// Loaded when first shown: only a host with a privacy authorization (WeChat) asks for the sheet, so
// on H5 the sheet and its words (both languages) stay out of every first load (bench:size).
export const PrivacySheetSlot = lazyPart(() =>
  import(/* webpackChunkName: "privacy-sheet" */ './index').then((m) => m.PrivacySheet),
)

// The words a directory card shows beside the server's own (names, halls), in both languages. The
// dictionaries take them from here, and so does the boot script (src/boot), which draws the first
// cards before the app has loaded and must stay a few KB: the dictionaries themselves are too big.
import type { Language } from './language'

export interface CardWords {
  /** before a stand number: 展位 1A12 */
  stand: string
  /** an exhibitor the visitor collected */
  collectedMark: string
  /** a product in the visitor's plan */
  inPlanMark: string
}

export const CARD_WORDS: Record<Language, CardWords> = {
  'ZH-CN': { stand: '展位', collectedMark: '已收藏', inPlanMark: '已加入我的计划' },
  EN: { stand: 'Stand', collectedMark: 'Collected', inPlanMark: 'In my plan' },
}

/**
 * The content check every matchmaking card text and chat message passes before it is stored or
 * delivered (issue 12). A provider answers whether a text may be shown to other people.
 *
 * The default provider refuses texts containing a configured keyword (CONTENT_KEYWORDS or
 * CONTENT_KEYWORDS_FILE, else DEFAULT_KEYWORDS). A mini-program deployment can pass its own provider
 * to buildApp (`contentCheck`), e.g. one calling WeChat's msgSecCheck: docs/api.md ("Matchmaking and
 * chat", Content check) shows how.
 */
export interface ContentCheckInput {
  text: string
  /** what the text is: a card field or a chat message (a provider may be stricter for one) */
  scene: 'card' | 'message'
  /** the author (a provider may need to map them to an openid; never sent in a log) */
  userId: string
}

export interface ContentCheck {
  /** true when the text may be stored and shown; rejects only when the provider could not decide */
  allows(input: ContentCheckInput): Promise<boolean>
}

/** A few obvious abuse words; deployments configure their own list. */
export const DEFAULT_KEYWORDS = ['赌博', '博彩', '代开发票', '色情', 'gambling', 'casino', 'porn', 'escort service']

/** Folds the tricks that hide a word from a plain substring test: width, case, spaces and punctuation between letters. */
export function normaliseForCheck(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
}

export class KeywordContentCheck implements ContentCheck {
  private readonly words: string[]
  constructor(keywords: readonly string[]) {
    this.words = keywords.map(normaliseForCheck).filter(Boolean)
  }
  async allows({ text }: ContentCheckInput): Promise<boolean> {
    const folded = normaliseForCheck(text)
    return !this.words.some((w) => folded.includes(w))
  }
}

/**
 * The content check every matchmaking card text, chat message, RFQ text and reply to an RFQ passes
 * before it is stored or delivered (issues 12 and 23). A provider answers whether a text may be shown to other people.
 *
 * The default provider refuses texts containing a configured keyword (CONTENT_KEYWORDS or
 * CONTENT_KEYWORDS_FILE, else DEFAULT_KEYWORDS). A mini-program deployment can pass its own provider
 * to buildApp (`contentCheck`), e.g. one calling WeChat's msgSecCheck: docs/api.md ("Matchmaking and
 * chat", Content check) shows how.
 */
export interface ContentCheckInput {
  text: string
  /** what the text is: a matchmaking card field, a chat message, an RFQ's text or a reply to an RFQ */
  scene: 'card' | 'message' | 'rfq' | 'rfqReply' | 'meeting'
  /** the author (a provider may need to map them to an openid; never sent in a log) */
  userId: string
}

export interface ContentCheck {
  /** true when the text may be stored and shown; rejects only when the provider could not decide */
  allows(input: ContentCheckInput): Promise<boolean>
}

/** A few obvious abuse words; deployments configure their own list. */
export const DEFAULT_KEYWORDS = ['赌博', '博彩', '代开发票', '色情', 'gambling', 'casino', 'porn', 'escort service']

/**
 * Folds the tricks that hide a word from a plain substring test: width and compatibility forms
 * (NFKC), case, and anything drawn as nothing or as a separator between the letters — spaces,
 * punctuation, symbols, the invisible format characters (\p{Cf}: zero-width space U+200B, soft
 * hyphen U+00AD, word joiner U+2060, direction marks …) and stray combining marks NFKC could not
 * fold into a letter (\p{Mn}, e.g. U+034F). "online casi\u200Bno" reads "casino" to a person, and
 * so it must to the check. Keywords are folded the same way, so a word with such marks still
 * matches itself.
 */
export function normaliseForCheck(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}\p{Cf}\p{Mn}]+/gu, '')
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

/**
 * Whether every text one author wrote may be shown, asked in order and stopping at the first
 * refused; blank texts show nothing and are not asked about. Each route answers its own refusal.
 */
export async function allAllowed(
  check: ContentCheck,
  userId: string,
  scene: ContentCheckInput['scene'],
  texts: ReadonlyArray<string | undefined>,
): Promise<boolean> {
  for (const text of texts) {
    if (text?.trim() && !(await check.allows({ text, scene, userId }))) return false
  }
  return true
}

export interface ShareData {
  title: string
  path: string
  imageUrl?: string
  desc?: string
}

/** What a share did: a host's share sheet, the link copied (the caller says so), or nothing. */
export type ShareOutcome = 'shared' | 'copied' | 'none'

/** Sharing a page, and the clipboard. */
export interface PlatformShare {
  share(data: ShareData): Promise<ShareOutcome>
  /** puts text on the clipboard; the caller shows its own translated confirmation */
  copyText(text: string): Promise<void>
}

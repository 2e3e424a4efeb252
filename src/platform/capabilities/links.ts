/** Leaving the app for the host's dialler, browser or media player. */
export interface PlatformLinks {
  /** calls a phone number with the host's dialler */
  dial(phoneNumber: string): void
  openLink(url: string): void
  openMedia(url: string): void
}

export interface OutboxSms {
  phone: string
  text: string
  /** the file's mtime, ms */
  at: number
  name: string
}
export function smsOutboxDir(dataDir: string): string
export function smsTexts(dataDir: string, options?: { phone?: string; after?: number }): OutboxSms[]
export function newestSmsCode(dataDir: string, phone: string, after?: number): string | null
export function waitForSmsCode(
  dataDir: string,
  phone: string,
  options?: { after?: number; timeoutMs?: number; intervalMs?: number },
): Promise<string>

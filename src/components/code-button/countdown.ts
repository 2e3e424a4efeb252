/**
 * The verification code's wait, on the wall clock: a send at `sentAt` allows the next one
 * `waitSeconds` later. Counted from the clock rather than by ticks, so the countdown is right after
 * the visitor switched to the SMS app and back (timers pause in the background), and after a reload
 * (the send time is kept in storage).
 */
export interface CodeSend {
  /** the number the code went to: the wait applies to it only */
  phone: string
  /** epoch ms */
  sentAt: number
  waitSeconds: number
}

/** Whole seconds left before another code may be asked for this phone (0: now). */
export function secondsLeft(send: CodeSend | null, phone: string, now: number): number {
  if (!send || send.phone !== phone.trim()) return 0
  const left = Math.ceil((send.sentAt + send.waitSeconds * 1000 - now) / 1000)
  return Math.max(0, Math.min(send.waitSeconds, left))
}

/**
 * Reads a kept send; anything unreadable is no send. With an owner (the visitor id the send was
 * kept for), a send kept for anyone else is no send: their number is not offered to this visitor.
 */
export function parseSend(raw: string | undefined, owner?: string): CodeSend | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<CodeSend> & { owner?: unknown }
    if (owner !== undefined && v.owner !== owner) return null
    return typeof v.phone === 'string' && typeof v.sentAt === 'number' && typeof v.waitSeconds === 'number'
      ? { phone: v.phone, sentAt: v.sentAt, waitSeconds: v.waitSeconds }
      : null
  } catch {
    return null
  }
}

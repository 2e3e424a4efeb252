import { format, type BaseLang, type Language } from '../../i18n'
import type { EnquiryStatus } from '../../../types/api'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** When an RFQ was posted, as people say it: just now, 5 min ago, 3 h ago, 2 days ago, then the date. */
export function postedAgo(iso: string, now: number, t: BaseLang['consult'], language: Language): string {
  const at = Date.parse(iso)
  if (!Number.isFinite(at)) return ''
  const age = Math.max(0, now - at)
  if (age < MINUTE) return t.justNow
  if (age < HOUR) return format(t.minutesAgo, { count: Math.floor(age / MINUTE) })
  if (age < DAY) return format(t.hoursAgo, { count: Math.floor(age / HOUR) })
  if (age < 7 * DAY) return format(t.daysAgo, { count: Math.floor(age / DAY) })
  return day(iso, language)
}

/** A calendar date in the exhibitions' time zone (UTC+8): 2026-11-22 / 2026年11月22日. */
export function day(iso: string, language: Language): string {
  const at = Date.parse(iso)
  if (!Number.isFinite(at)) return ''
  const [y, m, d] = new Date(at + 8 * HOUR).toISOString().slice(0, 10).split('-')
  return language === 'EN' ? `${y}-${m}-${d}` : `${y}年${Number(m)}月${Number(d)}日`
}

/** 20000 → 20,000 (grouping written out: the mini-program's engine has no Intl). */
export function amount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function statusLabel(status: EnquiryStatus, t: BaseLang['consult']): string {
  switch (status) {
    case 'OPEN':
      return t.statusOpen
    case 'RESPONDED':
      return t.statusResponded
    case 'CLOSED':
      return t.statusClosed
    case 'EXPIRED':
      return t.statusExpired
  }
}

/** Likes and messages only while an RFQ is open. */
export function isOpen(status: EnquiryStatus): boolean {
  return status === 'OPEN' || status === 'RESPONDED'
}

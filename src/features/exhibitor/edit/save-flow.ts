import type { BaseLang } from '../../../i18n'
import { format } from '../../../i18n'
import type { PlatformDialogs } from '../../../platform/types'
import { ApiError } from '../../../services/api'
import { changeExcerpt } from '../../../utils/word-diff'
import type { EditModel } from './edit-model'
import '../../../i18n/sections/exhibitor'

export type SaveOutcome = 'saved' | 'unchanged' | 'invalid' | 'cancelled' | 'failed'

export interface SaveDeps<F extends object> {
  model: EditModel<F>
  platform: Pick<PlatformDialogs, 'showToast'>
  /** shows the changes and answers whether to send them (the review dialog, use-review.tsx) */
  review: (lines: string[]) => Promise<boolean>
  t: BaseLang
  /** the field's name as the exhibitor reads it */
  label: (key: keyof F) => string
  /** sends the changed fields; answers the form as the server stored it */
  send: (patch: Partial<F>) => Promise<F>
  /** what the server's refusal means for the grant (401: verify again) */
  onRefused?: (error: ApiError) => void
  /** the toast after a save */
  savedText?: string
}

/** A value's text as the review compares it; null for pictures, lists and numbers (only "changed"). */
function textOf(value: unknown): string | null {
  if (Array.isArray(value)) return null
  if (typeof value === 'number') return null
  const text = String(value ?? '').trim()
  if (/^(\/uploads\/|\/media\/|https?:\/\/\S+\.(png|jpe?g|gif|webp|svg)$)/i.test(text)) return null
  return text
}

/**
 * The review shown before a save: one line per changed field. A text shows the changed words with
 * a few words around them on each side (utils/word-diff.ts), so an edit in the middle of a long
 * introduction is seen, not the same first characters twice (issue 22 item 11).
 */
export function describeChanges<F extends object>(model: EditModel<F>, t: BaseLang, label: (key: keyof F) => string) {
  return model.changes.map((key) => {
    const from = textOf(model.original[key])
    const to = textOf(model.values[key])
    if (from === null || to === null) return `${label(key)}: ${t.exhibitor.changed}`
    if (!from || !to) return `${label(key)}: ${from || t.exhibitor.emptyValue} → ${to || t.exhibitor.emptyValue}`
    const cut = changeExcerpt(from, to)
    return `${label(key)}: ${cut.from || t.exhibitor.emptyValue} → ${cut.to || t.exhibitor.emptyValue}`
  })
}

/**
 * Save (issue 14): nothing to save says so; broken rules are shown by their fields and nothing is
 * sent; the changes are listed for the exhibitor to confirm; a refusal or a lost connection keeps
 * every edit in the form (the model is committed only with the server's answer).
 */
export async function saveEdits<F extends object>(deps: SaveDeps<F>): Promise<SaveOutcome> {
  const { model, platform, t } = deps
  if (model.saving) return 'cancelled'
  if (!model.dirty) {
    platform.showToast(t.exhibitor.noChanges)
    return 'unchanged'
  }
  model.markSubmitted()
  if (!model.valid) {
    platform.showToast(t.exhibitor.fixErrors)
    return 'invalid'
  }
  const lines = describeChanges(model, t, deps.label)
  if (!(await deps.review(lines))) return 'cancelled'
  model.setSaving(true)
  try {
    const saved = await deps.send(model.patch)
    model.commit(saved)
    platform.showToast(deps.savedText ?? t.exhibitor.saved)
    return 'saved'
  } catch (error) {
    if (error instanceof ApiError) deps.onRefused?.(error)
    // the request client toasted the server's reason; this says the edits are still here
    const reason = error instanceof ApiError && error.kind === 'business' ? error.message : ''
    platform.showToast(reason ? `${t.exhibitor.saveFailed}\n${reason}` : t.exhibitor.saveFailed)
    return 'failed'
  } finally {
    model.setSaving(false)
  }
}

export { format }

import type { BaseLang } from '../../../i18n'
import { format } from '../../../i18n'
import type { PlatformAdapter } from '../../../platform/types'
import { ApiError } from '../../../services/api'
import type { EditModel } from './edit-model'
import '../../../i18n/sections/exhibitor'

export type SaveOutcome = 'saved' | 'unchanged' | 'invalid' | 'cancelled' | 'failed'

export interface SaveDeps<F extends object> {
  model: EditModel<F>
  platform: Pick<PlatformAdapter, 'showToast'>
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

const SHORT = 24

/** A value as the review lists it: texts shortened, pictures and lists only "changed". */
function shown(value: unknown, t: BaseLang): string | null {
  if (Array.isArray(value)) return null
  if (typeof value === 'number') return null
  const text = String(value ?? '').trim()
  if (!text) return t.exhibitor.emptyValue
  if (/^(\/uploads\/|\/media\/|https?:\/\/\S+\.(png|jpe?g|gif|webp|svg)$)/i.test(text)) return null
  const chars = Array.from(text)
  return chars.length > SHORT
    ? `${chars
        .slice(0, SHORT - 1)
        .join('')
        .trimEnd()}…`
    : text
}

/** The review shown before a save: one line per changed field. */
export function describeChanges<F extends object>(model: EditModel<F>, t: BaseLang, label: (key: keyof F) => string) {
  return model.changes.map((key) => {
    const from = shown(model.original[key], t)
    const to = shown(model.values[key], t)
    return from === null || to === null ? `${label(key)}: ${t.exhibitor.changed}` : `${label(key)}: ${from} → ${to}`
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

import { makeAutoObservable } from 'mobx'
import type { EditRuleKey } from '../../../../rules'

/**
 * The state of an edit form (company or product): what was loaded, what the exhibitor typed, the
 * rules' verdict per field, and what changed. Pure: the views and save flow (save-flow.ts) use it,
 * and tests drive it without a screen.
 */
export class EditModel<F extends object> {
  original: F
  values: F
  /** the fields the exhibitor has left (or every field, once they tried to save) */
  private touched = new Set<keyof F>()
  submitted = false
  saving = false

  constructor(
    original: F,
    private readonly validate: (form: F) => Partial<Record<keyof F, EditRuleKey>>,
  ) {
    this.original = clone(original)
    this.values = clone(original)
    makeAutoObservable<EditModel<F>, 'validate'>(this, { validate: false })
  }

  set<K extends keyof F>(key: K, value: F[K]): void {
    this.values = { ...this.values, [key]: value }
    this.touched.add(key)
  }

  /** every rule a field breaks now */
  get allErrors(): Partial<Record<keyof F, EditRuleKey>> {
    return this.validate(this.values)
  }

  /** the errors shown: as the exhibitor types (fields they changed), every one after a save attempt */
  get errors(): Partial<Record<keyof F, EditRuleKey>> {
    const all = this.allErrors
    if (this.submitted) return all
    const shown: Partial<Record<keyof F, EditRuleKey>> = {}
    for (const key of Object.keys(all) as Array<keyof F>) if (this.touched.has(key)) shown[key] = all[key]
    return shown
  }

  get valid(): boolean {
    return Object.keys(this.allErrors).length === 0
  }

  /** the fields whose value differs from what was loaded, in the form's order */
  get changes(): Array<keyof F> {
    return (Object.keys(this.values) as Array<keyof F>).filter((k) => !same(this.values[k], this.original[k]))
  }

  get dirty(): boolean {
    return this.changes.length > 0
  }

  /** only what changed, for the update call */
  get patch(): Partial<F> {
    const out: Partial<F> = {}
    for (const k of this.changes) out[k] = this.values[k]
    return out
  }

  /** the server took the edits: they are the new starting point */
  commit(saved: F): void {
    this.original = clone(saved)
    this.values = clone(saved)
    this.touched.clear()
    this.submitted = false
  }

  setSaving(saving: boolean): void {
    this.saving = saving
  }

  markSubmitted(): void {
    this.submitted = true
  }
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b)
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim()
  return a === b
}

function clone<F extends object>(f: F): F {
  const out = { ...f }
  for (const k of Object.keys(out) as Array<keyof F>) {
    const v = out[k]
    if (Array.isArray(v)) out[k] = [...v] as F[keyof F]
  }
  return out
}

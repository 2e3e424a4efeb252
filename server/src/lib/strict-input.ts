/**
 * Strict reading of request input. Query strings, path parameters and form bodies arrive as text;
 * they are turned into the numbers their schema asks for here, by exact rules, instead of Ajv's
 * coercion, which took '0x10' for 16, '' or null for 0, 'true' or [1] for the flag 1 and '1e309' for
 * Infinity. JSON bodies are not coerced at all: their types must be right.
 */

type Schema = {
  type?: string | string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  const?: unknown
  items?: Schema
  properties?: Record<string, Schema>
}

const INTEGER = /^-?(0|[1-9]\d{0,15})$/
const DECIMAL = /^-?(0|[1-9]\d{0,15})(\.\d{1,16})?$/

function wantsNumber(s: Schema): 'integer' | 'number' | null {
  if (s.type === 'integer') return 'integer'
  if (s.type === 'number') return 'number'
  if (typeof s.const === 'number') return Number.isInteger(s.const) ? 'integer' : 'number'
  const branches = s.anyOf ?? s.oneOf
  if (branches) {
    const kinds = branches.map(wantsNumber)
    if (kinds.includes('number')) return 'number'
    if (kinds.includes('integer')) return 'integer'
  }
  return null
}

function isArraySchema(s: Schema): boolean {
  return s.type === 'array' || !!(s.anyOf ?? s.oneOf)?.some((b) => b.type === 'array')
}

function itemsOf(s: Schema): Schema | undefined {
  return s.type === 'array' ? s.items : (s.anyOf ?? s.oneOf)?.find((b) => b.type === 'array')?.items
}

/** One text value as its schema wants it: a number only when the text is exactly one. */
function coerceText(s: Schema, value: string): unknown {
  const kind = wantsNumber(s)
  if (kind === 'integer' && INTEGER.test(value)) {
    const n = Number(value)
    return Number.isSafeInteger(n) ? n : value
  }
  if (kind === 'number' && DECIMAL.test(value)) {
    const n = Number(value)
    return Number.isFinite(n) ? n : value
  }
  return value
}

/**
 * The values of a text object (query, params, form body) converted for its schema. A repeated key
 * (an array) stays an array unless the schema wants a list, so validation refuses it.
 */
export function coerceTextObject(schema: unknown, data: unknown): unknown {
  const props = (schema as Schema | undefined)?.properties
  if (!props || !data || typeof data !== 'object' || Array.isArray(data)) return data
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) }
  for (const [key, prop] of Object.entries(props)) {
    const v = out[key]
    if (v === undefined) continue
    if (isArraySchema(prop)) {
      const items = itemsOf(prop) ?? {}
      // a list in a form field arrives as one value, several values, or a comma list the handler splits
      if (Array.isArray(v)) out[key] = v.map((x) => (typeof x === 'string' ? coerceText(items, x) : x))
      else if (typeof v === 'string' && prop.type === 'array') out[key] = [coerceText(items, v)]
    } else if (typeof v === 'string') {
      out[key] = coerceText(prop, v)
    }
  }
  return out
}

/** Deepest nesting of arrays and objects in a JSON text, stopping as soon as it passes `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true
    } else if (c === 93 || c === 125) depth--
  }
  return false
}

/** True when any string in the value (keys included) holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (!value || typeof value !== 'object' || depth > 64) return false
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1))
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1))
}

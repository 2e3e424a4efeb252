import fs from 'node:fs'

/**
 * Response schemas generated from types/api.ts (scripts/gen-response-schemas.ts): the 200 answer of
 * every JSON route is serialised through them, so only contract fields are ever sent.
 */
const schemas: Record<string, Record<string, unknown>> = JSON.parse(
  fs.readFileSync(new URL('./responses.json', import.meta.url), 'utf8'),
)
for (const s of Object.values(schemas)) delete s.$schema

export function R(name: string): { 200: Record<string, unknown> } {
  const schema = schemas[name]
  if (!schema) throw new Error(`No response schema ${name}: run npm --prefix server run gen:schemas`)
  return { 200: schema }
}

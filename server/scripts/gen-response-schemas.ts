/**
 * npm --prefix server run gen:schemas — JSON Schemas of every response type of types/api.ts
 * (…Response), written to src/schemas/responses.json and used as the routes' response schemas
 * (fast serialisation; a field outside the contract is never sent). Re-run after changing types/api.ts;
 * test/contract.test.ts fails when the file is stale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createGenerator } from 'ts-json-schema-generator'

const here = path.dirname(fileURLToPath(import.meta.url))
export const RESPONSES_FILE = path.join(here, '..', 'src', 'schemas', 'responses.json')

export function generateResponseSchemas(): string {
  const file = path.join(here, '..', '..', 'types', 'api.ts')
  const generator = createGenerator({
    path: file,
    tsconfig: path.join(here, '..', 'tsconfig.json'),
    type: '*',
    expose: 'none',
    topRef: false,
    skipTypeCheck: true,
    additionalProperties: false,
  })
  const source = fs.readFileSync(file, 'utf8')
  const names = [...source.matchAll(/export type (\w+Response) = /g)].map((m) => m[1]!)
  const out: Record<string, unknown> = {}
  for (const name of names) out[name] = generator.createSchema(name)
  return JSON.stringify(out, null, 1) + '\n'
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(RESPONSES_FILE, generateResponseSchemas())
  console.log(`wrote ${RESPONSES_FILE}`)
}

/**
 * npm --prefix server run gen:schemas — JSON Schemas of every response type of the contract
 * (types/api/<resource>.ts, each `…Response`), used as the routes' response schemas (fast
 * serialisation; a field outside the contract is never sent). Re-run after changing a contract
 * module; test/contract.test.ts fails when the files are stale.
 *
 * Each named contract type is written once, in src/schemas/responses/definitions.ts, which the app
 * registers with `addSchema` (id `api`); the per-resource modules src/schemas/responses/<resource>.ts
 * only point at it (`api#/definitions/Name`) and wrap the payload in the envelope. Before, every
 * response carried its own inline copy of every type it used (`expose: 'none'`), ~9,600 lines.
 * Anonymous inline types (`{ … }[]` inside a response) stay inline where they are used: their
 * generated names are source offsets, which would change with every edit of the contract.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { createGenerator } from 'ts-json-schema-generator'
import { API_SCHEMA_ID, envelope } from '../src/schemas/response.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const contractDir = path.join(here, '..', '..', 'types', 'api')
export const RESPONSES_DIR = path.join(here, '..', 'src', 'schemas', 'responses')

type Schema = Record<string, unknown>
const LOCAL = '#/definitions/'
const ENVELOPE = /^ApiEnvelope<(.*)>$/
/** names the generator makes up for anonymous types (from source offsets) */
const ANONYMOUS = /^def-/

/** A definition name as it may stand in a $ref path: `ListPage<NewsItem>` → `ListPage.NewsItem`. */
const refName = (name: string) => name.replace(/[<>(),|[\] ]+/g, '.').replace(/\.+$/, '')

/** The generated modules: file name → source text. */
export async function generateResponseSchemas(): Promise<Map<string, string>> {
  const generator = createGenerator({
    path: path.join(contractDir, '*.ts'),
    tsconfig: path.join(here, '..', 'tsconfig.json'),
    type: '*',
    expose: 'export',
    topRef: true,
    // descriptions belong to the types (the one source); serialisation needs none of them
    jsDoc: 'none',
    skipTypeCheck: true,
    additionalProperties: false,
  })
  const all = (generator.createSchema('*').definitions ?? {}) as Record<string, Schema>
  const target = (ref: string) => {
    const name = decodeURIComponent(ref.slice(LOCAL.length))
    if (!(name in all)) throw new Error(`unknown definition ${name}`)
    return name
  }
  const shared = new Map<string, Schema>()

  /** `schema` with its local $refs pointing at the shared definitions (anonymous ones inlined). */
  const rewrite = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(rewrite)
    if (!schema || typeof schema !== 'object') return schema
    const ref = (schema as Schema).$ref
    if (typeof ref === 'string' && ref.startsWith(LOCAL)) {
      const name = target(ref)
      if (ANONYMOUS.test(name) || ENVELOPE.test(name)) return rewrite(all[name])
      share(name)
      return { $ref: `${API_SCHEMA_ID}#/definitions/${refName(name)}` }
    }
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, rewrite(v)]))
  }
  const share = (name: string) => {
    const key = refName(name)
    if (shared.has(key)) return
    shared.set(key, {}) // placeholder first: a type may refer to itself
    shared.set(key, rewrite(all[name]) as Schema)
  }

  /** A response's schema as source text: the envelope around its payload, or a reference. */
  const responseSource = (name: string): string => {
    let schema = all[name]!
    // a response type is an alias: follow it to the envelope (or the bare payload)
    while (typeof schema.$ref === 'string' && Object.keys(schema).length === 1) {
      const next = target(schema.$ref)
      const m = ENVELOPE.exec(next)
      if (m) {
        const expanded = all[next]!
        const payload = (expanded.properties as Schema).resultList
        // the generic envelope is written once, in response.ts; it must be what the type says
        if (!isDeepStrictEqual(envelope(payload as Schema, LOCAL), expanded))
          throw new Error(`${next} is not the envelope of response.ts (change envelope() to match types/api/common.ts)`)
        share('ApiResultCode')
        return `envelope(${JSON.stringify(rewrite(payload))})`
      }
      if (ANONYMOUS.test(next)) schema = all[next]!
      else return JSON.stringify(rewrite(schema))
    }
    return JSON.stringify(rewrite(schema))
  }

  const out = new Map<string, string>()
  for (const file of fs.readdirSync(contractDir).sort()) {
    const resource = file.replace(/\.ts$/, '')
    const source = fs.readFileSync(path.join(contractDir, file), 'utf8')
    const names = [...source.matchAll(/export type (\w+Response) = /g)].map((m) => m[1]!)
    if (!names.length) continue
    const consts = names.map((name) => `export const ${name} = responseSchema<C.${name}>(${responseSource(name)})\n`)
    const helpers = consts.some((c) => c.includes('>(envelope(')) ? 'envelope, responseSchema' : 'responseSchema'
    out.set(
      `${resource}.ts`,
      `// Generated by \`npm --prefix server run gen:schemas\` from types/api/${file}: do not edit.\n` +
        `import type * as C from '../../../../types/api/${resource}.js'\n` +
        `import { ${helpers} } from '../response.js'\n\n` +
        consts.join('\n'),
    )
  }
  const definitions = Object.fromEntries([...shared].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  out.set(
    'definitions.ts',
    `// Generated by \`npm --prefix server run gen:schemas\` from types/api/*.ts: do not edit.\n` +
      `// Every named contract type a response uses, once; registered by app.ts with addSchema.\n` +
      `export const apiDefinitions = ${JSON.stringify({ $id: API_SCHEMA_ID, definitions })}\n`,
  )
  // written in the house format (.prettierrc), like the code they sit beside
  const options = { ...(await prettier.resolveConfig(path.join(RESPONSES_DIR, 'x.ts'))), parser: 'typescript' }
  for (const [file, text] of out) out.set(file, await prettier.format(text, options))
  return out
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.rmSync(RESPONSES_DIR, { recursive: true, force: true })
  fs.mkdirSync(RESPONSES_DIR, { recursive: true })
  for (const [file, text] of await generateResponseSchemas()) fs.writeFileSync(path.join(RESPONSES_DIR, file), text)
  console.log(`wrote ${RESPONSES_DIR}`)
}

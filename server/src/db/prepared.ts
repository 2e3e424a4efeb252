import type { Compilable, CompiledQuery, Kysely, QueryResult, Transaction } from 'kysely'
import type { DB } from './schema.js'

/** Marks a value of the query as a parameter: unique text no caller ever passes. */
const SENTINEL = '\u0000prepared-parameter:'

type Executor = Kysely<DB> | Transaction<DB>

/**
 * The SQL text of every compiled hot query, with the name PostgreSQL keeps it under: the pool's
 * connections run these as named (server-side) prepared statements (db/index.ts), parsed and
 * planned once per connection instead of on every call. Only these texts: they are a fixed few,
 * while a query built per call (an `in` list of any length) would leave a statement per shape on
 * every connection.
 */
export const hotStatements = new Map<string, string>()

/**
 * A query built and compiled once and then run with new values. Kysely builds its operation tree,
 * walks it and writes the SQL again on every call: on the hot paths of a rush (a booking refused
 * as full runs two queries) that was a large part of the request's CPU. The query is built with a
 * placeholder for each named value, compiled at its first use, and each later call puts the values
 * where the placeholders were in the compiled parameters; constants of the query (an `in` list of
 * statuses) stay as compiled. The SQL text is the same every call, so SQLite's statement cache
 * (db/index.ts) and PostgreSQL see one statement.
 *
 * A value used as a parameter only: a placeholder cannot decide the query's shape (an empty `in`
 * list, a `null` turned into `is null`); such queries are built per call as before.
 */
export function prepared<A extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, values: { readonly [K in keyof A]: A[K] }) => Compilable<R>,
) {
  let compiled: { query: CompiledQuery<R>; slots: Array<keyof A | null> } | null = null
  const compile = (db: Kysely<DB>) => {
    const names = new Proxy({} as { [K in keyof A]: A[K] }, {
      get: (_t, key) => `${SENTINEL}${String(key)}`,
    })
    const query = build(db, names).compile()
    if (!hotStatements.has(query.sql)) hotStatements.set(query.sql, `expo_hot_${hotStatements.size + 1}`)
    const slots = query.parameters.map((p) =>
      typeof p === 'string' && p.startsWith(SENTINEL) ? (p.slice(SENTINEL.length) as keyof A) : null,
    )
    return { query, slots }
  }
  return {
    /** Runs the query on the database or inside a transaction (compiled once, on the first call's). */
    async run(db: Executor, values: A): Promise<QueryResult<R>> {
      compiled ??= compile(db as Kysely<DB>)
      const { query, slots } = compiled
      const parameters = query.parameters.map((p, i) => {
        const name = slots[i]
        return name === null || name === undefined ? p : values[name]
      })
      return db.executeQuery<R>({ ...query, parameters })
    },
  }
}

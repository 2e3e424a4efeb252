/**
 * Compile-time guard (run by `npm test` through tsc): every request schema must accept its request
 * type of the shared contract (types/api/*.ts), and both must name the same fields. Each schema
 * module lists its pairs as `Assert<Matches<C.Type, typeof Schema>>`; if either side changes
 * alone, tsc fails there.
 */
import type { Static, TSchema } from '@sinclair/typebox'

export type Assert<T extends true> = T
type Accepts<Contract, Schema extends TSchema> = [Contract] extends [Static<Schema>] ? true : false
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false
export type Matches<Contract, Schema extends TSchema> =
  Accepts<Contract, Schema> extends true ? SameKeys<Contract, Static<Schema>> : false

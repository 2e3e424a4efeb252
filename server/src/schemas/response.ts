/**
 * A route's 200 response schema, carrying the contract type it was generated from (the type
 * parameter exists for the compiler only). Every JSON answer is serialised through its schema, so
 * a field outside the contract is never sent. The schemas are generated from types/api/*.ts into
 * schemas/responses/ (`npm --prefix server run gen:schemas`); routes import them by name, so a
 * wrong name does not compile.
 */
export interface ResponseSchema<T> {
  readonly 200: Record<string, unknown>
  /** never set: ties the schema to its contract type */
  readonly contract?: T
}

export function responseSchema<T>(schema: Record<string, unknown>): ResponseSchema<T> {
  const { $schema: _draft, ...rest } = schema
  return { 200: rest }
}

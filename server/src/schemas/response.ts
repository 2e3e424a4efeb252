/** The id of the shared contract definitions (responses/definitions.ts, registered with addSchema). */
export const API_SCHEMA_ID = 'api'

/**
 * A route's 200 response schema, carrying the contract type it was generated from (the type
 * parameter exists for the compiler only). Every JSON answer is serialised through its schema, so
 * a field outside the contract is never sent. The schemas are generated from types/api/*.ts into
 * schemas/responses/ (`npm --prefix server run gen:schemas`); routes import them by name, so a
 * wrong name does not compile. They point at the shared definitions (`api#/definitions/…`), so the
 * app must have registered `apiDefinitions` with addSchema before the routes.
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

/**
 * `ApiEnvelope<T>` of types/api/common.ts around a payload schema. JSON Schema has no generics, so
 * the envelope is written here once instead of once per response; the generator checks it against
 * each expansion of the type and stops when they differ. `refs`: where ApiResultCode is defined.
 */
export function envelope(payload: Record<string, unknown>, refs = `${API_SCHEMA_ID}#/definitions/`) {
  return {
    type: 'object',
    properties: {
      result: { $ref: `${refs}ApiResultCode` },
      resultDesc: { type: 'string' },
      resultCode: { type: 'string' },
      resultList: payload,
    },
    required: ['result'],
    additionalProperties: false,
  }
}

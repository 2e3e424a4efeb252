import fs from 'node:fs'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { generateResponseSchemas, RESPONSES_FILE } from '../scripts/gen-response-schemas.js'

describe('contract', () => {
  it('response schemas are up to date with types/api.ts (else: npm --prefix server run gen:schemas)', () => {
    assert.equal(fs.readFileSync(RESPONSES_FILE, 'utf8'), generateResponseSchemas())
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { generateResponseSchemas, RESPONSES_DIR } from '../scripts/gen-response-schemas.js'

describe('contract', () => {
  it('response schemas are up to date with types/api/*.ts (else: npm --prefix server run gen:schemas)', async () => {
    const expected = await generateResponseSchemas()
    assert.deepEqual(fs.readdirSync(RESPONSES_DIR).sort(), [...expected.keys()].sort())
    for (const [file, text] of expected)
      assert.equal(fs.readFileSync(path.join(RESPONSES_DIR, file), 'utf8'), text, file)
  })
})

/** Request schema of the whole-edition pack (issue 16 item 4), checked against types/api/offline.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/offline.js'
import { withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const EditionPackQuery = withCommon({
  // a version the device holds (an edition's versions are positive integers of the 32-bit range)
  since: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
})

/** tsc fails here when the schema and its type in types/api/offline.ts drift apart. */
export type ContractChecks = [Assert<Matches<C.EditionPackQuery, typeof EditionPackQuery>>]

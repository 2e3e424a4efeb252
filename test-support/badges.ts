import crypto from 'crypto'
import { badgeV2Message, badgeV2Payload } from '../rules'

/** The development signing key's seed (server/src/lib/badge-dev-key.ts): the app's built-in public key checks it. */
export const DEV_BADGE_SEED = 'Ycm9bT2AdFeTtVPfc2SBQuKKv-EzKbxf4GmgkunIvZA'

/** A v2 e-badge as the server signs it (Ed25519 over the payload), with the key of `seed`. */
export function signBadge(seed: string, id: string, name: string, edition: number): string {
  const key = crypto.createPrivateKey({
    // PKCS#8 wrapping of a raw Ed25519 seed
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seed, 'base64url')]),
    format: 'der',
    type: 'pkcs8',
  })
  const payload = badgeV2Payload(id, name, edition)
  return `${payload}.${crypto.sign(null, Buffer.from(badgeV2Message(payload)), key).toString('base64url')}`
}

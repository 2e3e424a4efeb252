/**
 * Configuration of web push (issue 25 item 3): the VAPID key pair and subject. Read with the rest
 * of the configuration (config.ts), every problem named with its variable; server/README.md
 * documents each one. Without keys the server generates a pair once into DATA_DIR/vapid.json
 * (plugins/web-push.ts), so browsers' subscriptions survive restarts.
 */
import crypto from 'node:crypto'

export interface WebPushConfig {
  /** base64url, an uncompressed P-256 point; null: the pair kept in DATA_DIR/vapid.json */
  publicKey: string | null
  privateKey: string | null
  /** who runs the server, for the push services (mailto: or https:) */
  subject: string
  /** may a subscription's endpoint be a stand-in on http://127.0.0.1 (test servers only) */
  allowLoopbackEndpoints: boolean
}

const B64URL = /^[A-Za-z0-9_-]+$/

/** The public key of a VAPID private key (both base64url), or null when it is not a P-256 key. */
export function vapidPublicOf(privateKey: string): string | null {
  try {
    const ecdh = crypto.createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
    return ecdh.getPublicKey().toString('base64url')
  } catch {
    return null
  }
}

export function readPushConfig(
  env: NodeJS.ProcessEnv,
  errors: string[],
  ctx: { deployed: boolean; loopback: boolean; organiserEmail: string },
): WebPushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null
  if (!!publicKey !== !!privateKey)
    errors.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither')
  else if (publicKey && privateKey) {
    const pub = B64URL.test(publicKey) ? Buffer.from(publicKey, 'base64url') : Buffer.alloc(0)
    const priv = B64URL.test(privateKey) ? Buffer.from(privateKey, 'base64url') : Buffer.alloc(0)
    if (pub.length !== 65 || pub[0] !== 4)
      errors.push('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (87 characters)')
    else if (priv.length !== 32) errors.push('VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters)')
    else if (vapidPublicOf(privateKey) !== pub.toString('base64url'))
      errors.push('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY')
  }
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${ctx.organiserEmail}`
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(subject) && !/^https:\/\/[^\s]+$/.test(subject))
    errors.push(`VAPID_SUBJECT must be a mailto: address or an https: URL (got "${subject}")`)
  return {
    publicKey,
    privateKey,
    subject,
    allowLoopbackEndpoints: !ctx.deployed && ctx.loopback,
  }
}

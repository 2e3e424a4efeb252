import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import webpush from 'web-push'
import { vapidPublicOf } from '../lib/push-config.js'
import { WebPushSender, type VapidKeys } from '../lib/web-push.js'

declare module 'fastify' {
  interface FastifyInstance {
    webPush: { keys: VapidKeys; sender: WebPushSender }
  }
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or one generated on the first start and
 * kept in DATA_DIR/vapid.json (mode 600). A browser's subscription is bound to the public key it
 * was made with: a new key would silently end every subscription, so the pair is kept, never
 * regenerated while the file exists; a damaged file stops the start rather than being replaced.
 */
function vapidKeys(dataDir: string, cfg: { publicKey: string | null; privateKey: string | null }) {
  if (cfg.publicKey && cfg.privateKey) return { publicKey: cfg.publicKey, privateKey: cfg.privateKey }
  const file = path.join(dataDir, 'vapid.json')
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string }
    if (!kept.privateKey || !kept.publicKey || vapidPublicOf(kept.privateKey) !== kept.publicKey)
      throw new Error(
        `${file} does not hold a VAPID key pair: restore it, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
      )
    return { publicKey: kept.publicKey, privateKey: kept.privateKey }
  }
  const pair = webpush.generateVAPIDKeys()
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(pair, null, 2) + '\n', { mode: 0o600, flag: 'wx' })
  return pair
}

/** Web push (issue 25 item 3): the VAPID keys and the sender the reminders use. */
export default fp(
  async (fastify) => {
    const { webPush, dataDir } = fastify.config
    const keys: VapidKeys = { ...vapidKeys(dataDir, webPush), subject: webPush.subject }
    fastify.decorate('webPush', { keys, sender: new WebPushSender(keys) })
  },
  { name: 'webPush' },
)

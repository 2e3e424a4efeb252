/**
 * npm --prefix server run retention — one retention round on the configured database (DATA_DIR /
 * DATABASE_URL, as the server): removes uploads nothing uses after 24 h and view records 90 days
 * after their edition ended, and prints the counts. The running server does the same every
 * RETENTION_CHECK_SEC.
 */
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'

const config = loadConfig({ ...process.env, RETENTION_CHECK_SEC: '0', REMINDER_CHECK_SEC: '0', LOG_LEVEL: 'warn' })
const app = await buildApp({ config })
await app.ready()
try {
  const counts = await app.retention.run()
  console.log(
    `retention: removed ${counts.uploads} unused uploads and ${counts.views} old view records, ${counts.pushSubscriptions} push subscriptions of ended shows` +
      `, ${counts.reminderContacts} reminder addresses and numbers of ended shows`,
  )
} finally {
  await app.close()
}

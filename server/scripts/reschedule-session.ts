/**
 * npm --prefix server run conference:reschedule -- --session 143 --start "2026-09-15 11:00" [--end 11:45] [--room 20]
 * Moves a session in the database of DATA_DIR / DATABASE_URL (times on the venue's clock). A running
 * server announces the change to every visitor with a reminder on its next scheduler round.
 */
import { loadConfig, ConfigError } from '../src/config.js'
import { migrateToLatest, openDatabase } from '../src/db/index.js'
import { ConferenceRepository } from '../src/repositories/conference.js'
import { rescheduleSession, RescheduleError } from '../src/lib/reschedule.js'
import { venueRange } from '../src/lib/venue-time.js'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  if (i >= 0) return process.argv[i + 1]
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
}

async function main() {
  const config = loadConfig()
  const sessionId = Number(arg('session'))
  const roomArg = arg('room')
  if (!Number.isInteger(sessionId) || sessionId < 1) throw new RescheduleError('--session must be a session id')
  if (roomArg !== undefined && !/^\d+$/.test(roomArg)) throw new RescheduleError('--room must be a room id')
  const d = await openDatabase({ ...config, backgroundCheckpoints: false })
  try {
    await migrateToLatest(d)
    const editions = await d.db.selectFrom('editions').select(['id', 'time_zone']).execute()
    const zones = new Map(editions.map((e) => [e.id, e.time_zone]))
    const { before, after } = await rescheduleSession(
      new ConferenceRepository(d.db),
      (id) => zones.get(id) ?? 'Asia/Shanghai',
      { sessionId, start: arg('start'), end: arg('end'), roomId: roomArg ? Number(roomArg) : undefined },
      Date.now(),
    )
    const tz = zones.get(after.edition_id) ?? 'Asia/Shanghai'
    console.log(`Session ${after.id} "${after.title_en}"`)
    console.log(`  was: ${venueRange(before.start_time, before.end_time, tz, 'EN')}, ${before.room_en}`)
    console.log(`  now: ${venueRange(after.start_time, after.end_time, tz, 'EN')}, ${after.room_en}`)
    console.log('Visitors with a reminder are told on the server’s next reminder round.')
  } finally {
    await d.close()
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof RescheduleError ? err.message : err)
  process.exit(1)
})

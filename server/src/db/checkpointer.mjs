// Worker thread: checkpoints the SQLite WAL on its own connection, so the fsync of the database
// file never blocks the event loop that serves requests (the main connection has auto-checkpoint off).
// Plain JavaScript so it runs without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const Database = require('better-sqlite3')
const db = new Database(workerData.file)
db.pragma('busy_timeout = 1000')
db.pragma('synchronous = NORMAL')
let stopped = false
const tick = () => {
  if (stopped) return
  try {
    // PASSIVE never waits for (nor blocks) readers or writers; RESTART / TRUNCATE would block writers
    // on the main thread for as long as the fsync takes. The WAL is reused from its start once fully
    // checkpointed, and journal_size_limit (main connection) trims it then.
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // busy: try again on the next tick
  }
  setTimeout(tick, workerData.intervalMs)
}
parentPort.on('message', (m) => {
  if (m === 'stop') {
    stopped = true
    try {
      db.pragma('wal_checkpoint(PASSIVE)')
    } catch {
      // closing anyway: the next start checkpoints what is left
    }
    db.close()
    parentPort.close()
  }
})
setTimeout(tick, workerData.intervalMs)

import os from 'node:os'

/**
 * `npm run start:cluster`: the server with one worker per core (at least 2) unless WORKERS says how
 * many. Needs PostgreSQL (DATABASE_URL); server.ts says so and stops on SQLite.
 */
if (!process.env.WORKERS) process.env.WORKERS = String(Math.max(2, os.availableParallelism()))
await import('./server.js')

/**
 * Scratch PostgreSQL databases for the second pass of the suite (scripts/test.mjs sets
 * TEST_DIALECT=postgres when TEST_DATABASE_URL is given): each test app gets a database of its own,
 * created on the TEST_DATABASE_URL server and dropped when the app closes.
 */
import crypto from 'node:crypto'
import pg from 'pg'

export const onPostgres = process.env.TEST_DIALECT === 'postgres'
const adminUrl = process.env.TEST_DATABASE_URL

/** Scratch databases are named with this prefix; the runner drops leftovers of a crashed run. */
export const SCRATCH_PREFIX = 'expo_test_'

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** The URL of a database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

// CREATE DATABASE … TEMPLATE refuses while another session uses the template: copies run one at a time
let copying: Promise<unknown> = Promise.resolve()

/** A new empty database, or a copy of `template` (a seeded database, see makeApp). */
export async function createScratchDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${SCRATCH_PREFIX}${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  const create = () => admin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`))
  const done = copying.then(create, create)
  copying = done.catch(() => {})
  await done
  return {
    url: databaseUrl(name),
    drop: () => dropDatabase(name),
  }
}

/**
 * Drops a scratch database once its app's connections are gone. pg's Pool.end() resolves before
 * the sockets have closed; forcing the drop then would end those connections with an error event
 * in the test process, so the drop waits (up to ~3 s) before it forces.
 */
async function dropDatabase(name: string): Promise<void> {
  await admin(async (c) => {
    for (let i = 0; i < 30; i++) {
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name}`)
        return
      } catch (err) {
        if ((err as { code?: string }).code !== '55006') throw err // object_in_use: still connected
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })
}

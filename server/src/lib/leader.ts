import pg from 'pg'

/** The advisory lock the reminder scheduler's process holds ('expo' + 1); one per database. */
export const SCHEDULER_LOCK = 0x6578706f01

/**
 * One process among several on a PostgreSQL database does a job (the reminder scheduler): the one
 * holding a session-level advisory lock, taken on a connection of its own. Session locks end with
 * their connection, so when that process dies (even `kill -9`) PostgreSQL releases the lock and the
 * next waiting process takes it at its next try (every `retryMs`). A process whose connection
 * drops stops the job at once: another may already have it.
 */
export class AdvisoryLeader {
  private client: pg.Client | null = null
  private leading = false
  private timer: NodeJS.Timeout | null = null
  private trying: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly url: string,
    private readonly key: number,
    private readonly job: { lead(): void; yield(): Promise<void> },
    private readonly retryMs: number,
    private readonly log: { info(msg: string): void; warn(obj: object, msg: string): void },
    private readonly what = 'the reminder scheduler',
  ) {}

  get isLeader(): boolean {
    return this.leading
  }

  /**
   * Tries at once (so a process alone leads from its start), then every retryMs while not leading.
   * The start of the server does not wait for the first try.
   */
  start(): void {
    this.stopped = false
    void this.tryLead()
    this.timer = setInterval(() => void this.tryLead(), this.retryMs)
    this.timer.unref()
  }

  private tryLead(): Promise<void> {
    if (this.leading || this.stopped) return Promise.resolve()
    this.trying ??= this.attempt().finally(() => (this.trying = null))
    return this.trying
  }

  private async attempt(): Promise<void> {
    try {
      if (!this.client) {
        // keepAlive: a peer that vanished without closing (another host's crash) is noticed by the
        // server too, which then releases its lock
        const client = new pg.Client({ connectionString: this.url, keepAlive: true })
        client.on('error', (err) => this.lost(client, err.message))
        client.on('end', () => this.lost(client, 'connection ended'))
        await client.connect()
        this.client = client
      }
      const { rows } = await this.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [this.key])
      if (rows[0]?.ok && !this.stopped) {
        this.leading = true
        this.log.info(`this process runs ${this.what} (pid ${process.pid})`)
        this.job.lead()
      }
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, `could not try to run ${this.what}`)
      const client = this.client
      this.client = null
      await client?.end().catch(() => undefined)
    }
  }

  private lost(client: pg.Client, reason: string): void {
    if (this.client !== client) return
    this.client = null
    if (this.leading) {
      this.leading = false
      this.log.warn({ reason }, `lost the lock of ${this.what}: stopping it here`)
      void this.job.yield()
    }
  }

  /** Stops the job here and lets the lock go (the connection ends with it). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.trying
    if (this.leading) {
      this.leading = false
      await this.job.yield()
    }
    const client = this.client
    this.client = null
    if (client) {
      client.removeAllListeners('end')
      await client.end().catch(() => undefined)
    }
  }
}

import os from 'node:os'
import { Piscina } from 'piscina'
import type { planPdf } from './pdf.js'

/**
 * The plan's PDF made in a worker thread. pdfkit embeds a subset of an 8 MB CJK font, which takes
 * 100–300 ms of CPU per PDF (seconds under load). On the request thread that time stops every other
 * request of the process. bench:day found that emailing the plan was the morning's costliest call,
 * and it pushed up the p99 of the lists around it.
 *
 * There is one pool per app, closed with it. Its threads start on first use and stop after a
 * minute idle. PDF_THREADS sets how many (default 1): in a cluster every process has its own pool,
 * and the processes already fill the cores.
 */
export class PdfPool {
  private pool: Piscina | null = null

  constructor(
    private readonly threads = Math.max(1, Math.min(os.cpus().length, Number(process.env.PDF_THREADS) || 1)),
  ) {}

  async render(...args: Parameters<typeof planPdf>): Promise<Buffer> {
    this.pool ??= new Piscina({
      // the source file whether the server runs from TypeScript (tsx, inherited by the thread) or not
      filename: new URL(`./pdf-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 60_000,
    })
    // a Buffer crosses the thread boundary as a plain Uint8Array
    const bytes = (await this.pool.run(args)) as Uint8Array
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  async close(): Promise<void> {
    const pool = this.pool
    this.pool = null
    await pool?.destroy()
  }
}

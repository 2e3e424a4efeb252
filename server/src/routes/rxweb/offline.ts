import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../../lib/envelope.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { OfflinePackRepository } from '../../repositories/offline-pack.js'
import { EditionPackQuery } from '../../schemas/offline.js'
import { EditionPackResponse } from '../../schemas/responses/offline.js'

/** The header carrying the answer's length before compression: what a download's progress counts to. */
export const PACK_BYTES_HEADER = 'x-pack-bytes'

/** Serialised packs kept for this long: view and bookmark counts, which take no version, lag at most so. */
const CACHE_MS = 10 * 60_000
const CACHE_ENTRIES = 16
/**
 * From this size the answer is compressed once per version and kept (off the event loop, in zlib's
 * thread pool): the compression plugin compresses each answer again, synchronously, which for a
 * large edition's megabytes would hold every other request up. Smaller answers are left to it.
 */
const KEEP_COMPRESSED_FROM = 64 * 1024

type Encoding = 'br' | 'gzip'
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const compress: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) =>
    brotli(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => gzip(text),
}

/** The encoding to answer in: brotli, else gzip, when the request accepts it (q=0 refuses). */
function acceptedEncoding(req: FastifyRequest): Encoding | null {
  const accepted = new Set(
    String(req.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null
}

interface Kept {
  text: string
  at: number
  compressed: Partial<Record<Encoding, Promise<Buffer>>>
}

/**
 * rxweb: the whole-edition pack for offline use (issue 16, item 4). One answer per edition,
 * language and version (and `since`), the same for every visitor: serialised once and kept a while,
 * compressed on the wire, revalidated by its ETag.
 */
export default async function offlineRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, offlinePack } = fastify
  const cache = new Map<string, Kept>()

  app.get(
    '/api/v5/offline/pack',
    {
      // a full pack of a large edition is megabytes: one device has no reason to ask every second
      config: { rateLimit: perMinute(30) },
      schema: { querystring: EditionPackQuery, response: EditionPackResponse },
    },
    async (req, reply) => {
      const q = req.query
      const ed = catalog.edition(q.eventCode)
      const versions = await offlinePack.versions(ed.id)
      const since = OfflinePackRepository.deltaBase(q.since, versions)
      const key = `${ed.id}.${req.lang}.${versions.version}.${since ?? 'full'}`
      // weak: the same version may come with newer counts, and each encoding has its own bytes
      const etag = `W/"pack-${key}"`
      // public data, the same for everyone; always revalidated (a new version must not wait)
      reply.header('cache-control', 'public, no-cache').header('etag', etag).header('vary', 'accept-encoding')
      const asked = String(req.headers['if-none-match'] ?? '').split(/\s*,\s*/)
      if (asked.includes(etag)) return reply.code(304).send()
      let kept = cache.get(key)
      if (!kept || Date.now() - kept.at > CACHE_MS) {
        const pack = await offlinePack.pack(req.lang, ed, versions, since, fastify.clock.now())
        // the route's response schema serialises it: no field outside the contract goes out
        kept = { text: String(reply.serialize(ok(pack))), at: Date.now(), compressed: {} }
        cache.delete(key)
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
        cache.set(key, kept)
      }
      reply.type('application/json; charset=utf-8').header(PACK_BYTES_HEADER, String(Buffer.byteLength(kept.text)))
      const encoding = acceptedEncoding(req)
      if (!encoding || kept.text.length < KEEP_COMPRESSED_FROM) return reply.send(kept.text)
      const pending = (kept.compressed[encoding] ??= compress[encoding](kept.text))
      const body = await pending.catch((err: unknown) => {
        delete kept.compressed[encoding]
        throw err
      })
      return reply.header('content-encoding', encoding).send(body)
    },
  )
}

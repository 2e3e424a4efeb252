/**
 * The import run inside the server (tests now, the organiser console's upload later): the same
 * database, clock and reschedule code as the routes, and the caches the routes read are dropped
 * after a write (directory pages and totals; the catalog of halls and categories).
 */
import type { FastifyInstance } from 'fastify'
import { importShow, type ImportFile, type ImportOptions, type ImportResult, type ImportTarget } from './index.js'

export function importTargetOf(fastify: FastifyInstance): ImportTarget {
  return {
    db: fastify.database.db,
    uploads: fastify.uploads,
    now: () => fastify.clock.now(),
    timeZoneOf: (id) => fastify.catalog.editions.get(id)?.time_zone ?? 'Asia/Shanghai',
    reschedule: (id, change, now) => fastify.conference.reschedule(id, change, now),
    async afterWrite() {
      await fastify.directory.invalidate()
      await fastify.catalog.load()
      // the other server processes reload theirs (repositories/catalog.ts)
      await fastify.cacheBus.publish({ kind: 'catalog' })
    },
  }
}

/** A console upload: the sheet's buffer (XLSX or CSV) and options → the structured result. */
export function importUpload(
  fastify: FastifyInstance,
  files: ImportFile[],
  opts: ImportOptions,
): Promise<ImportResult> {
  return importShow(importTargetOf(fastify), files, { pictureMaxBytes: fastify.config.uploadMaxBytes, ...opts })
}

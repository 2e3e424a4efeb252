import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, badRequest } from '../../lib/errors.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { visitorOf } from '../../plugins/visitor.js'
import { CommonQuery } from '../../schemas/common.js'
import { UploadResponse } from '../../schemas/responses/upload.js'

type Mime = C.UploadResult['mime']

/** Detects the image type from its first bytes (the file name and the declared type are not trusted). */
export function sniffImage(buf: Buffer): { mime: Mime; ext: string } | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', ext: 'png' }
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' }
  if (
    buf.length >= 6 &&
    (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')
  )
    return { mime: 'image/gif', ext: 'gif' }
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { mime: 'image/webp', ext: 'webp' }
  return null
}

/**
 * rxweb: POST /upload/uploadQiNiu — one image, ≤ UPLOAD_MAX_BYTES, stored as <uuid>.<ext> in the upload store
 * (a shared directory or an S3-compatible bucket: lib/upload-store.ts).
 * A write like any other: only a visitor holding their session may upload (an anonymous uploader
 * could fill the disk from many addresses), and each address at most 30 a minute.
 */
export default async function uploadRoutes(fastify: FastifyInstance) {
  // `multipart` tells strict-input that this POST has no body schema (its body is a file)
  const config = { rateLimit: perMinute(30), multipart: true }
  fastify.post(
    '/upload/uploadQiNiu',
    {
      preHandler: fastify.requireVisitor,
      config,
      schema: { querystring: CommonQuery, response: UploadResponse },
    },
    async (req): Promise<C.UploadResponse> => {
      if (!req.isMultipart()) throw badRequest('uploadMissing')
      let buf: Buffer
      try {
        const file = await req.file()
        if (!file) throw badRequest('uploadMissing')
        buf = await file.toBuffer()
      } catch (err) {
        // everything here reads what the client sent: a missing boundary, a truncated part or an
        // aborted upload is the client's mistake, never the server's
        const e = err as { code?: string; statusCode?: number }
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('uploadTooLarge', 413, 'TOO_LARGE')
        if (err instanceof ApiError || (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)) throw err
        throw badRequest('uploadMalformed')
      }
      if (!buf.length) throw badRequest('uploadMissing')
      const kind = sniffImage(buf)
      if (!kind) throw new ApiError('uploadNotImage', 415, 'NOT_AN_IMAGE')
      const key = `${crypto.randomUUID()}.${kind.ext}`
      await fastify.uploads.put(key, buf, kind.mime)
      // whose file it is and since when (server clock): erasure and retention (repositories/my-data.ts)
      await fastify.myData.recordUpload(key, visitorOf(req), fastify.clock.now())
      return ok({ url: `/uploads/${key}`, key, mime: kind.mime, size: buf.length })
    },
  )
}

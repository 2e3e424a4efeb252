import http from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../../lib/errors.js'
import { fail } from '../../lib/envelope.js'
import { languageOf, msg } from '../../lib/messages.js'

/** The one error handler: a client's mistake becomes a localised FAIL envelope with its 4xx status. */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
      const lang = req.lang ?? languageOf((req.query as Record<string, unknown> | undefined)?.language)
      if (err instanceof ApiError) {
        return reply.status(err.statusCode).send(fail(msg(lang, err.key), err.code))
      }
      const fe = err as FastifyError
      if (fe.validation) {
        const v = fe.validation[0]
        const field =
          (v?.params as { missingProperty?: string } | undefined)?.missingProperty ??
          (v?.instancePath ? v.instancePath.replace(/^\//, '').replace(/\//g, '.') : '')
        const where = fe.validationContext ? `${fe.validationContext}${field ? '.' + field : ''}` : field
        return reply.status(400).send(fail(`${msg(lang, 'invalidRequest')}${where ? ': ' + where : ''}`, 'VALIDATION'))
      }
      if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_FILES_LIMIT') {
        return reply.status(413).send(fail(msg(lang, 'uploadTooLarge'), 'TOO_LARGE'))
      }
      if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send(fail(msg(lang, 'requestTooLarge'), 'TOO_LARGE'))
      }
      if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
        return reply.status(fe.statusCode).send(fail(msg(lang, 'invalidRequest'), 'BAD_REQUEST'))
      }
      req.log.error({ err }, 'unhandled error')
      return reply.status(500).send(fail(msg(lang, 'internalError'), 'INTERNAL'))
    })
  },
  { name: 'error-handler' },
)

/**
 * Fastify's own answers before a route is found (a malformed URL escape, an over-long path
 * parameter) in the same envelope: Fastify factory option `frameworkErrors`.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf((req.query as Record<string, unknown> | null | undefined)?.language)
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500
  if (status === 500) req.log.error({ err }, 'framework error')
  return reply
    .status(status)
    .send(
      fail(msg(lang, status === 500 ? 'internalError' : 'invalidRequest'), status === 500 ? 'INTERNAL' : 'BAD_REQUEST'),
    )
}

/**
 * Requests Node's HTTP parser refuses (malformed request line or headers, headers over the size
 * limit, a client that stalls): Fastify factory option `clientErrorHandler`. No request exists to
 * read a language from, so the text is in both.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = JSON.stringify(
    fail(
      `${msg('ZH-CN', 'invalidRequest')} / ${msg('EN', 'invalidRequest')}`,
      status === 408 ? 'TIMEOUT' : 'BAD_REQUEST',
    ),
  )
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

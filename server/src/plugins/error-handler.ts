import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../lib/errors.js'
import { fail } from '../lib/envelope.js'
import { languageOf, msg } from '../lib/messages.js'

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
      if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
        return reply.status(fe.statusCode).send(fail(msg(lang, 'invalidRequest'), 'BAD_REQUEST'))
      }
      req.log.error({ err }, 'unhandled error')
      return reply.status(500).send(fail(msg(lang, 'internalError'), 'INTERNAL'))
    })
  },
  { name: 'error-handler' },
)

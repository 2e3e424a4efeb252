import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'

/** Cookies, form bodies and (uploads) multipart bodies: one file of at most UPLOAD_MAX_BYTES. */
export default fp(
  async (fastify) => {
    await fastify.register(cookie)
    await fastify.register(formbody)
    await fastify.register(multipart, { limits: { fileSize: fastify.config.uploadMaxBytes, files: 1, fields: 10 } })
  },
  { name: 'body-parsers' },
)

import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { msg } from '../../lib/messages.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { SendCodeQuery } from '../../schemas/verification.js'
import { SendCodeResponse } from '../../schemas/responses/verification.js'

/** GET /api/sendCode.do?phone=…&type=verify|rfq — see SmsService for the rules. */
export default async function smsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/api/sendCode.do',
    { config: { rateLimit: perMinute(20) }, schema: { querystring: SendCodeQuery, response: SendCodeResponse } },
    async (req): Promise<C.SendCodeResponse> => {
      const result = await fastify.sms.sendCode(
        req.query.phone.trim(),
        req.query.type ?? 'verify',
        req.lang,
        req.query.eventCode?.trim().toUpperCase() || null,
      )
      return ok(result, msg(req.lang, 'codeSent'))
    },
  )
}

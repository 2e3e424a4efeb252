import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { CommonQuery } from '../../schemas/common.js'
import { ReminderContactBody } from '../../schemas/conference.js'
import { ReminderContactsResponse } from '../../schemas/responses/conference.js'
import { ok } from '../../lib/envelope.js'
import { badRequest } from '../../lib/errors.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { contactChannels } from '../../lib/contact-reminders.js'
import { maskReminderContact, reminderContactProblem } from '../../../../rules/index.js'

/**
 * show: the email address or mobile number a visitor without web push gives for their session
 * reminders (issue 25 item 3). A number is the visitor's only once they typed the code sent to it
 * (GET /api/sendCode.do?type=reminder). Answers are masked: the whole address or number never
 * leaves the server again, and is erased once the shows of the visitor's reminders end.
 */
export default async function reminderContactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const channels = contactChannels(fastify.config.sms)

  const answer = async (userId: string): Promise<C.ReminderContacts> => {
    const masked = await fastify.reminderContacts.maskedOf(userId)
    return { email: masked.email ?? null, sms: masked.sms ?? null, channels }
  }

  app.get(
    '/api/v5/session/getReminderContacts',
    { preHandler: fastify.requireVisitor, schema: { querystring: CommonQuery, response: ReminderContactsResponse } },
    async (req): Promise<C.ReminderContactsResponse> => ok(await answer(visitorOf(req))),
  )

  app.post(
    '/api/v5/session/reminderContact',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(20) },
      schema: { querystring: CommonQuery, body: ReminderContactBody, response: ReminderContactsResponse },
    },
    async (req): Promise<C.ReminderContactsResponse> => {
      const userId = visitorOf(req)
      const { kind } = req.body
      const value = (kind === 'email' ? req.body.email : req.body.phone)?.trim() ?? ''
      const problem = reminderContactProblem(kind, value)
      if (problem) throw badRequest(problem)
      if (kind === 'sms') {
        if (!channels.includes('sms')) throw badRequest('reminderSmsUnavailable')
        // throws the localised reason (SMS_CODE_REJECTED) when the code does not match
        await fastify.sms.verify(value, 'reminder', req.body.code?.trim() ?? '')
      }
      await fastify.reminderContacts.save(
        userId,
        kind,
        value,
        maskReminderContact(kind, value),
        new Date(fastify.clock.now()).toISOString(),
      )
      return ok(await answer(userId))
    },
  )
}

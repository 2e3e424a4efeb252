import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import QRCode from 'qrcode'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import crypto from 'node:crypto'
import { ApiError, badRequest, ended } from '../../lib/errors.js'
import { escapeHtml } from '../../lib/html.js'
import { BADGE_TOKEN, newRegistrationId, signBadge, verifyBadge } from '../../lib/badge.js'
import { editionEnded, validateVisit } from '../../../../rules/index.js'
import { venueClock, venueDay } from '../../lib/venue-time.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import type { Registration } from '../../repositories/registrations.js'
import { CheckInBody, VerifyBadgeQuery, VisitQuery, VisitRegisterBody } from '../../schemas/visit.js'
import {
  CheckInResponse,
  MyBadgeResponse,
  VerifyBadgeResponse,
  VisitRegisterResponse,
} from '../../schemas/responses/visit.js'

/** The header the entrance gates' scanners send their key in (GATE_KEY). */
export const GATE_KEY_HEADER: C.GateKeyHeader = 'x-gate-key'

/** What the gate shows, per language. */
const GATE_TEXT: Record<C.Language, { welcome: string; used: (at: string) => string; invalid: string }> = {
  'ZH-CN': { welcome: '欢迎入场', used: (at) => `此胸卡已于 ${at} 使用`, invalid: '不是本展会的胸卡' },
  EN: { welcome: 'Welcome', used: (at) => `Already used at ${at}`, invalid: 'Not a badge of this show' },
}

const TYPE_NAMES: Record<C.VisitorType, [string, string]> = {
  trade: ['专业观众', 'Trade visitor'],
  buyer: ['采购商', 'Buyer'],
  media: ['媒体', 'Media'],
  student: ['学生', 'Student'],
  other: ['其他', 'Other'],
}

/**
 * show: visitor pre-registration. One registration per phone number and edition; registering again
 * answers the same badge. The badge's QR code holds a signed registration id (lib/badge.ts) that
 * the organiser's scanners check with verifyBadge, which answers nothing personal.
 */
export default async function visitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, registrations } = fastify
  const badgeCheck = { secret: fastify.secret, publicKey: fastify.badgeKeys.publicKey }

  const badgeOf = (r: Registration, created: boolean): C.Badge => {
    const ed = catalog.editions.get(r.edition_id)!
    return {
      registrationId: r.id,
      token: signBadge(fastify.badgeKeys, r.id, r.name, r.edition_id),
      eventEditionId: r.edition_id,
      eventEditionName: catalog.editionName('ZH-CN', r.edition_id),
      eventCode: catalog.exhibitions.get(ed.exhibition_id)!.code,
      name: r.name,
      company: r.company,
      position: r.position,
      visitorType: r.visitor_type as C.VisitorType,
      registeredAt: new Date(Number(r.created_at)).toISOString(),
      created,
    }
  }
  const localised = (b: C.Badge, lang: C.Language): C.Badge => ({
    ...b,
    eventEditionName: catalog.editionName(lang, b.eventEditionId),
  })

  app.post(
    '/api/v5/visit/register',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(10) },
      schema: { querystring: VisitQuery, body: VisitRegisterBody, response: VisitRegisterResponse },
    },
    async (req): Promise<C.VisitRegisterResponse> => {
      const b = req.body
      const ed = catalog.assertOpen(catalog.edition(req.query.eventCode, req.query.eventEditionId))
      // no badge for a show that is over: its last day has passed on the venue's calendar
      if (editionEnded(ed.end_date, venueDay(new Date(fastify.clock.now()).toISOString(), ed.time_zone)))
        throw ended('schedule.editionEnded')
      const failed = validateVisit(b)
      if (failed) throw badRequest(`visit.${failed.key}`)
      const interests = [...new Set(b.interests)]
      if (interests.some((id) => !catalog.categories.has(id))) throw badRequest('interestUnknown')
      const phone = b.phone.trim()
      const phoneHash = fastify.sms.phoneHash(phone)
      // the policy the consent names is checked before the code, so a failing form keeps the code
      let leadConsentVersion: number | null = null
      if (b.shareWithExhibitors === 1) {
        const version = b.policyVersion ?? (await fastify.privacy.currentPolicy())?.version
        if (!version || !(await fastify.privacy.policyExists(version))) throw badRequest('consentPolicyUnknown')
        leadConsentVersion = version
      }
      await fastify.sms.verify(phone, 'visit', b.code)
      const { registration, created } = await registrations.insertOrGet({
        id: newRegistrationId(),
        edition_id: ed.id,
        user_id: visitorOf(req),
        phone_hash: phoneHash,
        name: b.name.trim(),
        company: b.company.trim(),
        position: b.position.trim(),
        phone,
        email: b.email.trim(),
        visitor_type: b.visitorType,
        interests: JSON.stringify(interests),
        created_at: fastify.clock.now(),
      })
      // the separate, optional consent (PIPL Art. 23) that exhibitors who scan the badge get the
      // contact: recorded for the edition; asked when a lead is shown, so a withdrawal counts at once
      if (leadConsentVersion !== null)
        await fastify.privacy.grant(
          visitorOf(req),
          'lead_contact',
          String(ed.id),
          leadConsentVersion,
          new Date(fastify.clock.now()).toISOString(),
        )
      const badge = badgeOf(registration, created)
      if (created) await sendBadge(req.lang, badge, registration.email, req.log)
      return ok(localised(badge, req.lang))
    },
  )

  app.get(
    '/api/v5/visit/myBadge',
    { preHandler: fastify.requireVisitor, schema: { querystring: VisitQuery, response: MyBadgeResponse } },
    async (req): Promise<C.MyBadgeResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      const r = await registrations.byVisitor(ed.id, visitorOf(req))
      return ok(r ? localised(badgeOf(r, false), req.lang) : null)
    },
  )

  app.get(
    '/api/v5/visit/verifyBadge',
    { config: { rateLimit: perMinute(120) }, schema: { querystring: VerifyBadgeQuery, response: VerifyBadgeResponse } },
    async (req): Promise<C.VerifyBadgeResponse> => {
      const token = req.query.token.trim()
      if (!BADGE_TOKEN.test(token)) throw badRequest('badgeMalformed')
      const id = verifyBadge(badgeCheck, token)
      const r = id ? await registrations.byId(id) : undefined
      if (!r) return ok({ valid: false })
      return ok({
        valid: true,
        registrationId: r.id,
        eventEditionName: catalog.editionName(req.lang, r.edition_id),
        visitorType: r.visitor_type as C.VisitorType,
        registeredAt: new Date(Number(r.created_at)).toISOString(),
      })
    },
  )

  /** The caller is one of the gates: their key is the server's GATE_KEY (compared in constant time). */
  const requireGate = async (req: { headers: Record<string, unknown> }) => {
    const key = fastify.config.gateKey
    if (!key) throw new ApiError('gateOff', 403, 'GATE_OFF')
    const given = req.headers[GATE_KEY_HEADER]
    const a = crypto
      .createHash('sha256')
      .update(typeof given === 'string' ? given : '')
      .digest()
    const b = crypto.createHash('sha256').update(key).digest()
    if (!crypto.timingSafeEqual(a, b)) throw new ApiError('gateKeyRefused', 401, 'UNAUTHORISED')
  }

  /**
   * The entrance gate's scan: a badge lets one person in. The first scan marks it used (atomic: two
   * gates scanning one badge at once admit it once); every later scan answers when and where it was
   * used, on the venue's clock, so a photographed badge gets nobody else in. verifyBadge stays a
   * check that changes nothing.
   */
  app.post(
    '/api/v5/visit/checkIn',
    {
      preHandler: requireGate,
      config: { identify: false, rateLimit: perMinute(600) },
      schema: { querystring: VisitQuery, body: CheckInBody, response: CheckInResponse },
    },
    async (req, reply): Promise<C.CheckInResponse> => {
      reply.header('cache-control', 'private, no-store')
      const text = GATE_TEXT[req.lang]
      const token = req.body.token.trim()
      if (!BADGE_TOKEN.test(token)) throw badRequest('badgeMalformed')
      const id = verifyBadge(badgeCheck, token)
      const found = id ? await registrations.byId(id) : undefined
      if (!found) return ok({ admitted: false, reason: 'invalid' as const, message: text.invalid })
      const gate = req.body.gate?.trim() || null
      const { admitted, registration } = await registrations.admit(found.id, fastify.clock.now(), gate)
      const r = registration ?? found
      const usedAt = new Date(Number(r.used_at ?? fastify.clock.now())).toISOString()
      const usedAtVenue = venueClock(usedAt, catalog.editions.get(r.edition_id)!.time_zone)
      return ok({
        admitted,
        ...(admitted ? {} : { reason: 'used' as const }),
        registrationId: r.id,
        name: r.name,
        company: r.company,
        visitorType: r.visitor_type as C.VisitorType,
        eventEditionName: catalog.editionName(req.lang, r.edition_id),
        usedAt,
        usedAtVenue,
        ...(r.used_gate ? { usedGate: r.used_gate } : {}),
        message: admitted ? text.welcome : text.used(usedAtVenue),
      })
    },
  )

  /** The badge by email (SMTP or the outbox): the QR code as an image, the code as text too. */
  async function sendBadge(lang: C.Language, badge: C.Badge, email: string, log: FastifyInstance['log']) {
    const en = lang === 'EN'
    const png = await QRCode.toBuffer(badge.token, { errorCorrectionLevel: 'M', margin: 2, width: 360 })
    const edName = catalog.editionName(lang, badge.eventEditionId)
    const type = TYPE_NAMES[badge.visitorType][en ? 1 : 0]
    try {
      await fastify.mailer.send({
        to: email,
        subject: en ? `Your e-badge for ${edName}` : `您的${edName}电子胸卡`,
        html: `<p>${en ? 'Dear' : '尊敬的'} ${escapeHtml(badge.name)}${en ? ',' : '：'}</p>
<p>${en ? 'Thank you for registering. Show this badge at the entrance:' : '感谢您的预登记。请在入口出示以下电子胸卡：'}</p>
<p><img src="cid:badge-qr" width="180" height="180" alt="QR"></p>
<p><b>${escapeHtml(badge.name)}</b><br>${escapeHtml(badge.company)} · ${escapeHtml(badge.position)}<br>${escapeHtml(type)}</p>
<p style="font-family:monospace">${escapeHtml(badge.token)}</p>`,
        attachments: [{ filename: 'badge.png', content: png, contentType: 'image/png', cid: 'badge-qr' }],
      })
    } catch (err) {
      // the registration stands: the visitor also finds the badge in the app
      log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'badge email failed')
    }
  }
}

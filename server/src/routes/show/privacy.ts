import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { parseContent } from '../../lib/content-markup.js'
import { tr } from '../../repositories/catalog.js'
import type { ConsentRow } from '../../repositories/privacy.js'
import { visitorOf } from '../../plugins/visitor.js'
import { ConsentGrantBody, ConsentListQuery, ConsentWithdrawBody, PrivacyPolicyQuery } from '../../schemas/privacy.js'
import {
  ConsentGrantResponse,
  ConsentListResponse,
  ConsentWithdrawResponse,
  PrivacyPolicyResponse,
} from '../../schemas/responses/privacy.js'

/** What each purpose shares, as the visitor reads it in their list of consents. */
const DATA: Record<C.ConsentPurpose, [string, string]> = {
  rfq_contact: ['您的手机号', 'Your mobile number'],
  match_profile: [
    '您的配对名片（姓名、公司、职位、国家/地区、兴趣、联系方式）',
    'Your matchmaking card (name, company, position, country, interests, contact)',
  ],
  exhibitor_contact: ['您的联系人、手机号和邮箱', 'Your contact name, mobile number and email'],
  lead_contact: ['您的姓名、公司、职位、手机号和邮箱', 'Your name, company, position, mobile number and email'],
}

/**
 * show: the privacy policy (public) and the visitor's consents (private). Sharing routes ask
 * `fastify.privacy.active()` when they share, so granting and withdrawing here take effect on the
 * next request. docs/decisions.md, "Privacy (issue 23)".
 */
export default async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { privacy } = fastify
  const nowIso = () => new Date(fastify.clock.now()).toISOString()

  const recipientOf = async (lang: C.Language, c: ConsentRow): Promise<string> => {
    if (c.purpose === 'rfq_contact')
      return tr(lang, `给询盘 #${c.subject} 留言的卖家`, `Sellers who write to RFQ #${c.subject}`)
    if (c.purpose === 'match_profile') return tr(lang, '同一展会的其他参会者', 'Other attendees of the show')
    if (c.purpose === 'lead_contact') {
      const edition = fastify.catalog.editions.has(Number(c.subject))
        ? fastify.catalog.editionName(lang, Number(c.subject))
        : `#${c.subject}`
      return tr(lang, `${edition}扫描您胸卡的展商`, `Exhibitors who scan your badge at ${edition}`)
    }
    const names = await fastify.directory.companyNames(Number(c.subject))
    const name = names ? tr(lang, names.name_zh, names.name_en) : `#${c.subject}`
    return tr(lang, `展商：${name}`, `Exhibitor: ${name}`)
  }
  const shape = async (lang: C.Language, c: ConsentRow): Promise<C.Consent> => {
    const purpose = c.purpose as C.ConsentPurpose
    return {
      consentId: c.id,
      purpose,
      subject: c.subject,
      recipient: await recipientOf(lang, c),
      data: tr(lang, ...DATA[purpose]),
      policyVersion: c.policy_version,
      grantedAt: c.granted_at,
      withdrawnAt: c.withdrawn_at,
    }
  }
  const listOf = async (lang: C.Language, userId: string) =>
    Promise.all((await privacy.consentsOf(userId)).map((c) => shape(lang, c)))

  app.get(
    '/api/v5/privacy/policy',
    { schema: { querystring: PrivacyPolicyQuery, response: PrivacyPolicyResponse } },
    async (req): Promise<C.PrivacyPolicyResponse> => {
      const p = await privacy.currentPolicy()
      if (!p) throw notFound('policyNotFound')
      return ok({
        version: p.version,
        title: tr(req.lang, p.title_zh, p.title_en),
        blocks: parseContent(tr(req.lang, p.body_zh, p.body_en)),
        effectiveAt: p.effective_at,
      })
    },
  )

  app.get(
    '/api/v5/privacy/consents',
    { preHandler: fastify.requireVisitor, schema: { querystring: ConsentListQuery, response: ConsentListResponse } },
    async (req): Promise<C.ConsentListResponse> => ok(await listOf(req.lang, visitorOf(req))),
  )

  app.post(
    '/api/v5/privacy/grantConsent',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: ConsentListQuery, body: ConsentGrantBody, response: ConsentGrantResponse },
    },
    async (req): Promise<C.ConsentGrantResponse> => {
      const userId = visitorOf(req)
      const { purpose, policyVersion } = req.body
      const subject = await checkedSubject(userId, purpose, req.body.subject)
      if (!(await privacy.policyExists(policyVersion))) throw badRequest('consentPolicyUnknown')
      const row = await privacy.grant(userId, purpose, subject, policyVersion, nowIso())
      return ok(await shape(req.lang, row))
    },
  )

  app.post(
    '/api/v5/privacy/withdrawConsent',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: ConsentListQuery, body: ConsentWithdrawBody, response: ConsentWithdrawResponse },
    },
    async (req): Promise<C.ConsentWithdrawResponse> => {
      const userId = visitorOf(req)
      const { purpose, subject } = req.body
      await privacy.withdraw(userId, purpose, subject, nowIso())
      // the card is shown to nobody from now on: the visitor leaves matchmaking (and may join again)
      if (purpose === 'match_profile') {
        await fastify.match.leave(userId)
        const { following, followers } = await fastify.match.relations(userId)
        void fastify.chatBus.publish({ kind: 'relations', users: [userId, ...following, ...followers] }).catch(() => {})
      }
      return ok(await listOf(req.lang, userId))
    },
  )

  /** A consent is about the visitor's own RFQ, an exhibitor that exists, or the whole purpose. */
  async function checkedSubject(userId: string, purpose: C.ConsentPurpose, raw: string | undefined): Promise<string> {
    const subject = raw ?? ''
    if (purpose === 'match_profile') {
      if (subject) throw badRequest('consentSubjectUnknown')
      return ''
    }
    const id = Number(subject)
    if (!subject || !Number.isSafeInteger(id) || id < 1) throw badRequest('consentSubjectUnknown')
    if (purpose === 'rfq_contact') {
      const e = await fastify.enquiries.get(id).catch(() => null)
      if (!e || e.user_id !== userId) throw badRequest('consentSubjectUnknown')
    } else if (purpose === 'lead_contact') {
      if (!fastify.catalog.editions.has(id)) throw badRequest('consentSubjectUnknown')
    } else await fastify.directory.companyRow(id)
    return String(id)
  }
}

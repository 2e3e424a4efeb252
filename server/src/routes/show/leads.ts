import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import ExcelJS from 'exceljs'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { escapeHtml } from '../../lib/html.js'
import { msg } from '../../lib/messages.js'
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.js'
import { tr } from '../../repositories/catalog.js'
import type { LeadView } from '../../repositories/leads.js'
import { verifyBadge } from '../../lib/badge.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import {
  isPhone,
  LEAD_LIMITS,
  leadExportAddress,
  validateLeadQualification,
  validateLeadQuestions,
} from '../../../../rules/index.js'
import {
  LeadAnalyticsQuery,
  LeadCaptureBody,
  LeadCompanyQuery,
  LeadExportEmailBody,
  LeadExportQuery,
  LeadHoldersQuery,
  LeadListQuery,
  LeadQuestionsBody,
  LeadStaffBody,
  LeadStandsQuery,
  LeadWithdrawBody,
} from '../../schemas/leads.js'
import {
  LeadAnalyticsResponse,
  LeadCaptureResponse,
  LeadExportEmailResponse,
  LeadHoldersResponse,
  LeadListResponse,
  LeadQuestionsResponse,
  LeadStaffResponse,
  LeadStandsResponse,
} from '../../schemas/responses/leads.js'

/** 138****8000 */
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`

/** Export columns (docs/api.md, "Leads export"), both languages. */
const COLUMNS: Record<C.Language, string[]> = {
  'ZH-CN': ['扫描时间', '姓名', '公司', '职位', '手机', '邮箱', '同意提供联系方式', '评级', '备注', '名片照片'],
  EN: [
    'Scanned at',
    'Name',
    'Company',
    'Position',
    'Mobile',
    'Email',
    'Contact shared',
    'Rating',
    'Note',
    'Business card',
  ],
}
const RATINGS: Record<C.Language, Record<C.LeadRating, string>> = {
  'ZH-CN': { hot: '热', warm: '温', cold: '冷' },
  EN: { hot: 'Hot', warm: 'Warm', cold: 'Cold' },
}

interface StaffGrant {
  companyId: number
  role: 'contact' | 'staff'
  phoneHash: string
}
declare module 'fastify' {
  interface FastifyRequest {
    leadGrant: StaffGrant | null
  }
}

/**
 * show: exhibitors' leads (issue 28). Who may scan for an exhibitor: a phone verified like exhibitor
 * editing (an edit token of this visitor) that is one of its contact phones (role contact: adds
 * staff, sets questions) or a staff phone a contact added. A lead's contact is shown only while the
 * visitor's lead_contact consent stands; otherwise "visited, no contact shared".
 */
export default async function leadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { leads, editTokens, directory } = fastify
  const nowIso = () => new Date(fastify.clock.now()).toISOString()
  const badgeCheck = { secret: fastify.secret, publicKey: fastify.badgeKeys.publicKey }
  fastify.decorateRequest('leadGrant', null)

  const tokenOf = (req: FastifyRequest) => {
    const header = req.headers['x-edit-token']
    const query = (req.query as { editToken?: unknown } | undefined)?.editToken
    return (typeof header === 'string' && header) || (typeof query === 'string' && query) || ''
  }
  /** The verified phone of this visitor's edit token. */
  const phoneOf = async (req: FastifyRequest) => {
    const token = tokenOf(req)
    const grant = token ? await editTokens.grantOf(token, fastify.clock.now()) : null
    if (!grant || grant.userId !== visitorOf(req)) throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
    return grant
  }
  // one answer for every exhibitor gate (plugins/auth.ts): contact phones and staff phones
  const roleOf = (companyId: number, phoneHash: string): Promise<StaffGrant['role'] | null> =>
    fastify.standRole(companyId, phoneHash)
  const requireStaff =
    (companyOf: (req: FastifyRequest) => number, contactOnly = false) =>
    async (req: FastifyRequest) => {
      const grant = await phoneOf(req)
      const company = await directory.companyRow(companyOf(req))
      const role = await roleOf(company.id, grant.phoneHash)
      if (!role) throw forbidden('leadNotAllowed')
      if (contactOnly && role !== 'contact') throw forbidden('leadContactOnly')
      req.leadGrant = { companyId: company.id, role, phoneHash: grant.phoneHash }
    }
  const fromQuery = (req: FastifyRequest) => (req.query as { companyProfileId: number }).companyProfileId
  const fromBody = (req: FastifyRequest) => (req.body as { companyProfileId: number }).companyProfileId
  const grantOf = (req: FastifyRequest) => req.leadGrant!

  const questionsOf = async (companyId: number): Promise<C.LeadQuestion[]> =>
    JSON.parse((await leads.settings(companyId)).questions) as C.LeadQuestion[]

  const shape = (l: LeadView, already = false): C.Lead => {
    const shared = l.registration_id !== null && Number(l.shared) === 1
    return {
      leadId: l.id,
      clientId: l.client_id,
      kind: l.registration_id ? 'badge' : 'card',
      scannedAt: l.scanned_at,
      rating: (l.rating as C.LeadRating | null) ?? null,
      answers: JSON.parse(l.answers) as number[][],
      note: l.note,
      cardPhoto: l.card_photo,
      contactShared: shared,
      name: l.reg_name ?? '',
      ...(shared
        ? {
            company: l.reg_company ?? '',
            position: l.reg_position ?? '',
            phone: l.reg_phone ?? '',
            email: l.reg_email ?? '',
          }
        : {}),
      ...(already ? { already: true } : {}),
    }
  }

  app.get(
    '/api/v5/leads/stands',
    { preHandler: fastify.requireVisitor, schema: { querystring: LeadStandsQuery, response: LeadStandsResponse } },
    async (req): Promise<C.LeadStandsResponse> => {
      const grant = await phoneOf(req)
      const ids = [...new Set([...grant.companyIds, ...(await leads.companyIdsOfStaff(grant.phoneHash))])]
      const out: C.LeadStand[] = []
      for (const id of ids.sort((a, b) => a - b)) {
        const role = await roleOf(id, grant.phoneHash)
        const names = await directory.companyNames(id)
        const stand = await leads.standOf(id)
        if (!role || !names || !stand) continue
        const settings = await leads.settings(id)
        out.push({
          companyProfileId: id,
          name: tr(req.lang, names.name_zh, names.name_en),
          editionId: stand.editionId,
          contactEmail: stand.contactEmail,
          role,
          questions: JSON.parse(settings.questions) as C.LeadQuestion[],
          lastExportAt: settings.lastExportAt,
        })
      }
      return ok(out)
    },
  )

  app.post(
    '/api/v5/leads/capture',
    {
      preHandler: [fastify.requireVisitor, requireStaff(fromBody)],
      config: { rateLimit: perMinute(600) },
      schema: { querystring: LeadStandsQuery, body: LeadCaptureBody, response: LeadCaptureResponse },
    },
    async (req): Promise<C.LeadCaptureResponse> => {
      const b = req.body
      const { companyId, phoneHash } = grantOf(req)
      let registrationId: string | null = null
      if (b.token !== undefined) {
        const id = verifyBadge(badgeCheck, b.token)
        const reg = id ? await fastify.registrations.byId(id) : undefined
        // a badge of another edition is not this exhibitor's visitor
        const company = await directory.companyRow(companyId)
        if (!reg || reg.edition_id !== company.edition_id) throw badRequest('leadBadgeInvalid')
        registrationId = reg.id
      } else if (!b.cardPhoto && !b.note?.trim() && !(await leads.byClient(companyId, b.clientId)))
        // a new lead without a badge is a business card: its photo or a note says who it is
        throw badRequest('leadBadgeInvalid')
      if (b.answers !== undefined || b.note !== undefined) {
        const failed = validateLeadQualification(await questionsOf(companyId), b.answers ?? [], b.note ?? '')
        if (failed) throw badRequest(`leads.${failed}`)
      }
      if (b.cardPhoto !== undefined && !/^\/uploads\/[A-Za-z0-9._-]+$/.test(b.cardPhoto))
        throw badRequest('pictureUnknown')
      const { lead, already } = await leads.capture(
        {
          companyId,
          clientId: b.clientId,
          registrationId,
          scannedAt: b.scannedAt,
          scannedBy: phoneHash.slice(0, 12),
          now: nowIso(),
        },
        {
          ...(b.rating !== undefined ? { rating: b.rating } : {}),
          ...(b.answers !== undefined ? { answers: JSON.stringify(b.answers) } : {}),
          ...(b.note !== undefined ? { note: b.note.trim() } : {}),
          ...(b.cardPhoto !== undefined ? { cardPhoto: b.cardPhoto } : {}),
        },
      )
      // the visitor took their contact back from this exhibitor: the stand hears "already captured"
      // and nothing of theirs (their choice stands; docs/decisions/leads.md)
      if (lead.withdrawn_at) return ok(shape({ ...lead, shared: 0 }, true))
      return ok(shape(lead, already))
    },
  )

  app.get(
    '/api/v5/leads/list',
    {
      preHandler: [fastify.requireVisitor, requireStaff(fromQuery)],
      schema: { querystring: LeadListQuery, response: LeadListResponse },
    },
    async (req): Promise<C.LeadListResponse> => {
      const q = req.query
      const keyword = q.keyword?.trim().toLowerCase() ?? ''
      const rows = (await leads.list(grantOf(req).companyId)).map((l) => shape(l))
      return ok(
        rows.filter(
          (l) =>
            (!q.rating || l.rating === q.rating) &&
            (!q.from || l.scannedAt.slice(0, 10) >= q.from) &&
            (!q.to || l.scannedAt.slice(0, 10) <= q.to) &&
            (!keyword || [l.name, l.company, l.position, l.note].some((f) => f?.toLowerCase().includes(keyword))),
        ),
      )
    },
  )

  app.post(
    '/api/v5/leads/questions',
    {
      preHandler: [fastify.requireVisitor, requireStaff(fromBody, true)],
      schema: { querystring: LeadStandsQuery, body: LeadQuestionsBody, response: LeadQuestionsResponse },
    },
    async (req): Promise<C.LeadQuestionsResponse> => {
      const questions = req.body.questions.map((q) => ({
        text: q.text.trim(),
        multiple: q.multiple,
        options: q.options.map((o) => o.trim()),
      }))
      const failed = validateLeadQuestions(questions)
      if (failed) throw badRequest(`leads.${failed}`)
      await leads.setQuestions(grantOf(req).companyId, JSON.stringify(questions))
      return ok(questions)
    },
  )

  const staffList = async (companyId: number): Promise<C.LeadStaffMember[]> =>
    (await leads.staffOf(companyId)).map((s) => ({ maskedPhone: s.masked_phone, addedAt: s.added_at }))

  app.get(
    '/api/v5/leads/staff',
    {
      preHandler: [fastify.requireVisitor, requireStaff(fromQuery, true)],
      schema: { querystring: LeadCompanyQuery, response: LeadStaffResponse },
    },
    async (req): Promise<C.LeadStaffResponse> => ok(await staffList(grantOf(req).companyId)),
  )

  for (const [path, add] of [
    ['/api/v5/leads/addStaff', true],
    ['/api/v5/leads/removeStaff', false],
  ] as const)
    app.post(
      path,
      {
        preHandler: [fastify.requireVisitor, requireStaff(fromBody, true)],
        config: { rateLimit: perMinute(30) },
        schema: { querystring: LeadStandsQuery, body: LeadStaffBody, response: LeadStaffResponse },
      },
      async (req): Promise<C.LeadStaffResponse> => {
        const phone = req.body.phone.trim()
        if (!isPhone(phone)) throw badRequest('phoneInvalid')
        const { companyId } = grantOf(req)
        const hash = fastify.sms.phoneHash(phone)
        if (add) {
          if ((await leads.staffOf(companyId)).length >= LEAD_LIMITS.maxStaff) throw badRequest('leadStaffFull')
          await leads.addStaff(companyId, hash, masked(phone), nowIso())
        } else await leads.removeStaff(companyId, hash)
        return ok(await staffList(companyId))
      },
    )

  /**
   * The export file (columns: docs/api.md, "Leads export"): all leads or those received since the
   * last export. `commit` then makes it the last export; the mail route calls it only once the mail
   * has gone, so a failed mail loses no lead from the next "new since last".
   */
  async function buildExport(companyId: number, lang: C.Language, format: 'csv' | 'xlsx', onlyNew: boolean) {
    const settings = await leads.settings(companyId)
    const rows = await leads.list(companyId, onlyNew ? settings.lastExportLeadId : 0)
    const questions = await questionsOf(companyId)
    const header = [...COLUMNS[lang], ...questions.map((q) => q.text)]
    const noContact = tr(lang, '已到访，未提供联系方式', 'Visited, no contact shared')
    const table = rows
      .slice()
      .reverse()
      .map((row) => {
        const l = shape(row)
        return [
          l.scannedAt,
          l.name,
          l.contactShared ? l.company! : noContact,
          l.position ?? '',
          l.phone ?? '',
          l.email ?? '',
          l.contactShared ? tr(lang, '是', 'yes') : tr(lang, '否', 'no'),
          l.rating ? RATINGS[lang][l.rating] : '',
          l.note,
          l.cardPhoto ?? '',
          ...questions.map((q, i) => (l.answers[i] ?? []).map((o) => q.options[o] ?? '').join('; ')),
        ]
      })
    const now = nowIso()
    const name = `leads-${companyId}-${now.slice(0, 10)}.${format}`
    const commit = () =>
      leads.markExported(companyId, now, Math.max(settings.lastExportLeadId, ...rows.map((r) => r.id)))
    if (format === 'csv') {
      // a BOM so spreadsheet programs read the Chinese as UTF-8; formulas are neutralised
      const cell = (v: string) => {
        const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v
        return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
      }
      const csv = '\ufeff' + [header, ...table].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
      return { name, count: rows.length, commit, type: 'text/csv; charset=utf-8', body: Buffer.from(csv) }
    }
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet(tr(lang, '线索', 'Leads'))
    sheet.addRow(header).font = { bold: true }
    for (const r of table) sheet.addRow(r)
    return {
      name,
      count: rows.length,
      commit,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: Buffer.from(await book.xlsx.writeBuffer()),
    }
  }

  app.get(
    '/api/v5/leads/export',
    {
      preHandler: [fastify.requireVisitor, requireStaff(fromQuery)],
      config: { rateLimit: perMinute(30) },
      schema: { querystring: LeadExportQuery },
    },
    async (req, reply) => {
      const file = await buildExport(grantOf(req).companyId, req.lang, req.query.format, req.query.onlyNew === 1)
      await file.commit()
      reply.header('cache-control', 'no-store')
      return reply.type(file.type).header('content-disposition', `attachment; filename="${file.name}"`).send(file.body)
    },
  )

  // the export mailed (item 4): to the address typed (never stored nor logged) or the exhibitor's own
  app.post(
    '/api/v5/leads/exportEmail',
    {
      preHandler: [fastify.requireVisitor, requireStaff(fromBody)],
      config: { rateLimit: perMinute(10) },
      schema: { querystring: LeadStandsQuery, body: LeadExportEmailBody, response: LeadExportEmailResponse },
    },
    async (req): Promise<C.LeadExportEmailResponse> => {
      const { companyId } = grantOf(req)
      const lang = req.lang
      const address = leadExportAddress(req.body.email, (await leads.standOf(companyId))?.contactEmail)
      if ('failed' in address) throw badRequest(`leads.${address.failed}`)
      const file = await buildExport(companyId, lang, req.body.format, req.body.onlyNew === 1)
      const names = await directory.companyNames(companyId)
      const exhibitor = names ? tr(lang, names.name_zh, names.name_en) : `#${companyId}`
      const subject = tr(lang, `线索导出：${exhibitor}`, `Leads export: ${exhibitor}`)
      const lines = [
        tr(
          lang,
          `附件是 ${exhibitor} 的线索（${file.count} 条，${req.body.onlyNew === 1 ? '上次导出后的新线索' : '全部线索'}）。`,
          `Attached are ${exhibitor}’s leads (${file.count}, ${req.body.onlyNew === 1 ? 'new since the last export' : 'all leads'}).`,
        ),
        tr(
          lang,
          '联系方式仅限观众同意提供的线索；请按观众的同意使用。',
          'Contact details are included only where the visitor agreed to share them; use them as agreed.',
        ),
      ]
      try {
        await fastify.mailer.send({
          to: address.to,
          subject,
          text: lines.join('\n\n'),
          html: `<!doctype html><html lang="${lang === 'EN' ? 'en' : 'zh-CN'}"><body style="font-family:sans-serif;color:#1a1a1a">${lines
            .map((l) => `<p>${escapeHtml(l)}</p>`)
            .join('')}</body></html>`,
          attachments: [{ filename: file.name, content: file.body, contentType: file.type }],
        })
      } catch (err) {
        // never log the address: only the error's code
        req.log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'leads export email failed')
        throw new ApiError('emailFailed', 502, 'MAIL_FAILED')
      }
      await file.commit()
      return ok({ sent: true as const, count: file.count }, msg(lang, 'emailSent'))
    },
  )

  // what the show brought the exhibitor (item 5): counted on each request, so never stale
  app.get(
    '/api/v5/leads/analytics',
    {
      preHandler: [fastify.requireVisitor, requireStaff(fromQuery)],
      schema: { querystring: LeadAnalyticsQuery, response: LeadAnalyticsResponse },
    },
    async (req): Promise<C.LeadAnalyticsResponse> => {
      const figures = await fastify.leadAnalytics.of(grantOf(req).companyId, nowIso())
      if (!figures) throw notFound('leadNotFound')
      return ok(figures)
    },
  )

  app.get(
    '/api/v5/leads/mine',
    { preHandler: fastify.requireVisitor, schema: { querystring: LeadHoldersQuery, response: LeadHoldersResponse } },
    async (req): Promise<C.LeadHoldersResponse> => ok(await holders(req.lang, visitorOf(req))),
  )

  app.post(
    '/api/v5/leads/withdraw',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: LeadHoldersQuery, body: LeadWithdrawBody, response: LeadHoldersResponse },
    },
    async (req): Promise<C.LeadHoldersResponse> => {
      const userId = visitorOf(req)
      if (!(await leads.withdraw(userId, req.body.leadId, nowIso()))) throw notFound('leadNotFound')
      return ok(await holders(req.lang, userId))
    },
  )

  async function holders(lang: C.Language, userId: string): Promise<C.LeadHolder[]> {
    const rows = await leads.holdersOf(userId)
    return Promise.all(
      rows.map(async (r) => {
        const names = await directory.companyNames(r.company_id)
        return {
          leadId: r.id,
          exhibitorName: names ? tr(lang, names.name_zh, names.name_en) : `#${r.company_id}`,
          scannedAt: r.scanned_at,
        }
      }),
    )
  }
}

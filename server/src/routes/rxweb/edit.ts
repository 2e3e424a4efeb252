import crypto from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { S } from '../../schemas/index.js'
import { R } from '../../schemas/responses.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, badRequest, forbidden } from '../../lib/errors.js'
import { PHONE_RE } from '../../lib/sms.js'
import { buildSearchText, buildSearchTokens } from '../../lib/search-text.js'

export const EDIT_TOKEN_TTL_MS = 2 * 3600_000
const BUSINESS_EMAIL = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/
const IMAGE_URL = /^(\/uploads\/[A-Za-z0-9._-]+|\/media\/[A-Za-z0-9/._-]+|https:\/\/\S+)$/

/**
 * rxweb: phone verification and exhibitor / product editing.
 * Rule: a phone verified by SMS code gets an opaque edit token (2 h); the token may read and update an
 * exhibitor (and its products) only when the exhibitor's contact phone is that verified phone.
 */
export default async function editRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = fastify.database
  const hashToken = (t: string) => crypto.createHash('sha256').update(t).digest('hex')

  app.post(
    '/api/v5/verifyPhone',
    { schema: { body: S.VerifyPhoneBody, response: R('VerifyPhoneResponse') } },
    async (req): Promise<C.VerifyPhoneResponse> => {
      const phone = req.body.phone.trim()
      if (!PHONE_RE.test(phone)) throw badRequest('phoneInvalid')
      if (!req.body.code.trim()) throw badRequest('rfqCodeEmpty')
      await fastify.sms.verify(phone, 'verify', req.body.code)
      const token = crypto.randomBytes(32).toString('base64url')
      const now = fastify.clock.now()
      await db
        .insertInto('edit_tokens')
        .values({
          token_hash: hashToken(token),
          phone_hash: fastify.sms.phoneHash(phone),
          created_at: now,
          expires_at: now + EDIT_TOKEN_TTL_MS,
        })
        .execute()
      const companies = await db
        .selectFrom('companies')
        .select('id')
        .where('contact_phone', '=', phone)
        .orderBy('id')
        .execute()
      return ok({
        editToken: token,
        expiresAt: new Date(now + EDIT_TOKEN_TTL_MS).toISOString(),
        companyProfileIds: companies.map((c) => c.id),
      })
    },
  )

  /** Throws unless the request's edit token belongs to the exhibitor's contact phone. */
  const authorise = async (req: FastifyRequest, companyId: number) => {
    const header = req.headers['x-edit-token']
    const token = (typeof header === 'string' && header) || (req.query as { editToken?: string }).editToken
    if (!token) throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
    const row = await db
      .selectFrom('edit_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    if (!row || Number(row.expires_at) < fastify.clock.now())
      throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
    const company = await fastify.directory.companyRow(companyId)
    if (fastify.sms.phoneHash(company.contact_phone) !== row.phone_hash) throw forbidden('editNotAllowed')
    return company
  }

  const exhibitorInfo = (c: Awaited<ReturnType<typeof fastify.directory.companyRow>>): C.ExhibitorInfo => ({
    companyProfileId: c.id,
    eventEditionId: c.edition_id,
    nameZh: c.name_zh,
    nameEn: c.name_en,
    introductionZh: c.intro_zh,
    introductionEn: c.intro_en,
    mainProductZh: c.main_product_zh,
    mainProductEn: c.main_product_en,
    addressZh: c.address_zh,
    addressEn: c.address_en,
    contactEmail: c.contact_email,
    website: c.website,
    tel: c.tel,
    fax: c.fax,
    logo: c.logo,
    hall: fastify.catalog.hallName('EN', c.hall_id),
    stand: c.stand,
  })

  app.get(
    '/api/v5/getExhibitorInfo',
    { schema: { querystring: S.ExhibitorInfoQuery, response: R('ExhibitorInfoResponse') } },
    async (req): Promise<C.ExhibitorInfoResponse> => {
      if (req.query.eventCode) fastify.catalog.exhibition(req.query.eventCode)
      return ok(exhibitorInfo(await authorise(req, req.query.companyProfileId)))
    },
  )

  app.post(
    '/api/v5/updateExhibitorInfo',
    { schema: { body: S.ExhibitorInfoUpdate, response: R('ExhibitorInfoUpdateResponse') } },
    async (req): Promise<C.ExhibitorInfoUpdateResponse> => {
      const b = req.body
      const c = await authorise(req, b.companyProfileId)
      if (b.contactEmail !== undefined && b.contactEmail !== '' && !BUSINESS_EMAIL.test(b.contactEmail))
        throw badRequest('rfqEmailInvalid')
      if (b.website !== undefined && b.website !== '' && !/^https?:\/\/\S+$/.test(b.website))
        throw badRequest('invalidRequest')
      if (b.logo !== undefined && !IMAGE_URL.test(b.logo)) throw badRequest('invalidRequest')
      const nameZh = b.nameZh?.trim() || c.name_zh
      const nameEn = b.nameEn?.trim() || c.name_en
      const set = {
        name_zh: nameZh,
        name_en: nameEn,
        intro_zh: b.introductionZh ?? c.intro_zh,
        intro_en: b.introductionEn ?? c.intro_en,
        main_product_zh: b.mainProductZh ?? c.main_product_zh,
        main_product_en: b.mainProductEn ?? c.main_product_en,
        address_zh: b.addressZh ?? c.address_zh,
        address_en: b.addressEn ?? c.address_en,
        contact_email: b.contactEmail ?? c.contact_email,
        website: b.website ?? c.website,
        tel: b.tel ?? c.tel,
        fax: b.fax ?? c.fax,
        logo: b.logo ?? c.logo,
        search_text: buildSearchText(nameZh, nameEn),
        search_tokens: buildSearchTokens(nameZh, nameEn),
        updated_at: new Date(fastify.clock.now()).toISOString(),
      }
      await db.updateTable('companies').set(set).where('id', '=', c.id).execute()
      fastify.directory.invalidateTotals()
      return ok(exhibitorInfo({ ...c, ...set }))
    },
  )

  const productInfo = async (id: number): Promise<C.ProductInfo> => {
    const p = await fastify.directory.productRow(id)
    const cats = await db.selectFrom('product_categories').select('category_id').where('product_id', '=', id).execute()
    return {
      productId: p.id,
      companyProfileId: p.company_id,
      nameZh: p.name_zh,
      nameEn: p.name_en,
      introductionZh: p.intro_zh,
      introductionEn: p.intro_en,
      logo: p.logo,
      categoryIds: cats.map((c) => c.category_id),
    }
  }

  app.get(
    '/api/v5/getProductInfo',
    { schema: { querystring: S.ProductInfoQuery, response: R('ProductInfoResponse') } },
    async (req): Promise<C.ProductInfoResponse> => {
      const p = await fastify.directory.productRow(req.query.productId)
      await authorise(req, p.company_id)
      return ok(await productInfo(p.id))
    },
  )

  app.post(
    '/api/v5/updateProductInfo',
    { schema: { body: S.ProductInfoUpdate, response: R('ProductInfoUpdateResponse') } },
    async (req): Promise<C.ProductInfoUpdateResponse> => {
      const b = req.body
      const p = await fastify.directory.productRow(b.productId)
      await authorise(req, p.company_id)
      if (b.logo !== undefined && !IMAGE_URL.test(b.logo)) throw badRequest('invalidRequest')
      if (b.categoryIds?.some((id) => !fastify.catalog.categories.has(id))) throw badRequest('rfqCategoryUnknown')
      const nameZh = b.nameZh?.trim() || p.name_zh
      const nameEn = b.nameEn?.trim() || p.name_en
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({
            name_zh: nameZh,
            name_en: nameEn,
            intro_zh: b.introductionZh ?? p.intro_zh,
            intro_en: b.introductionEn ?? p.intro_en,
            logo: b.logo ?? p.logo,
            search_text: buildSearchText(nameZh, nameEn),
            search_tokens: buildSearchTokens(nameZh, nameEn),
            updated_at: new Date(fastify.clock.now()).toISOString(),
          })
          .where('id', '=', p.id)
          .execute()
        if (b.categoryIds) {
          await trx.deleteFrom('product_categories').where('product_id', '=', p.id).execute()
          const ids = [...new Set(b.categoryIds)]
          if (ids.length)
            await trx
              .insertInto('product_categories')
              .values(ids.map((category_id) => ({ product_id: p.id, category_id })))
              .execute()
        }
      })
      fastify.directory.invalidateTotals()
      return ok(await productInfo(p.id))
    },
  )
}

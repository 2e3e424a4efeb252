import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Selectable } from 'kysely'
import type * as C from '../../../../types/api.js'
import type { CompaniesTable } from '../../db/schema.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { badRequest } from '../../lib/errors.js'
import { isEmail, isPhone } from '../../../../rules/index.js'
import { editableOf } from '../../plugins/auth.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/rate-limits.js'
import {
  ExhibitorInfoQuery,
  ExhibitorInfoUpdate,
  ProductInfoQuery,
  ProductInfoUpdate,
  VerifyPhoneBody,
} from '../../schemas/verification.js'
import {
  ExhibitorInfoResponse,
  ExhibitorInfoUpdateResponse,
  ProductInfoResponse,
  ProductInfoUpdateResponse,
  VerifyPhoneResponse,
} from '../../schemas/responses/verification.js'

export const EDIT_TOKEN_TTL_MS = 2 * 3600_000
const IMAGE_URL = /^(\/uploads\/[A-Za-z0-9._-]+|\/media\/[A-Za-z0-9/._-]+|https:\/\/\S+)$/

/**
 * rxweb: phone verification and exhibitor / product editing. Who may edit what is the
 * requireEditorOf preHandler's rule (plugins/auth.ts).
 */
export default async function editRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, directory, editTokens } = fastify
  const nowIso = () => new Date(fastify.clock.now()).toISOString()

  app.post(
    '/api/v5/verifyPhone',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(30) },
      schema: { querystring: CommonQuery, body: VerifyPhoneBody, response: VerifyPhoneResponse },
    },
    async (req): Promise<C.VerifyPhoneResponse> => {
      const phone = req.body.phone.trim()
      if (!isPhone(phone)) throw badRequest('phoneInvalid')
      if (!req.body.code.trim()) throw badRequest('rfq.codeRequired')
      await fastify.sms.verify(phone, 'verify', req.body.code)
      const now = fastify.clock.now()
      const expiresAt = now + EDIT_TOKEN_TTL_MS
      const editToken = await editTokens.issue(fastify.sms.phoneHash(phone), visitorOf(req), now, expiresAt)
      return ok({
        editToken,
        expiresAt: new Date(expiresAt).toISOString(),
        companyProfileIds: await directory.companyIdsWithPhone(phone),
      })
    },
  )

  const exhibitorInfo = (c: Selectable<CompaniesTable>): C.ExhibitorInfo => ({
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
    hall: catalog.hallName('EN', c.hall_id),
    stand: c.stand,
  })

  app.get(
    '/api/v5/getExhibitorInfo',
    {
      preHandler: [
        fastify.requireVisitor,
        fastify.requireEditorOf((req) => (req.query as C.ExhibitorInfoQuery).companyProfileId),
      ],
      schema: { querystring: ExhibitorInfoQuery, response: ExhibitorInfoResponse },
    },
    async (req): Promise<C.ExhibitorInfoResponse> => {
      if (req.query.eventCode) catalog.exhibition(req.query.eventCode)
      return ok(exhibitorInfo(editableOf(req)))
    },
  )

  app.post(
    '/api/v5/updateExhibitorInfo',
    {
      preHandler: [
        fastify.requireVisitor,
        fastify.requireEditorOf((req) => (req.body as C.ExhibitorInfoUpdate).companyProfileId),
      ],
      schema: { querystring: CommonQuery, body: ExhibitorInfoUpdate, response: ExhibitorInfoUpdateResponse },
    },
    async (req): Promise<C.ExhibitorInfoUpdateResponse> => {
      const b = req.body
      const c = editableOf(req)
      if (b.contactEmail !== undefined && b.contactEmail !== '' && !isEmail(b.contactEmail))
        throw badRequest('rfq.invalidEmail')
      if (b.website !== undefined && b.website !== '' && !/^https?:\/\/\S+$/.test(b.website))
        throw badRequest('invalidRequest')
      if (b.logo !== undefined && !IMAGE_URL.test(b.logo)) throw badRequest('invalidRequest')
      const updated = await directory.updateCompany(
        c,
        {
          name_zh: b.nameZh?.trim() || c.name_zh,
          name_en: b.nameEn?.trim() || c.name_en,
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
        },
        nowIso(),
      )
      return ok(exhibitorInfo(updated))
    },
  )

  const productInfo = async (id: number): Promise<C.ProductInfo> => {
    const p = await directory.productRow(id)
    return {
      productId: p.id,
      companyProfileId: p.company_id,
      nameZh: p.name_zh,
      nameEn: p.name_en,
      introductionZh: p.intro_zh,
      introductionEn: p.intro_en,
      logo: p.logo,
      categoryIds: await directory.productCategoryIds(id),
    }
  }
  const companyOfProduct = async (productId: number) => (await directory.productRow(productId)).company_id

  app.get(
    '/api/v5/getProductInfo',
    {
      preHandler: [
        fastify.requireVisitor,
        fastify.requireEditorOf((req) => companyOfProduct((req.query as C.ProductInfoQuery).productId)),
      ],
      schema: { querystring: ProductInfoQuery, response: ProductInfoResponse },
    },
    async (req): Promise<C.ProductInfoResponse> => ok(await productInfo(req.query.productId)),
  )

  app.post(
    '/api/v5/updateProductInfo',
    {
      preHandler: [
        fastify.requireVisitor,
        fastify.requireEditorOf((req) => companyOfProduct((req.body as C.ProductInfoUpdate).productId)),
      ],
      schema: { querystring: CommonQuery, body: ProductInfoUpdate, response: ProductInfoUpdateResponse },
    },
    async (req): Promise<C.ProductInfoUpdateResponse> => {
      const b = req.body
      const p = await directory.productRow(b.productId)
      if (b.logo !== undefined && !IMAGE_URL.test(b.logo)) throw badRequest('invalidRequest')
      if (b.categoryIds?.some((id) => !catalog.categories.has(id))) throw badRequest('rfqCategoryUnknown')
      await directory.updateProduct(
        p,
        {
          name_zh: b.nameZh?.trim() || p.name_zh,
          name_en: b.nameEn?.trim() || p.name_en,
          intro_zh: b.introductionZh ?? p.intro_zh,
          intro_en: b.introductionEn ?? p.intro_en,
          logo: b.logo ?? p.logo,
        },
        b.categoryIds,
        nowIso(),
      )
      return ok(await productInfo(p.id))
    },
  )
}

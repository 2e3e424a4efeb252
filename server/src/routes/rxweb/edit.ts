import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Selectable } from 'kysely'
import type * as C from '../../../../types/api.js'
import type { CompaniesTable } from '../../db/schema.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, badRequest } from '../../lib/errors.js'
import { weappPhoneProvider } from '../../lib/phone-providers.js'
import { tr } from '../../repositories/catalog.js'
import {
  exhibitorEditErrors,
  isPhone,
  missingEnglish,
  productEditErrors,
  type EditRuleKey,
  type ExhibitorEditField,
  type ExhibitorEditForm,
  type ProductEditField,
  type ProductEditForm,
} from '../../../../rules/index.js'
import { editableOf } from '../../plugins/auth.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import {
  ExhibitorInfoQuery,
  ExhibitorInfoUpdate,
  MyExhibitorsQuery,
  ProductInfoCreate,
  ProductInfoQuery,
  ProductInfoUpdate,
  VerifyPhoneBody,
  WeappPhoneBody,
} from '../../schemas/verification.js'
import {
  ExhibitorInfoResponse,
  ExhibitorInfoUpdateResponse,
  MyExhibitorsResponse,
  ProductInfoCreateResponse,
  ProductInfoResponse,
  ProductInfoUpdateResponse,
  VerifyPhoneResponse,
} from '../../schemas/responses/verification.js'

export const EDIT_TOKEN_TTL_MS = 2 * 3600_000
const IMAGE_URL = /^(\/uploads\/[A-Za-z0-9._-]+|\/media\/[A-Za-z0-9/._-]+|https:\/\/\S+)$/
/** the bilingual pairs whose English text visitors in English would miss */
const COMPANY_PAIRS: Array<[keyof C.ExhibitorInfo, keyof C.ExhibitorInfo]> = [
  ['nameZh', 'nameEn'],
  ['introductionZh', 'introductionEn'],
  ['mainProductZh', 'mainProductEn'],
  ['addressZh', 'addressEn'],
]

/** 138****8000: the number as its owner is shown it back */
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`

/**
 * rxweb: phone verification and exhibitor / product self-service editing (issue 14). Who may edit
 * what is the requireEditorOf preHandler's rule (plugins/auth.ts): a phone verified by SMS code or
 * by WeChat's phone-number button, that is one of the exhibitor's contact phones. Every field is
 * checked by the rules the app's forms use (rules/: exhibitorEditErrors, productEditErrors).
 */
export default async function editRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, directory, exhibitorEdits, editTokens, selfService } = fastify
  const phones = weappPhoneProvider(fastify.config)
  const nowIso = () => new Date(fastify.clock.now()).toISOString()

  /** The edit grant for a verified phone: a token for this visitor, and what it may edit. */
  const grant = async (req: FastifyRequest, phone: string): Promise<C.VerifyPhoneResult> => {
    const now = fastify.clock.now()
    const expiresAt = now + EDIT_TOKEN_TTL_MS
    const companyProfileIds = await selfService.companyIdsOfPhone(phone)
    const editToken = await editTokens.issue(
      fastify.sms.phoneHash(phone),
      visitorOf(req),
      now,
      expiresAt,
      companyProfileIds,
    )
    const ex = catalog.exhibition((req.query as { eventCode?: string }).eventCode)
    const contact = await selfService.organiserContact(ex.id)
    return {
      editToken,
      expiresAt: new Date(expiresAt).toISOString(),
      companyProfileIds,
      maskedPhone: masked(phone),
      organiser: {
        name: tr(req.lang, ex.organiser_zh, ex.organiser_en),
        tel: contact?.tel ?? '',
        email: contact?.email ?? '',
      },
    }
  }

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
      return ok(await grant(req, phone))
    },
  )

  app.post(
    '/api/v5/verifyWeappPhone',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(30) },
      schema: { querystring: CommonQuery, body: WeappPhoneBody, response: VerifyPhoneResponse },
    },
    async (req): Promise<C.VerifyPhoneResponse> => {
      let phone: string | null
      try {
        phone = await phones.phoneOf(req.body.code)
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'WeChat phone number API unreachable')
        throw new ApiError('weappPhoneFailed', 502, 'PROVIDER')
      }
      if (!phone || !isPhone(phone)) throw new ApiError('weappPhoneFailed', 401, 'UNAUTHORISED')
      return ok(await grant(req, phone))
    },
  )

  const exhibitorInfo = async (lang: C.Language, c: Selectable<CompaniesTable>): Promise<C.ExhibitorInfo> => ({
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
    hall: catalog.hallName(lang, c.hall_id),
    stand: c.stand,
    categoryIds: await exhibitorEdits.companyCategoryIds(c.id),
    tagIds: await exhibitorEdits.companyTagIds(c.id),
  })

  /** Pictures must be images this server has: uploaded files, seeded images (or https addresses). */
  const checkPictures = async (urls: readonly string[]) => {
    for (const url of urls) {
      if (!IMAGE_URL.test(url)) throw badRequest('pictureUnknown')
      if (url.startsWith('/uploads/') && !(await fastify.uploads.exists(url.slice('/uploads/'.length))))
        throw badRequest('pictureUnknown')
    }
  }
  const checkCategories = (ids: readonly number[] | undefined) => {
    if (ids?.some((id) => !catalog.categories.has(id))) throw badRequest('categoryUnknown')
  }

  /** The first rule a changed field breaks (fields not sent keep their stored, valid values). */
  function firstError<F extends string>(errors: Partial<Record<F, EditRuleKey>>, sent: readonly F[]) {
    const field = sent.find((f) => errors[f])
    return field ? errors[field] : undefined
  }

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
      return ok(await exhibitorInfo(req.lang, editableOf(req)))
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
      const current = await exhibitorInfo(req.lang, c)
      const form: ExhibitorEditForm = { ...current }
      const sent = (Object.keys(b) as Array<keyof C.ExhibitorInfoUpdate>).filter(
        (k): k is ExhibitorEditField => k !== 'companyProfileId' && b[k] !== undefined,
      )
      for (const k of sent) (form as unknown as Record<string, unknown>)[k] = b[k]
      const refused = firstError(exhibitorEditErrors(form), sent)
      if (refused) throw badRequest(`edit.${refused}`)
      if (b.logo !== undefined) await checkPictures([b.logo])
      checkCategories(b.categoryIds)
      if (b.tagIds?.some((id) => !catalog.tags.has(id))) throw badRequest('tagUnknown')
      const text = (v: string | undefined, was: string) => (v === undefined ? was : v.trim())
      const updated = await exhibitorEdits.updateCompany(
        c,
        {
          name_zh: text(b.nameZh, c.name_zh),
          name_en: text(b.nameEn, c.name_en),
          intro_zh: text(b.introductionZh, c.intro_zh),
          intro_en: text(b.introductionEn, c.intro_en),
          main_product_zh: text(b.mainProductZh, c.main_product_zh),
          main_product_en: text(b.mainProductEn, c.main_product_en),
          address_zh: text(b.addressZh, c.address_zh),
          address_en: text(b.addressEn, c.address_en),
          contact_email: text(b.contactEmail, c.contact_email),
          website: text(b.website, c.website),
          tel: text(b.tel, c.tel),
          fax: text(b.fax, c.fax),
          logo: text(b.logo, c.logo),
        },
        { categoryIds: b.categoryIds, tagIds: b.tagIds },
        nowIso(),
      )
      return ok(await exhibitorInfo(req.lang, updated))
    },
  )

  const productInfo = async (id: number): Promise<C.ProductInfo> => {
    const p = await exhibitorEdits.productRowForEditor(id)
    const pictures = await directory.productPictures(id)
    return {
      productId: p.id,
      companyProfileId: p.company_id,
      nameZh: p.name_zh,
      nameEn: p.name_en,
      introductionZh: p.intro_zh,
      introductionEn: p.intro_en,
      logo: p.logo,
      categoryIds: await exhibitorEdits.productCategoryIds(id),
      pictures: pictures.length ? pictures : [p.logo],
      hidden: p.hidden ? 1 : 0,
    }
  }
  const companyOfProduct = async (productId: number) => (await exhibitorEdits.productRowForEditor(productId)).company_id

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
      const p = await exhibitorEdits.productRowForEditor(b.productId)
      const current = await productInfo(p.id)
      const form: ProductEditForm = { ...current }
      const sent = (Object.keys(b) as Array<keyof C.ProductInfoUpdate>).filter(
        (k): k is ProductEditField => k in form && k !== 'productId' && b[k] !== undefined,
      )
      for (const k of sent) (form as unknown as Record<string, unknown>)[k] = b[k]
      const refused = firstError(productEditErrors(form), sent)
      if (refused) throw badRequest(`edit.${refused}`)
      if (b.pictures) await checkPictures(b.pictures)
      if (b.logo !== undefined) await checkPictures([b.logo])
      checkCategories(b.categoryIds)
      const text = (v: string | undefined, was: string) => (v === undefined ? was : v.trim())
      await exhibitorEdits.updateProduct(
        p,
        {
          name_zh: text(b.nameZh, p.name_zh),
          name_en: text(b.nameEn, p.name_en),
          intro_zh: text(b.introductionZh, p.intro_zh),
          intro_en: text(b.introductionEn, p.intro_en),
          ...(b.logo !== undefined ? { logo: b.logo } : {}),
          ...(b.hidden !== undefined ? { hidden: b.hidden } : {}),
        },
        { categoryIds: b.categoryIds, pictures: b.pictures },
        nowIso(),
      )
      return ok(await productInfo(p.id))
    },
  )

  app.post(
    '/api/v5/addProductInfo',
    {
      preHandler: [
        fastify.requireVisitor,
        fastify.requireEditorOf((req) => (req.body as C.ProductInfoCreate).companyProfileId),
      ],
      config: { rateLimit: perMinute(30) },
      schema: { querystring: CommonQuery, body: ProductInfoCreate, response: ProductInfoCreateResponse },
    },
    async (req): Promise<C.ProductInfoCreateResponse> => {
      const b = req.body
      const form: ProductEditForm = {
        nameZh: b.nameZh,
        nameEn: b.nameEn ?? '',
        introductionZh: b.introductionZh ?? '',
        introductionEn: b.introductionEn ?? '',
        categoryIds: b.categoryIds ?? [],
        pictures: b.pictures,
      }
      const errors = productEditErrors(form)
      const refused = Object.values(errors)[0]
      if (refused) throw badRequest(`edit.${refused}`)
      await checkPictures(b.pictures)
      checkCategories(b.categoryIds)
      const id = await exhibitorEdits.createProduct(
        editableOf(req),
        {
          name_zh: form.nameZh.trim(),
          name_en: form.nameEn.trim(),
          intro_zh: form.introductionZh.trim(),
          intro_en: form.introductionEn.trim(),
        },
        { categoryIds: b.categoryIds ?? [], pictures: b.pictures },
        nowIso(),
      )
      return ok(await productInfo(id))
    },
  )

  app.get(
    '/api/v5/exhibitor/mine',
    { preHandler: fastify.requireVisitor, schema: { querystring: MyExhibitorsQuery, response: MyExhibitorsResponse } },
    async (req): Promise<C.MyExhibitorsResponse> => {
      const header = req.headers['x-edit-token']
      const token = (typeof header === 'string' && header) || req.query.editToken || ''
      const g = token ? await editTokens.grantOf(token, fastify.clock.now()) : null
      // as requireEditorOf: the token is the visitor's own, still valid
      if (!g || g.userId !== visitorOf(req)) throw new ApiError('editTokenMissing', 401, 'UNAUTHORISED')
      const out: C.MyExhibitor[] = []
      for (const id of g.companyIds) {
        const c = await directory.companyRow(id).catch(() => null)
        // still a contact of it (a contact removed since the token was issued edits nothing)
        const phones = c ? await selfService.contactPhones(c.id) : []
        if (!c || !phones.some((p) => fastify.sms.phoneHash(p) === g.phoneHash)) continue
        const ed = catalog.editions.get(c.edition_id)!
        const info = await exhibitorInfo(req.lang, c)
        out.push({
          companyProfileId: c.id,
          companyProfileName: tr(req.lang, c.name_zh, c.name_en),
          logo: c.logo,
          hall: catalog.hallName(req.lang, c.hall_id),
          stand: c.stand,
          eventEditionId: ed.id,
          eventEditionName: catalog.editionName(req.lang, ed.id),
          eventCode: catalog.exhibitions.get(ed.exhibition_id)!.code,
          missingEnglish: missingEnglish(info, COMPANY_PAIRS).map(String),
          stats: await selfService.stats(c.id),
          products: await exhibitorEdits.productsForEditor(req.lang, c.id),
        })
      }
      return ok(out)
    },
  )
}

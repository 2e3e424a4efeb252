import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { visitorIdOf } from '../../plugins/visitor.js'
import { eventNotViewable } from '../../lib/errors.js'
import type { Edition } from '../../repositories/catalog.js'
import {
  CategoryQuery,
  CompanyListBody,
  EventEditionDetailQuery,
  EventEditionListQuery,
  ExhibitorCountListQuery,
  ExhibitorCountQuery,
  ExhibitorDetailQuery,
  HomeDataQuery,
  HotSearchQuery,
  ListPageQuery,
  ProductDetailQuery,
  ProductListBody,
  RecommendQuery,
  ShareExhibitorQuery,
  VenueQuery,
} from '../../schemas/directory.js'
import {
  CategoryResponse,
  CompanyListPageResponse,
  EventEditionDetailResponse,
  EventEditionListResponse,
  ExhibitorCountListResponse,
  ExhibitorCountResponse,
  ExhibitorDetailResponse,
  HomeDataResponse,
  HotSearchResponse,
  ProductDetailResponse,
  ProductListPageResponse,
  RecommendResponse,
  ShareExhibitorResponse,
  VenueListResponse,
} from '../../schemas/responses/directory.js'

export const DEFAULT_PAGE_SIZE = 20

/** rxweb: directory (home data, list pages, details, editions, venues, categories, hot words, counts). */
export default async function directoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, directory, plans } = fastify

  /** Editions picked by divisions / eventEditionIds (they must belong to eventCode's exhibition), else the current one. */
  const editionsFor = (
    eventCode: string | undefined,
    body: { divisions?: number[]; eventEditionIds?: number[] },
  ): Edition[] => {
    const ids = [...new Set([...(body.divisions ?? []), ...(body.eventEditionIds ?? [])])]
    if (!ids.length) return [catalog.edition(eventCode)]
    const ex = catalog.exhibition(eventCode)
    return ids.map((id) => {
      const ed = catalog.editions.get(id)
      if (!ed || ed.exhibition_id !== ex.id || !catalog.isViewable(ed)) throw eventNotViewable()
      return ed
    })
  }

  /** What both listPage calls pass to the repository: editions, filters, paging and the caller. */
  const listFilter = (
    req: FastifyRequest & {
      query: { eventCode?: string; pageNo?: number; pageSize?: number; isShowCountNum?: number }
    },
    body: C.CompanyListBody | C.ProductListBody,
    search: string | undefined,
  ) => ({
    editionIds: editionsFor(req.query.eventCode, body).map((e) => e.id),
    search,
    meals: body.meals,
    categorys: body.categorys,
    orderBy: body.orderBy,
    pageNo: req.query.pageNo ?? 1,
    pageSize: req.query.pageSize ?? DEFAULT_PAGE_SIZE,
    withTotal: req.query.isShowCountNum === 1,
    userId: visitorIdOf(req),
  })

  app.get(
    '/api/v4/getExhibitorDetail',
    { schema: { querystring: ExhibitorDetailQuery, response: ExhibitorDetailResponse } },
    async (req): Promise<C.ExhibitorDetailResponse> => {
      if (req.query.eventCode) catalog.exhibition(req.query.eventCode)
      const visitor = visitorIdOf(req)
      const detail = await directory.exhibitorDetail(req.lang, req.query.companyProfileId, visitor, true)
      // the visitor has now seen the exhibitor as it is: its plan entry is no longer "updated"
      if (visitor)
        await fastify.selfService.markSeen(
          visitor,
          detail.companyProfileId,
          new Date(fastify.clock.now()).toISOString(),
        )
      return ok(detail)
    },
  )

  app.get(
    '/api/v4/getProductDetail',
    { schema: { querystring: ProductDetailQuery, response: ProductDetailResponse } },
    async (req): Promise<C.ProductDetailResponse> => {
      if (req.query.eventCode) catalog.exhibition(req.query.eventCode)
      return ok(await directory.productDetail(req.lang, req.query.productId, visitorIdOf(req), true))
    },
  )

  for (const kind of ['companyProfile', 'product'] as const) {
    app.get(
      `/api/v5/pageHomeData/${kind}`,
      { schema: { querystring: HomeDataQuery, response: HomeDataResponse } },
      async (req): Promise<C.HomeDataResponse> => {
        const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
        const [totalCount, hotWords] = await Promise.all([
          directory.countIn(kind === 'companyProfile' ? 'companies' : 'products', ed.id),
          directory.hotWords(req.lang, ed.id, kind === 'companyProfile' ? 'exhibitor' : 'product'),
        ])
        return ok({
          ...directory.filterData(req.lang, ed),
          eventEdition: directory.summary(req.lang, ed),
          totalCount,
          hotWords,
        })
      },
    )
  }

  app.post(
    '/api/v5/companyProfiles/listPage',
    { schema: { querystring: ListPageQuery, body: CompanyListBody, response: CompanyListPageResponse } },
    async (req): Promise<C.CompanyListPageResponse> => {
      const body = req.body ?? {}
      return ok(await directory.listCompanies(req.lang, listFilter(req, body, body.companyProfileName)))
    },
  )

  app.post(
    '/api/v5/products/listPage',
    { schema: { querystring: ListPageQuery, body: ProductListBody, response: ProductListPageResponse } },
    async (req): Promise<C.ProductListPageResponse> => {
      const body = req.body ?? {}
      return ok(await directory.listProducts(req.lang, listFilter(req, body, body.productName)))
    },
  )

  app.get(
    '/api/v5/exhibition/getEventEditionDetail',
    { schema: { querystring: EventEditionDetailQuery, response: EventEditionDetailResponse } },
    async (req): Promise<C.EventEditionDetailResponse> => {
      return ok(await directory.editionDetail(req.lang, catalog.edition(req.query.eventCode, req.query.eventEditionId)))
    },
  )

  app.get(
    '/api/v5/exhibition/getEventEditionList',
    { schema: { querystring: EventEditionListQuery, response: EventEditionListResponse } },
    async (req): Promise<C.EventEditionListResponse> => {
      const ex = catalog.exhibition(req.query.eventCode)
      return ok(
        catalog
          .editionsOf(ex.id)
          .reverse()
          // the current one is marked: a home opened on another edition (its address says so)
          // still labels it in the edition sheet
          .map((ed) => ({ ...directory.summary(req.lang, ed), isCurrent: ed.is_current === 1 })),
      )
    },
  )

  app.get(
    '/api/v5/exhibition/getVenueList',
    { schema: { querystring: VenueQuery, response: VenueListResponse } },
    async (req): Promise<C.VenueListResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      const [halls, stands] = await Promise.all([directory.venues(req.lang, ed), fastify.venue.standCounts(ed.id)])
      return ok(
        halls.map((h) => ({
          ...h,
          standCount: stands.get(h.hallId)?.total ?? 0,
          freeStandCount: stands.get(h.hallId)?.free ?? 0,
        })),
      )
    },
  )

  app.get(
    '/api/v5/categoryData/getCategory',
    { schema: { querystring: CategoryQuery, response: CategoryResponse } },
    async (req): Promise<C.CategoryResponse> => {
      catalog.edition(req.query.eventCode, req.query.eventEditionId)
      return ok(directory.categoryTree(req.lang))
    },
  )

  app.get(
    '/api/v5/getHotSearchList',
    { schema: { querystring: HotSearchQuery, response: HotSearchResponse } },
    async (req): Promise<C.HotSearchResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      return ok(await directory.hotWords(req.lang, ed.id, req.query.channel))
    },
  )

  app.get(
    '/api/v5/exhibition/recommendCPList',
    { schema: { querystring: RecommendQuery, response: RecommendResponse } },
    async (req): Promise<C.RecommendResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      return ok(
        await directory.recommend(req.lang, ed, req.query.companyProfileId, visitorIdOf(req), req.query.pageSize ?? 10),
      )
    },
  )

  app.get(
    '/api/v5/exhibition/getShareExhibitorDetail',
    { schema: { querystring: ShareExhibitorQuery, response: ShareExhibitorResponse } },
    async (req): Promise<C.ShareExhibitorResponse> => {
      const d = await directory.exhibitorDetail(req.lang, req.query.companyProfileId, null, false)
      const ed = catalog.editions.get(d.eventEditionId)!
      const base = fastify.config.publicUrl ?? `${req.protocol}://${req.host}`
      return ok({
        companyProfileId: d.companyProfileId,
        companyProfileName: d.companyProfileName,
        logo: d.logo,
        hall: d.hall,
        stand: d.stand,
        introduction: d.introduction,
        mainProduct: d.mainProduct,
        eventEditionName: d.eventEditionName,
        eventCode: d.eventCode,
        startDate: ed.start_date,
        endDate: ed.end_date,
        venueName: req.lang === 'EN' ? ed.venue_en : ed.venue_zh,
        shareUrl: `${base}/exhibitors/detail?companyProfileId=${d.companyProfileId}&eventCode=${encodeURIComponent(d.eventCode)}&language=${req.lang}`,
        productList: d.productList.slice(0, 6),
      })
    },
  )

  const counts = async (lang: C.Language, ed: Edition, userId: string | null): Promise<C.ExhibitorCount> => {
    const [exhibitorCount, productCount, collectedCount] = await Promise.all([
      directory.countIn('companies', ed.id),
      directory.countIn('products', ed.id),
      userId ? plans.exhibitorCountInEdition(userId, ed.id) : Promise.resolve(0),
    ])
    return {
      eventEditionId: ed.id,
      eventEditionName: catalog.editionName(lang, ed.id),
      exhibitorCount,
      productCount,
      hallCount: [...catalog.halls.values()].filter((h) => h.edition_id === ed.id).length,
      collectedCount,
    }
  }

  app.get(
    '/api/v4/getExhibitorCount',
    { schema: { querystring: ExhibitorCountQuery, response: ExhibitorCountResponse } },
    async (req): Promise<C.ExhibitorCountResponse> => {
      return ok(
        await counts(req.lang, catalog.edition(req.query.eventCode, req.query.eventEditionId), visitorIdOf(req)),
      )
    },
  )

  app.get(
    '/api/v4/getExhibitorCountList',
    { schema: { querystring: ExhibitorCountListQuery, response: ExhibitorCountListResponse } },
    async (req): Promise<C.ExhibitorCountListResponse> => {
      const ex = catalog.exhibition(req.query.eventCode)
      const userId = visitorIdOf(req)
      return ok(
        await Promise.all(
          catalog
            .editionsOf(ex.id)
            .reverse()
            .map((ed) => counts(req.lang, ed, userId)),
        ),
      )
    },
  )
}

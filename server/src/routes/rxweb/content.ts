import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { ContentPageQuery, NewsDetailQuery, NewsListQuery } from '../../schemas/content.js'
import { ContentPageResponse, NewsDetailResponse, NewsListResponse } from '../../schemas/responses/content.js'

/** rxweb: About, Guide and Show Info (news), edited in the database (content_pages, news). */
export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, content } = fastify

  app.get(
    '/api/v5/content/page',
    { schema: { querystring: ContentPageQuery, response: ContentPageResponse } },
    async (req): Promise<C.ContentPageResponse> => {
      const ex = catalog.exhibition(req.query.eventCode)
      return ok(await content.page(req.lang, ex.id, req.query.page))
    },
  )

  app.get(
    '/api/v5/content/newsList',
    { schema: { querystring: NewsListQuery, response: NewsListResponse } },
    async (req): Promise<C.NewsListResponse> => {
      const ex = catalog.exhibition(req.query.eventCode)
      return ok(await content.newsList(req.lang, ex.id, req.query.pageNo ?? 1, req.query.pageSize ?? 10))
    },
  )

  app.get(
    '/api/v5/content/newsDetail',
    { schema: { querystring: NewsDetailQuery, response: NewsDetailResponse } },
    async (req): Promise<C.NewsDetailResponse> => ok(await content.newsDetail(req.lang, req.query.newsId)),
  )
}

import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { RankingQuery } from '../../schemas/rankings.js'
import { BillboardResponse, HotHitsResponse } from '../../schemas/responses/rankings.js'

/** show: Hot Hits and the Billboard (龙虎榜), from behaviour records and plans (repositories/rankings.ts). */
export default async function rankingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, rankings } = fastify

  app.get(
    '/api/v5/rank/hotHits',
    { schema: { querystring: RankingQuery, response: HotHitsResponse } },
    async (req): Promise<C.HotHitsResponse> =>
      ok(await rankings.hotHits(req.lang, catalog.edition(req.query.eventCode, req.query.eventEditionId))),
  )

  app.get(
    '/api/v5/rank/billboard',
    { schema: { querystring: RankingQuery, response: BillboardResponse } },
    async (req): Promise<C.BillboardResponse> =>
      ok(await rankings.billboard(req.lang, catalog.edition(req.query.eventCode, req.query.eventEditionId))),
  )
}

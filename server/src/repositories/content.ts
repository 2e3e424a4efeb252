import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type {} from '../db/schema-home-menu.js'
import type { ContentPage, ContentPageName, Language, ListPage, NewsDetail, NewsItem } from '../../../types/api.js'
import { Catalog, tr } from './catalog.js'
import { notFound } from '../lib/errors.js'
import { parseContent } from '../lib/content-markup.js'

/**
 * About, Guide and the news of each exhibition, as editors keep them in the database
 * (content_pages, news). The text is parsed on every read: an edit shows at once.
 */
export class ContentRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly catalog: Catalog,
  ) {}

  async page(lang: Language, exhibitionId: number, page: ContentPageName): Promise<ContentPage> {
    const row = await this.db
      .selectFrom('content_pages')
      .selectAll()
      .where('exhibition_id', '=', exhibitionId)
      .where('page', '=', page)
      .executeTakeFirst()
    if (!row) throw notFound('contentNotFound')
    const ex = this.catalog.exhibitions.get(exhibitionId)!
    return {
      page,
      exhibitionName: tr(lang, ex.name_zh, ex.name_en),
      blocks: parseContent(tr(lang, row.body_zh, row.body_en)),
      updatedAt: row.updated_at,
    }
  }

  async newsList(lang: Language, exhibitionId: number, pageNo: number, pageSize: number): Promise<ListPage<NewsItem>> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('news')
        .selectAll()
        .where('exhibition_id', '=', exhibitionId)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize + 1)
        .offset((pageNo - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('exhibition_id', '=', exhibitionId)
        .executeTakeFirstOrThrow(),
    ])
    return {
      list: rows.slice(0, pageSize).map((r) => this.item(lang, r)),
      total: Number(total.n),
      pageNo,
      pageSize,
      hasMore: rows.length > pageSize,
    }
  }

  /** A news item by id: its own exhibition's, whichever exhibition the visitor has open (links travel). */
  async newsDetail(lang: Language, id: number): Promise<NewsDetail> {
    const row = await this.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row || this.catalog.exhibitions.get(row.exhibition_id)?.viewable !== 1) throw notFound('newsNotFound')
    return { ...this.item(lang, row), blocks: parseContent(tr(lang, row.body_zh, row.body_en)) }
  }

  private item(
    lang: Language,
    r: {
      id: number
      title_zh: string
      title_en: string
      summary_zh: string
      summary_en: string
      published_at: string
      picture: string
    },
  ): NewsItem {
    return {
      newsId: r.id,
      title: tr(lang, r.title_zh, r.title_en),
      summary: tr(lang, r.summary_zh, r.summary_en),
      publishedAt: r.published_at,
      picture: r.picture,
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('content', new ContentRepository(fastify.database.db, fastify.catalog))
  },
  { name: 'content', dependencies: ['database', 'catalog'] },
)

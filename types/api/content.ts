/** About, Guide and Show Info (news): content edited in the database (issue 15). See docs/api.md. */
import type { ApiEnvelope, CommonQuery, Id, ListPage, PageQuery } from './common'

/** A run of text, a link when `href` is set: an app route (/exhibitors/list), http(s), tel: or mailto:. */
export interface ContentSpan {
  text: string
  href?: string
  strong?: boolean
}
export interface ContentBlock {
  type: 'heading' | 'paragraph' | 'item'
  spans: ContentSpan[]
}

export type ContentPageName = 'about' | 'guide'
/** GET /api/v5/content/page?page=about|guide */
export interface ContentPageQuery extends CommonQuery {
  page: ContentPageName
}
export interface ContentPage {
  page: ContentPageName
  exhibitionName: string
  blocks: ContentBlock[]
  updatedAt: string
}
export type ContentPageResponse = ApiEnvelope<ContentPage>

/** GET /api/v5/content/newsList: the exhibition's news, newest first */
export type NewsListQuery = PageQuery
export interface NewsItem {
  newsId: Id
  title: string
  summary: string
  publishedAt: string
  picture: string
}
export type NewsListResponse = ApiEnvelope<ListPage<NewsItem>>

/** GET /api/v5/content/newsDetail?newsId=… */
export interface NewsDetailQuery extends CommonQuery {
  newsId: Id
}
export interface NewsDetail extends NewsItem {
  blocks: ContentBlock[]
}
export type NewsDetailResponse = ApiEnvelope<NewsDetail>

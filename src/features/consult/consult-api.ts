import type {
  CategoryNode,
  EnquiryContactResult,
  EnquiryDetail,
  EnquiryListItem,
  EnquiryListQuery,
  EnquiryMessage,
  EnquiryPostBody,
  EnquiryPostResult,
  EnquiryRegion,
  EnquiryStatus,
  ExhibitorDetail,
  Flag,
  Id,
  ListPage,
  ProductDetail,
  ReportReason,
} from '../../../types/api'
import type { Endpoints } from '../../services/api'

/** What the enquiry pool needs from the API (the typed endpoints satisfy it; tests pass a fake). */
export interface ConsultApi {
  list(query: EnquiryListQuery): Promise<ListPage<EnquiryListItem>>
  regions(): Promise<EnquiryRegion[]>
  categories(): Promise<CategoryNode[]>
  detail(id: Id): Promise<EnquiryDetail>
  post(body: EnquiryPostBody): Promise<EnquiryPostResult>
  like(id: Id, like: Flag): Promise<{ liked: Flag; interestedCount: number }>
  contact(id: Id): Promise<EnquiryContactResult>
  sendMessage(id: Id, content: string): Promise<{ messageId: Id; status: EnquiryStatus }>
  messages(id: Id): Promise<EnquiryMessage[]>
  close(id: Id): Promise<{ status: EnquiryStatus }>
  /** reports a pool RFQ to the organiser, with a reason; the poster never learns who */
  report(id: Id, reason: ReportReason): Promise<{ reported: true }>
  exhibitor(companyProfileId: Id): Promise<ExhibitorDetail>
  product(productId: Id): Promise<ProductDetail>
  assetUrl(pathOrUrl: string | null | undefined): string
}

export function consultApi(api: Endpoints): ConsultApi {
  return {
    list: (query) => api.getEnquiryPools(query),
    regions: () => api.getEnquiryRegions(),
    categories: () => api.getCategory(),
    detail: (id) => api.getEnquiryPoolDetail({ id }),
    post: (body) => api.pushEnquiryPool(body),
    like: (id, like) => api.likeEnquiryPool({ id, like }),
    contact: (id) => api.isEnquiryPoolContact({ id }),
    sendMessage: (id, content) => api.sendEnquiryMessage({ data: { id, content } }),
    messages: (id) => api.getEnquiryMessages({ id }),
    close: (id) => api.closeEnquiryPool({ id }),
    report: (id, reason) => api.reportEnquiry({ id, reason }),
    exhibitor: (companyProfileId) => api.getExhibitorDetail({ companyProfileId }),
    product: (productId) => api.getProductDetail({ productId }),
    assetUrl: (u) => api.assetUrl(u),
  }
}
